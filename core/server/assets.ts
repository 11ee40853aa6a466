// Which scripts and styles a brand's pages load, read from the Vite build manifest.
// Each brand has its own entry, so a plugin's browser code reaches only the brands that
// enable it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentAssets } from '../render/Document.tsx';
import type { BrandId } from '../routing/types.ts';

export const CLIENT_OUT_DIR = 'dist/client';
export const ASSET_PREFIX = '/_neutron/assets/';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export function entryFileFor(brand: BrandId): string {
  return `.neutron/entries/${brand}.tsx`;
}

const NO_ASSETS: DocumentAssets = { scripts: [], styles: [], preloads: [] };

export function readBrandAssets(root: string, brands: readonly BrandId[]): { assets: Map<BrandId, DocumentAssets>; missing: boolean } {
  const manifestPath = path.join(root, CLIENT_OUT_DIR, '.vite/manifest.json');
  const assets = new Map<BrandId, DocumentAssets>();
  if (!existsSync(manifestPath)) {
    for (const brand of brands) assets.set(brand, NO_ASSETS);
    return { assets, missing: true };
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  let missing = false;
  for (const brand of brands) {
    const entry = manifest[entryFileFor(brand)];
    if (!entry) {
      missing = true;
      assets.set(brand, NO_ASSETS);
      continue;
    }
    const styles = new Set<string>(entry.css ?? []);
    const preloads = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || preloads.has(chunk.file)) return;
      preloads.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const child of chunk.imports ?? []) visit(child);
    };
    for (const child of entry.imports ?? []) visit(child);
    assets.set(brand, {
      scripts: [ASSET_PREFIX + entry.file],
      styles: [...styles].map((file) => ASSET_PREFIX + file),
      preloads: [...preloads].map((file) => ASSET_PREFIX + file),
    });
  }
  return { assets, missing };
}
