// What the debug toolbar shows for a page (spec 001 §2): the core's sections (page and
// route, request, feature flags, cache, content calls with timings, plugins), then those
// the brand's plugins add through the `debugSections` hook, and the plugin taps skipped
// for the page; and the toolbar put into the rendered document.
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentCall } from '../content/transport.ts';
import type { PageContext } from '../context.ts';
import type { DebugSection } from '../debug-section.ts';
import { siteFeatureDefaults } from '../features.ts';
import { skippedTaps } from '../hooks.ts';
import type { PageData } from '../page-data.ts';
import { DebugToolbar } from '../render/components/debug/DebugToolbar.tsx';
import type { BrandServer } from './brand-servers.ts';
import { contentReadsOf } from './loaders/content-request.ts';

/** What a toolbar page gets instead of its cache policy: the toolbar is one reader's view. */
export const DEBUG_CACHE_CONTROL = 'private, no-store';

export interface DebugFacts {
  /** The page cache of the node is on. */
  pageCache: boolean;
  /** The key the page would be kept under without the toolbar (none: it would not be kept). */
  cacheKey: string | undefined;
  /** The Cache-Control the page would have without the toolbar. */
  cacheControl: string | undefined;
}

/** Starts collecting what the toolbar shows (the content calls), before anything is read. */
export function watchPage(ctx: PageContext): void {
  contentReadsOf(ctx).calls = [];
}

function callRow(call: ContentCall): readonly [string, string] {
  const source = call.source === 'upstream' ? 'upstream' : call.source === 'hit' ? 'kept answer' : `kept answer (${call.source})`;
  return [call.request, `${call.ms.toFixed(1)} ms, ${source}${call.error === undefined ? '' : `, failed: ${call.error}`}`];
}

function coreSections(ctx: PageContext, data: PageData, brand: BrandServer, facts: DebugFacts): DebugSection[] {
  const { site, plugins } = brand.runtime;
  const reads = contentReadsOf(ctx);
  const calls = reads.calls ?? [];
  const totalMs = calls.reduce((sum, call) => sum + call.ms, 0);
  return [
    {
      title: 'Page',
      rows: [
        ['route', ctx.route.name],
        ['page type', data.page],
        ['layout', data.layout],
        ['path', ctx.request.path],
        ['status', String(data.status)],
      ],
    },
    {
      title: 'Request',
      rows: [
        ['brand', `${site.id} (${site.name}, ${site.prefix})`],
        ['edition', ctx.edition],
        ['locale', ctx.locale],
        ['device', ctx.device],
        ['transaction', ctx.txId],
      ],
    },
    {
      title: 'Feature flags',
      rows: Object.keys(siteFeatureDefaults(site.features))
        .sort()
        .map((name) => [name, ctx.features.has(name) ? 'on' : 'off'] as const),
    },
    {
      title: 'Cache',
      rows: [
        ['page cache', facts.pageCache ? 'on' : 'off'],
        ['this page', 'neither kept nor served from the page cache: the debug toolbar is on'],
        ['without the toolbar', facts.cacheKey === undefined ? 'not kept (private to the reader, a query the cache does not keep, or the page cache is off)' : `kept under ${facts.cacheKey}`],
        ['route max-age', ctx.route.meta.maxAge === undefined ? 'the default' : `${ctx.route.meta.maxAge} s`],
        ['Cache-Control', ctx.response.headers.get('cache-control') ?? DEBUG_CACHE_CONTROL],
        ['Cache-Control without the toolbar', facts.cacheControl ?? 'none'],
        ['content answers', reads.stale === undefined ? 'fresh' : reads.stale],
      ],
    },
    {
      title: `Content calls (${calls.length}, ${totalMs.toFixed(1)} ms)`,
      rows: calls.map(callRow),
    },
    {
      title: 'Plugins',
      rows: plugins.map(({ plugin }) => [plugin.definition.name, plugin.definition.middleware?.length ? `middleware ${plugin.definition.middleware.join(', ')}` : 'on'] as const),
    },
  ];
}

/** The plugin taps skipped for the page (its head tags, its scripts, its toolbar section
 *  failed), when there are any. */
function skippedSection(ctx: PageContext): DebugSection[] {
  const skipped = skippedTaps(ctx);
  if (skipped.length === 0) return [];
  return [{ title: 'Skipped plugin taps', rows: skipped.map(({ hook, plugin, error }) => [`${plugin} (${hook})`, error instanceof Error ? error.message : String(error)] as const) }];
}

/** The toolbar's sections: the core's, then the plugins', then the plugin taps that failed
 *  and were skipped (a plugin's section among them: it never costs the page). */
export function debugSections(ctx: PageContext, data: PageData, brand: BrandServer, facts: DebugFacts): DebugSection[] {
  const sections = brand.runtime.hooks.debugSections.call(coreSections(ctx, data, brand, facts), ctx, data);
  return [...sections, ...skippedSection(ctx)];
}

/** The document with the toolbar at the end of its body. */
export function withDebugToolbar(document: Buffer, sections: readonly DebugSection[]): Buffer {
  const at = document.lastIndexOf('</body>');
  if (at === -1) return document;
  const toolbar = Buffer.from(renderToStaticMarkup(<DebugToolbar sections={sections} />));
  return Buffer.concat([document.subarray(0, at), toolbar, document.subarray(at)]);
}
