// `neutron start` where the browser bundle was never built (or its build stopped after the
// entries were written): one warning, naming what is missing in the project's own terms,
// and not that the bundle was built with other plugins.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startNeutron } from '../../helpers/server-process.ts';
import { tempProject } from '../../helpers/temp-project.ts';

it('says the bundle is not built, with the project-relative path, and nothing about what it was built with', async () => {
  const root = tempProject();
  // The entries of a build that stopped before bundling, which carried other plugins.
  mkdirSync(path.join(root, '.neutron'), { recursive: true });
  writeFileSync(path.join(root, '.neutron/brands.json'), JSON.stringify({ entries: [], clientPlugins: { default: ['old'], auto: [] } }));
  const running = await startNeutron(root);
  try {
    await running.ready;
    const output = running.output();
    const warnings = output.split('\n').filter((line) => line.includes('bundle'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('browser bundle not built (no dist/client/.vite/manifest.json; npm run build): pages render without hydration');
    expect(output).not.toContain(path.join(root, 'dist'));
    expect(output).not.toContain('must exist');
    expect(output).not.toContain('built with the plugins');
  } finally {
    await running.stop();
  }
}, 90_000);
