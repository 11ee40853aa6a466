// The plugin's options are validated by the core against its schema, with positions in
// the site file; a valid set reaches the browser through page data.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, formatFinding } from '../../../core/config/load-yaml.ts';
import { createServer } from '../../../core/server/start.ts';
import type { PageData } from '../../../core/page-data.ts';
import { buildTestApp, repoRoot } from '../../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';

const CHAIN = 'middleware: [brand, i18n, feature-flags, cache, transaction]';

function consentProject(defaultOptions: string): string {
  return tempProject({
    'config/app.yaml': appConfigWithPlugins({ consent: path.join(repoRoot, 'plugins/consent/index.ts') }),
    'sites/default.yaml': `id: default\nname: Test Default\nprefix: /\n${CHAIN}\nplugins:\n  consent: ${defaultOptions}\n`,
    'sites/auto.yaml': `id: auto\nname: Test Auto\nprefix: /roadshow/\n${CHAIN}\nplugins:\n  consent: true\n`,
  });
}

describe('consent options', () => {
  it('bad options stop start-up with file:line:col findings', async () => {
    const error = await createServer(consentProject('\n    cookieName: "no spaces allowed"\n    categories: [critical, social]\n    colour: red'), {
      logger: false,
      env: { NEUTRON_ENV: 'test' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as ConfigError).findings.map(formatFinding);
    expect(lines).toEqual([
      "sites/default.yaml:9:5: unknown key 'plugins.consent.colour'",
      "sites/default.yaml:7:17: plugins.consent.cookieName: must be 1 to 64 letters, digits, '_' or '-' (neutron_consent)",
      'sites/default.yaml:8:18: plugins.consent.categories.0: must be one of "performance", "functional", "targeting", "social"',
    ]);
  });

  it('options reach the browser: cookie name, offered categories, policy link', async () => {
    const app = await buildTestApp(consentProject('{ cookieName: site_choice, categories: [functional, social], policyUrl: /about/, maxAgeDays: 30 }'));
    try {
      const response = await app.inject({ url: '/_neutron/data/about/', headers: { cookie: 'site_choice=1.C0001-C0003-C0004' } });
      const page = (response.json() as { page: PageData }).page;
      // Targeting is not offered on this brand: never granted.
      expect(page.consent).toEqual({ granted: ['critical', 'functional'], decided: true });
      expect(page.plugins.consent).toMatchObject({
        settings: { cookie: { name: 'site_choice', maxAge: 30 * 86_400 }, categories: ['functional', 'social'], policyUrl: '/about/' },
      });
    } finally {
      await app.close();
    }
  });
});
