// Turns page data into what is sent: the head tags (the page title, the loader's SEO
// tags, then the brand's `headTags` hook), and either the HTML document or the JSON that
// in-app navigation reads.
import type { PageContext } from '../context.ts';
import type { HeadTag, PageData } from '../page-data.ts';
import type { Policy } from '../scripts/content-security-policy.ts';
import { documentTitle } from '../seo/seo-tags.ts';
import type { ScriptDeclaration } from '../scripts/script-declaration.ts';
import type { BrandServer } from './brand-servers.ts';
import type { PackedBody } from './page-encoding.ts';
import { renderDocument } from './render-document.tsx';

export type PageFormat = 'html' | 'json';

/** A response ready to send. */
export interface Rendered {
  status: number;
  headers: Map<string, string>;
  body: Buffer;
  contentType: string;
  /** The Content-Security-Policy of an HTML page; sending gives it a nonce of its own. */
  policy?: Policy;
  /** The body compressed (page-encoding.ts); sending picks what the reader accepts. */
  packed?: PackedBody;
  /** The body is this response's alone (rendered for it and kept nowhere): sending
   *  writes its per-response values into it instead of into a copy. */
  owned?: boolean;
}

export const CONTENT_TYPES: Readonly<Record<PageFormat, string>> = Object.freeze({
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
});

/** The page's head tags, the one that should win first (a duplicate is not re-added,
 *  spec 000 §5): a noindex on error statuses, the page title unless the loader's SEO
 *  tags carry one, the SEO tags, the brand's RSS feed link and app banner, then whatever the brand's
 *  plugins add. */
export function pageHeadTags(brand: BrandServer, data: PageData, ctx: PageContext | undefined, seo: readonly HeadTag[] = []): HeadTag[] {
  const noIndex: HeadTag[] = data.status >= 400 ? [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }] : [];
  const title: HeadTag[] = seo.some((tag) => tag.tag === 'title') ? [] : [{ tag: 'title', attrs: {}, children: documentTitle(data.title, data.site.name) }];
  const tags: HeadTag[] = [...noIndex, ...title, ...seo, ...brand.brandHeadTags];
  return ctx ? withoutCode(brand, tags, brand.runtime.hooks.headTags.call(tags, ctx), ctx) : tags;
}

/** A script whose text is data (JSON-LD, JSON) is a head tag; one that would run is not:
 *  the page's policy would refuse it, and the browser code of a plugin goes through its
 *  client entry and third-party code through the `scripts` hook. */
function isDataScript(tag: HeadTag): boolean {
  return tag.attrs.src === undefined && /json/.test(tag.attrs.type ?? '');
}

/** Scripts said once each per brand (a plugin's tap runs for every page); another app
 *  built in the process says its own. */
const toldScriptsOf = new WeakMap<BrandServer, Set<string>>();
const MAX_TOLD_SCRIPTS = 100;

const isCode = (tag: HeadTag): boolean => tag.tag === 'script' && !isDataScript(tag);
const scriptOf = (tag: HeadTag): string => tag.attrs.src ?? `inline, ${tag.attrs.type ?? 'no type'}`;

/** The plugin whose headTags tap first returns `script`, found by running the taps one by
 *  one as the waterfall runs them (only for the warning, once per script). */
function tapAdding(brand: BrandServer, base: HeadTag[], ctx: PageContext, script: string): string | undefined {
  let tags = base;
  for (const tap of brand.runtime.hooks.headTags.taps) {
    const next = (tap.fn as (tags: HeadTag[], ctx: PageContext) => HeadTag[] | undefined)(tags, ctx) ?? tags;
    if (next.some((tag) => isCode(tag) && scriptOf(tag) === script)) return tap.name;
    tags = next;
  }
  return undefined;
}

/** The head tags without scripts that would run, each said once as a warning naming the
 *  plugin that added it. */
function withoutCode(brand: BrandServer, base: HeadTag[], tags: HeadTag[], ctx: PageContext): HeadTag[] {
  if (!tags.some(isCode)) return tags;
  let toldScripts = toldScriptsOf.get(brand);
  if (!toldScripts) toldScriptsOf.set(brand, (toldScripts = new Set()));
  return tags.filter((tag) => {
    if (!isCode(tag)) return true;
    const script = scriptOf(tag);
    if (!toldScripts.has(script) && toldScripts.size < MAX_TOLD_SCRIPTS) {
      toldScripts.add(script);
      let plugin: string | undefined;
      try {
        plugin = tapAdding(brand, base, ctx, script);
      } catch {
        // A tap that throws on a second run leaves the warning unnamed.
      }
      ctx.log.warn(
        { script, ...(plugin ? { plugin } : {}) },
        `${plugin ? `plugin ${plugin}: its` : 'a'} headTags tap returned a script that would run; left out: head tags carry data (a JSON-LD script), code goes through a plugin's client entry or the scripts hook`,
      );
    }
    return false;
  });
}

/** The body of a page in the format asked for. */
export function renderPageBody(brand: BrandServer, format: PageFormat, data: PageData, head: HeadTag[], locale: string, scripts: readonly ScriptDeclaration[] = []): Buffer {
  if (format === 'json') return Buffer.from(JSON.stringify({ page: data, head }));
  const { pages, components } = brand.runtime;
  const Page = pages.get(data.page) ?? pages.get('generic');
  if (!Page) throw new Error(`no page component for ${data.page}`);
  return Buffer.from(renderDocument({ page: data, Page, components, headTags: head, assets: brand.assetsFor(data.page), locale, scripts }));
}
