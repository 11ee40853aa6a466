// Which scripts and styles a brand's pages load, read from the Vite build manifest.
// Each brand has its own entry, so a plugin's browser code reaches only the brands that
// enable it. Lazily loaded modules (page components above all) are listed by source path
// with the files they need beyond the entry's, so a page can preload its own chunk.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentAssets } from '../render/Document.tsx';
import type { BrandId } from '../routing/types.ts';

export const CLIENT_OUT_DIR = 'dist/client';
export const ASSET_PREFIX = '/_neutron/assets/';
/** The build's manifest, relative to the project root: there is a browser bundle when it is. */
export const CLIENT_MANIFEST = `${CLIENT_OUT_DIR}/.vite/manifest.json`;

/** Whether `npm run build` has built the browser bundle of the project at `root`. */
export function clientBundleBuilt(root: string): boolean {
  return existsSync(path.join(root, CLIENT_MANIFEST));
}

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** The files a lazily loaded module adds to what the entry already loads. */
export interface LazyChunkAssets {
  preloads: string[];
  styles: string[];
}

export interface BrandAssets {
  /** What every page of the brand loads. */
  document: DocumentAssets;
  /** Each lazily loaded module of the brand's bundle, by source path (project-relative). */
  lazy: ReadonlyMap<string, LazyChunkAssets>;
}

export function entryFileFor(brand: BrandId): string {
  return `.neutron/entries/${brand}.tsx`;
}

export const NO_ASSETS: BrandAssets = Object.freeze({ document: { scripts: [], styles: [], preloads: [] }, lazy: new Map() });

/** The chunk files `keys` import, directly or not, and their styles, skipping `known`. */
function staticClosure(manifest: Manifest, keys: readonly string[], known: ReadonlySet<string> = new Set()): { files: string[]; styles: string[] } {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || known.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  return { files: [...files], styles: [...styles] };
}

/** Every module the entry's closure loads lazily, by source path. */
function lazyChunks(manifest: Manifest, entryFiles: readonly string[], known: ReadonlySet<string>): Map<string, LazyChunkAssets> {
  const lazy = new Map<string, LazyChunkAssets>();
  const dynamic = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (entryFiles.includes(chunk.file)) for (const key of chunk.dynamicImports ?? []) dynamic.add(key);
  }
  for (const key of dynamic) {
    const chunk = manifest[key];
    if (!chunk?.src) continue;
    const { files, styles } = staticClosure(manifest, [key], known);
    lazy.set(chunk.src, { preloads: files.map((file) => ASSET_PREFIX + file), styles: styles.filter((css) => !known.has(css)).map((file) => ASSET_PREFIX + file) });
  }
  return lazy;
}

/** Each brand's assets; `unbuilt` says what is missing when some brand has no bundle, in
 *  project-relative paths. */
export function readBrandAssets(root: string, brands: readonly BrandId[]): { assets: Map<BrandId, BrandAssets>; unbuilt?: string } {
  const assets = new Map<BrandId, BrandAssets>();
  if (!clientBundleBuilt(root)) {
    for (const brand of brands) assets.set(brand, NO_ASSETS);
    return { assets, unbuilt: `no ${CLIENT_MANIFEST}` };
  }
  const manifest = JSON.parse(readFileSync(path.join(root, CLIENT_MANIFEST), 'utf8')) as Manifest;
  const without: BrandId[] = [];
  for (const brand of brands) {
    const entry = manifest[entryFileFor(brand)];
    if (!entry) {
      without.push(brand);
      assets.set(brand, NO_ASSETS);
      continue;
    }
    const { files, styles } = staticClosure(manifest, entry.imports ?? []);
    const allStyles = [...new Set([...(entry.css ?? []), ...styles])];
    const known = new Set([entry.file, ...files, ...allStyles]);
    assets.set(brand, {
      document: {
        scripts: [ASSET_PREFIX + entry.file],
        styles: allStyles.map((file) => ASSET_PREFIX + file),
        preloads: files.map((file) => ASSET_PREFIX + file),
      },
      lazy: lazyChunks(manifest, [entry.file, ...files], known),
    });
  }
  if (without.length === 0) return { assets };
  return { assets, unbuilt: `${CLIENT_MANIFEST} has no entry for brand ${without.join(', ')}` };
}
