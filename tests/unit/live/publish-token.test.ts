// The publishing token: NEUTRON_LIVE_TOKEN over the site config's outside production; in
// production only NEUTRON_LIVE_TOKEN, and never a token committed in the repository.
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_TOKEN, publishToken } from '../../../plugins/live/server/publish-token.ts';

const SECRET = 'a-secret-of-this-deployment-0123456789';

describe('publishToken', () => {
  it('outside production takes NEUTRON_LIVE_TOKEN, else the site config\'s token', () => {
    expect(publishToken('development', { NEUTRON_LIVE_TOKEN: SECRET }, DEVELOPMENT_TOKEN)).toEqual({ token: SECRET });
    expect(publishToken('development', {}, DEVELOPMENT_TOKEN)).toEqual({ token: DEVELOPMENT_TOKEN });
    expect(publishToken('test', { NEUTRON_LIVE_TOKEN: '' }, undefined)).toEqual({ token: undefined });
  });

  it('in production takes only NEUTRON_LIVE_TOKEN', () => {
    expect(publishToken('production', { NEUTRON_LIVE_TOKEN: SECRET }, DEVELOPMENT_TOKEN)).toEqual({ token: SECRET });
    expect(publishToken('production', {}, 'a-token-in-a-committed-site-file')).toEqual({
      refused: 'NEUTRON_LIVE_TOKEN is not set (a publishToken in a site config is committed in the repository)',
    });
    expect(publishToken('production', { NEUTRON_LIVE_TOKEN: '' }, undefined).refused).toContain('NEUTRON_LIVE_TOKEN is not set');
  });

  it('in production refuses the development token and the site config\'s own, even from NEUTRON_LIVE_TOKEN', () => {
    const committed = { refused: 'NEUTRON_LIVE_TOKEN is a token committed in the repository' };
    expect(publishToken('production', { NEUTRON_LIVE_TOKEN: DEVELOPMENT_TOKEN }, undefined)).toEqual(committed);
    expect(publishToken('production', { NEUTRON_LIVE_TOKEN: 'the-token-of-sites-default-yaml' }, 'the-token-of-sites-default-yaml')).toEqual(committed);
  });

  it('refuses a NEUTRON_LIVE_TOKEN shorter than 16 or longer than 200 characters, in every environment', () => {
    for (const environment of ['production', 'development']) {
      expect(publishToken(environment, { NEUTRON_LIVE_TOKEN: 'short' }, undefined)).toEqual({ refused: 'NEUTRON_LIVE_TOKEN must be 16 to 200 characters long (it has 5)' });
      expect(publishToken(environment, { NEUTRON_LIVE_TOKEN: 'x'.repeat(201) }, undefined).refused).toContain('(it has 201)');
    }
    expect(publishToken('production', { NEUTRON_LIVE_TOKEN: 'x'.repeat(16) }, undefined)).toEqual({ token: 'x'.repeat(16) });
  });
});
