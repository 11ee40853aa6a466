// A temp project running the ab-test plugin (fixed clock) on both brands.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

export const DEFINITIONS = `tests:
  - id: color
    version: v1
    startDate: 2024-06-01
    endDate: 2024-06-30
    allocations: [{ bucket: red, percentage: 50 }, { bucket: blue, percentage: 50 }]
  - id: nobody
    version: v2
    startDate: 2024-06-01
    endDate: 2024-07-15
    allocations: [{ bucket: on, percentage: 0 }]
  - id: reviews_only
    version: v1
    startDate: 2024-06-01
    endDate: 2024-06-20
    allocations: [{ bucket: yes, percentage: 100 }]
    criteria: { section: { values: [reviews] } }
  - id: ended
    version: v1
    startDate: 2024-01-01
    endDate: 2024-02-01
    allocations: [{ bucket: a, percentage: 100 }]
  - id: later
    version: v1
    startDate: 2024-09-01
    endDate: 2024-09-30
    allocations: [{ bucket: a, percentage: 100 }]
`;

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
