// The ads plugin's options for the taser threshold and service sampling, validated at the
// boundary with the file, line and column of the bad value.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, formatFinding } from '../../core/config/load-yaml.ts';
import { loadProject } from '../../core/project.ts';
import { repoRoot } from '../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../helpers/temp-project.ts';

function projectWithAds(adsOptions: string): string {
  const dir = tempProject();
  writeFileSync(
    path.join(dir, 'config/app.yaml'),
    appConfigWithPlugins({ consent: path.join(repoRoot, 'plugins/consent/index.ts'), ads: path.join(repoRoot, 'plugins/ads/index.ts') }),
  );
  writeFileSync(
    path.join(dir, 'sites/default.yaml'),
    `id: default
name: Ads options
prefix: /
plugins:
  consent: true
  ads:
    siteName: test
    server: { lineItems: ${path.join(repoRoot, 'examples/ads')} }
${adsOptions}
`,
  );
  // The other brand without the fixture's plugins, which this project does not install.
  writeFileSync(path.join(dir, 'sites/auto.yaml'), 'id: auto\nname: Auto\nprefix: /roadshow/\n');
  return dir;
}

async function findingsOf(adsOptions: string): Promise<string[]> {
  try {
    await loadProject(projectWithAds(adsOptions), { env: {} });
  } catch (error) {
    if (error instanceof ConfigError) return error.findings.map(formatFinding);
    throw error;
  }
  return [];
}

describe('ads options: taser threshold and service sampling', () => {
  it('accepts a threshold from 1 to 1000 and sampling from 0 to 100', async () => {
    expect(
      await findingsOf(`    taser: { scoreThreshold: 1000 }
    services:
      - { name: survey, scriptUrl: /survey.js, sampling: 0 }
      - { name: taser, scriptUrl: /taser.js, sampling: 100 }`),
    ).toEqual([]);
    expect(await findingsOf('    taser: { scoreThreshold: 1 }')).toEqual([]);
  });

  it('rejects a threshold outside 1–1000 at its position', async () => {
    expect(await findingsOf('    taser: { scoreThreshold: 0 }')).toEqual(['sites/default.yaml:9:30: plugins.ads.taser.scoreThreshold: must be at least 1']);
    expect(await findingsOf('    taser: { scoreThreshold: 1001 }')).toEqual(['sites/default.yaml:9:30: plugins.ads.taser.scoreThreshold: must be at most 1000']);
    expect(await findingsOf('    taser: { scoreThreshold: 150.5 }')).toEqual(['sites/default.yaml:9:30: plugins.ads.taser.scoreThreshold: must be a whole number, not 150.5']);
  });

  it('rejects sampling outside 0–100 at its position', async () => {
    expect(
      await findingsOf(`    services:
      - { name: survey, scriptUrl: /survey.js, sampling: 101 }
      - { name: poll, scriptUrl: /poll.js, sampling: -1 }`),
    ).toEqual(['sites/default.yaml:10:58: plugins.ads.services.0.sampling: must be at most 100', 'sites/default.yaml:11:54: plugins.ads.services.1.sampling: must be at least 0']);
  });
});
