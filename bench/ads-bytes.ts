// The ads plugin's browser code in gzip bytes (run after `npm run build`): the lazy part
// (the slot lifecycle and its providers, loaded after the page is interactive) and what
// stays in the brand's initial bundle (the loader and the slot styles). Prints JSON.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const root = process.cwd();
const outDir = path.join(root, 'dist/client');
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzip = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;

/** Every chunk a chunk statically pulls in, itself included. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('/default.tsx'));
const runtime = Object.keys(manifest).find((key) => manifest[key]!.src === 'plugins/ads/client/runtime.ts');
if (!entry || !runtime) throw new Error('build first (npm run build): no default entry or ads runtime in the manifest');
const initial = closure(entry);
const lazy = [...closure(runtime)].filter((key) => !initial.has(key));

process.stdout.write(
  `${JSON.stringify({
    name: 'ads-bytes',
    brand: 'default',
    lazyGzip: lazy.reduce((total, key) => total + gzip(manifest[key]!.file), 0),
    lazyChunks: lazy.map((key) => manifest[key]!.file),
    note: 'lazy: loaded after the page is interactive, only on brands that enable ads; the loader and slot styles in the initial bundle are in client-bytes (plugin ads)',
    // The slot styles join the brand's stylesheet; this is their share, unminified.
    stylesGzip: gzipSync(readFileSync(path.join(root, 'plugins/ads/client/ads.css'))).length,
  })}\n`,
);
