// The assets of one page type: the brand's entry plus the page component's own lazy
// chunk, preloaded with the page instead of fetched after the entry has run. A page key
// is matched to its chunk by identity: the module at the chunk's source path exports the
// very component the brand's page registry loaded for the key.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { runnableModule } from '../build/server-build.ts';
import type { DocumentAssets } from '../render/Document.tsx';
import type { PageRegistry } from '../render/page-registry.ts';
import type { BrandAssets } from './assets.ts';

export type PageAssets = (pageKey: string) => DocumentAssets;

/** Lazy modules that can hold page components: the project's own React modules, not
 *  browser-only code (a `client/` folder) nor dependencies. */
function mayHoldPage(source: string): boolean {
  return source.endsWith('.tsx') && !source.startsWith('node_modules/') && !source.split('/').includes('client');
}

export async function createPageAssets(root: string, pages: PageRegistry, assets: BrandAssets, log: FastifyBaseLogger): Promise<PageAssets> {
  const sourceOf = new Map<unknown, string>();
  for (const source of assets.lazy.keys()) {
    if (!mayHoldPage(source)) continue;
    try {
      const module = (await import(pathToFileURL(runnableModule(path.join(root, source))).href)) as Record<string, unknown>;
      for (const value of Object.values(module)) if (typeof value === 'function' && !sourceOf.has(value)) sourceOf.set(value, source);
    } catch (error) {
      log.debug({ err: error, source }, 'lazy chunk source not importable on the server; its page loads without a preload');
    }
  }
  const byKey = new Map<string, DocumentAssets>();
  for (const [key, component] of pages.loadedEntries()) {
    const source = sourceOf.get(component);
    const chunk = source === undefined ? undefined : assets.lazy.get(source);
    if (!chunk) continue;
    byKey.set(key, {
      scripts: assets.document.scripts,
      styles: [...assets.document.styles, ...chunk.styles],
      preloads: [...assets.document.preloads, ...chunk.preloads],
    });
  }
  return (pageKey) => byKey.get(pageKey) ?? assets.document;
}
