// A plugin's browser code reaches only the brands that enable it (DESIGN: per-brand entries).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandsBuiltForOtherPlugins } from '../../../core/build/client-entries.ts';
import { prepareClientEntries } from '../../../core/build/prepare-client.ts';
import { loadProject } from '../../../core/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe('per-brand browser entries', () => {
  it('import the client entry of a plugin only for the brand that enables it', async () => {
    const root = tempProject();
    const written = await prepareClientEntries(root);
    expect(written.sort()).toEqual(['.neutron/entries/auto.tsx', '.neutron/entries/default.tsx']);
    const entry = (brand: string) => readFileSync(path.join(root, `.neutron/entries/${brand}.tsx`), 'utf8');
    expect(entry('default')).toMatch(/import plugin\d+ from '[^']*tests\/fixtures\/plugins\/hello-client\.ts';/);
    expect(entry('default')).toMatch(/startClient\(\{ brand: 'default', plugins: \[plugin\d+\] \}\)/);
    expect(entry('auto')).not.toContain('hello-client');
    expect(entry('auto')).toContain("startClient({ brand: 'auto', plugins: [] })");
  });
});

describe('a bundle built for other plugins', () => {
  it('is named with what it carries and what the config now enables; none while they agree', async () => {
    const root = tempProject();
    await prepareClientEntries(root);
    const project = await loadProject(root, { env: {} });
    expect(JSON.parse(readFileSync(path.join(root, '.neutron/brands.json'), 'utf8'))).toMatchObject({ clientPlugins: { default: ['hello'], auto: [] } });
    expect(brandsBuiltForOtherPlugins(root, project.brands)).toEqual([]);
    // The hello plugin switched on for auto after the build.
    const autoFile = path.join(root, 'sites/auto.yaml');
    writeFileSync(autoFile, readFileSync(autoFile, 'utf8').replace('  hello: false', '  hello: true'));
    const changed = await loadProject(root, { env: {} });
    expect(brandsBuiltForOtherPlugins(root, changed.brands)).toEqual([{ brand: 'auto', built: [], enabled: ['hello'] }]);
  });
});

describe('per-brand browser bundles', () => {
  it('carry a plugin\'s browser code (and its pages) only in the brand that enables it', async () => {
    const { build } = await import('vite');
    const react = (await import('@vitejs/plugin-react')).default;
    const root = tempProject();
    const entries = await prepareClientEntries(root);
    const outDir = path.join(root, 'dist/client');
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, manifest: true, sourcemap: false, rollupOptions: { input: entries.map((entry) => path.join(root, entry)) } },
    });
    type Chunk = { file: string; src?: string; imports?: string[]; dynamicImports?: string[] };
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
    /** Every source module a brand's page can ever load: the entry's static and lazy imports. */
    const reachable = (brand: string): string[] => {
      const seen = new Set<string>();
      const visit = (key: string) => {
        if (seen.has(key) || !manifest[key]) return;
        seen.add(key);
        for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
      };
      visit(`.neutron/entries/${brand}.tsx`);
      return [...seen];
    };
    const pluginModules = (keys: string[]) => keys.filter((key) => /tests\/fixtures\/plugins\//.test(key));
    /** What a page loads before it is interactive: the entry and its static imports. */
    const initial = (brand: string): string[] => {
      const seen = new Set<string>();
      const visit = (key: string) => {
        if (seen.has(key) || !manifest[key]) return;
        seen.add(key);
        for (const next of manifest[key].imports ?? []) visit(next);
      };
      visit(`.neutron/entries/${brand}.tsx`);
      return [...seen];
    };
    // The Sentry SDK and the Web Vitals library are lazy chunks, never initial JavaScript.
    for (const lazy of ['@sentry/browser', 'web-vitals']) {
      expect(reachable('default').some((key) => key.includes(lazy))).toBe(true);
      expect(initial('default').some((key) => key.includes(lazy))).toBe(false);
    }
    expect(pluginModules(reachable('default'))).toEqual(expect.arrayContaining([expect.stringContaining('HelloPage.tsx')]));
    expect(pluginModules(reachable('auto'))).toEqual([]);
  }, 120_000);
});
