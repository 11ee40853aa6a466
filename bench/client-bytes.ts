// What readers download before a page is interactive: the initial JavaScript of a page
// type (the brand's entry, its static imports and the page's own chunk), in gzip bytes,
// and what each plugin with browser code adds to it. Each part is measured as the
// difference between a build with every plugin of the brand and one without that
// plugin, so code a plugin pulls in from shared chunks is counted too.
// Prints JSON.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { clientModuleFile } from '../core/plugin-files.ts';
import { loadProject } from '../core/project.ts';
import { gzipBytes, initialFiles, type Manifest } from './manifest.ts';


const root = process.cwd();
const BRAND = 'default';
/** Page types and the component file whose chunk each loads first. */
const PAGES: Readonly<Record<string, string>> = { article: 'core/render/pages/ArticlePage.tsx', 'front-door': 'core/render/pages/FrontDoorPage.tsx', video: 'core/render/pages/VideoPage.tsx' };
/** Issue targets: the reader platform's plugins at most 8 KB, the article page at most 88 KB. */
const TARGETS = { platformPluginsGzip: 8 * 1024, articleTotalGzip: 88 * 1024 } as const;
const PLATFORM_PLUGINS = ['consent', 'tracking'];

async function buildWith(clients: { name: string; file: string }[]): Promise<{ manifest: Manifest; outDir: string; entry: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-bytes-'));
  const entries = path.join(dir, 'entries');
  mkdirSync(entries, { recursive: true });
  const rel = (target: string) => path.relative(entries, target).split(path.sep).join('/');
  const entry = path.join(entries, `${BRAND}.tsx`);
  writeFileSync(
    entry,
    [
      `import { startClient } from '${rel(path.join(root, 'core/client/start.tsx'))}';`,
      ...clients.map((client, index) => `import plugin${index} from '${rel(client.file)}';`),
      `void startClient({ brand: '${BRAND}', plugins: [${clients.map((_, index) => `plugin${index}`).join(', ')}] });`,
    ].join('\n'),
  );
  const outDir = path.join(dir, 'out');
  await build({ configFile: false, root, logLevel: 'silent', plugins: [react()], build: { outDir, manifest: true, sourcemap: false, target: 'es2022', rollupOptions: { input: [entry] } } });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  return { manifest, outDir, entry: entryKey };
}

/** Gzip bytes of the JavaScript a page of this type loads before it is interactive. */
function initialBytes(build: Awaited<ReturnType<typeof buildWith>>, pageFile: string): number {
  let total = 0;
  for (const file of initialFiles(build, pageFile)) total += gzipBytes(build.outDir, file);
  return total;
}

const project = await loadProject(root, { env: { NEUTRON_ENV: 'production' } });
const brand = project.brands.get(BRAND);
if (!brand) throw new Error(`no brand ${BRAND}`);
const clients = brand.plugins.flatMap(({ plugin }) => {
  const file = clientModuleFile(plugin);
  return file === undefined ? [] : [{ name: plugin.definition.name, file }];
});

const all = await buildWith(clients);
const pages: Record<string, { totalGzip: number; parts: Record<string, number> }> = {};
const withoutEach = new Map<string, Awaited<ReturnType<typeof buildWith>>>();
for (const client of clients) withoutEach.set(client.name, await buildWith(clients.filter((other) => other !== client)));
const bare = await buildWith([]);
for (const [page, file] of Object.entries(PAGES)) {
  const total = initialBytes(all, file);
  const parts: Record<string, number> = { core: initialBytes(bare, file) };
  for (const [name, build] of withoutEach) parts[name] = total - initialBytes(build, file);
  pages[page] = { totalGzip: total, parts };
}
const article = pages.article;
const platform = PLATFORM_PLUGINS.reduce((sum, name) => sum + (article?.parts[name] ?? 0), 0);
process.stdout.write(
  `${JSON.stringify({
    benchmark: 'client-bytes',
    brand: BRAND,
    pluginsWithBrowserCode: clients.map((client) => client.name),
    initialJavaScript: pages,
    targets: {
      platformPluginsGzip: { target: TARGETS.platformPluginsGzip, measured: platform, met: platform <= TARGETS.platformPluginsGzip },
      articleTotalGzip: { target: TARGETS.articleTotalGzip, measured: article?.totalGzip ?? 0, met: (article?.totalGzip ?? Infinity) <= TARGETS.articleTotalGzip },
    },
  })}\n`,
);
