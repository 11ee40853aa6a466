// A temp project running the ab-test plugin (fixed clock) on both brands.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';
import { DEFINITIONS } from '../../fixtures/ab-test-definitions.ts';

export { DEFINITIONS };

const CHAIN = 'middleware: [brand, i18n, feature-flags, ab-test, cache, transaction]';

export function abTestProject(options: { definitions?: string; defaultTests?: string; autoTests?: string } = {}): string {
  const dir = tempProject();
  const definitions = path.join(dir, 'config/ab-tests.yaml');
  const plugin = (tests: string) => `plugins:\n  ab-test: { definitions: ${definitions}, tests: ${tests} }\n`;
  const files: Record<string, string> = {
    'config/ab-tests.yaml': options.definitions ?? DEFINITIONS,
    'sites/default.yaml': `id: default\nname: Test Default\nprefix: /\n${CHAIN}\n${plugin(options.defaultTests ?? '[color, nobody, reviews_only, ended, later]')}`,
    'sites/auto.yaml': `id: auto\nname: Test Auto\nprefix: /roadshow/\n${CHAIN}\n${plugin(options.autoTests ?? '[color]')}`,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const appFile = path.join(dir, 'config/app.yaml');
  const fixture = path.join(repoRoot, 'tests/integration/ab-test/fixtures/ab-test-fixed-clock.ts');
  writeFileSync(appFile, readFileSync(appFile, 'utf8').replace(/^plugins:\n/m, `plugins:\n  ab-test: ${fixture}\n`));
  return dir;
}
