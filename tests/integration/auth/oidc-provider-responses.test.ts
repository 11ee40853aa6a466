// The embedded provider's own answers (oidc-provider under /_neutron/oidc/) on a
// production node: the security headers every answer of the app carries, framing refused,
// the auto-submitted logout form allowed by its script's hash.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginTestSite, testPlugin } from '../../../core/index.ts';
import authPlugin from '../../../plugins/auth/index.ts';

const PATHS = ['/_neutron/oidc/session/end', '/_neutron/oidc/auth', '/_neutron/oidc/.well-known/openid-configuration', '/_neutron/oidc/jwks'];
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let site: PluginTestSite;

beforeAll(async () => {
  site = await testPlugin(authPlugin, { environment: 'production', options: { database: ':memory:' } });
}, 120_000);
afterAll(async () => {
  await site?.close();
});

/** An answer as a browser would get it. */
async function answer(url: string) {
  return { response: await site.inject({ url, headers: BROWSER }) };
}

describe.each(PATHS)('%s', (path) => {
  it('carries the security headers and refuses framing', async () => {
    const { response } = await answer(path);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/(^|;)\s*frame-ancestors 'none'/);
    expect(policy).toMatch(/(^|;)\s*default-src 'none'/);
  });
});

it('an address outside the provider routes carries the headers too', async () => {
  const { response } = await answer('/_neutron/oidc/no-such-endpoint');
  expect(response.statusCode).toBe(404);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
});

it('the logout form without a session submits itself under the policy', async () => {
  const { response } = await answer('/_neutron/oidc/session/end');
  expect(response.statusCode).toBe(200);
  // oidc-provider's inline auto-submit script runs only by its hash in script-src.
  const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
  expect(script).toContain('submit()');
  const hash = createHash('sha256').update(script).digest('base64');
  const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
  expect(scriptSources.split(' ')).toContain(`'sha256-${hash}'`);
  expect(String(response.headers['content-security-policy'])).toMatch(/(^|;)\s*form-action 'self'/);
});
