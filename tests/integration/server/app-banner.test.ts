// The app banner (spec 000 §5): its tags only when both app ids are configured in the site
// YAML; the ids are validated where the config is read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, formatFinding } from '../../../core/config/load-yaml.ts';
import { loadProject } from '../../../core/project.ts';
import { buildApp } from '../../../core/server/app.ts';
import { fixtureProject } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const fixtureSite = readFileSync(path.join(fixtureProject, 'sites/default.yaml'), 'utf8');

/** The front door's head of a project whose default brand has `appBanner`. */
async function frontDoorHead(appBanner: string): Promise<string> {
  const project = await loadProject(tempProject({ 'sites/default.yaml': `${fixtureSite}${appBanner}` }), { env: { NEUTRON_ENV: 'test' } });
  const app = await buildApp(project, { logger: false });
  try {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    return /<head>[\s\S]*<\/head>/.exec(response.body)?.[0] ?? '';
  } finally {
    await app.close();
  }
}

describe('app banner', () => {
  it('tags the page when both app ids are configured', async () => {
    const head = await frontDoorHead('appBanner: { iosAppId: "379693831", androidAppId: com.example.news }\n');
    expect(head).toMatch(/<meta [^>]*name="apple-itunes-app" content="app-id=379693831"\/>/);
    expect(head).toMatch(/<meta [^>]*name="google-play-app" content="app-id=com\.example\.news"\/>/);
  });

  it('has no tag when only one app id is configured', async () => {
    const head = await frontDoorHead('appBanner: { iosAppId: "379693831" }\n');
    expect(head).not.toContain('apple-itunes-app');
    expect(head).not.toContain('google-play-app');
  });

  it('rejects an app id that is not one with its position in the site file', async () => {
    const lines = fixtureSite.split('\n').length;
    try {
      await loadProject(tempProject({ 'sites/default.yaml': `${fixtureSite}appBanner: { iosAppId: "abc", androidAppId: com.example.news }\n` }), { env: {} });
      expect.unreachable('the project loaded');
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      expect(error.findings.map(formatFinding)).toEqual([expect.stringMatching(new RegExp(`^sites/default\\.yaml:${lines}:\\d+: appBanner\\.iosAppId: must be the App Store's numeric id, up to 12 digits \\(284882215\\)$`))]);
    }
  });
});
