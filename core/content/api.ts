// ContentApi: every call of spec 000 §7 behind one interface, over either transport.
// Params are checked before they reach the upstream; responses are validated once here.
import { deepFreeze } from './answer-memo.ts';
import type { CaptionsRequest, ContentPageRequest, ListingRequest, SeamlessRequest, SitemapRequest, VanityRequest } from './api-requests.ts';
import {
  captionsPath,
  commerceShortcodePath,
  composerPagePath,
  DEFAULT_CAPTION_FORMAT,
  DEFAULT_EXPERIENCE,
  editorialComponentPath,
  FEED_LIMIT,
  FEED_OFFSET,
  feedPath,
  listingPath,
  liveItemsPath,
  NAV_COMPONENT_FOOTER,
  NAV_COMPONENT_HEADER,
  SEAMLESS_LIMIT,
  seamlessPath,
  sitemapIndexPath,
  sitemapPath,
  TYPE_NAMES,
  urlGeneratorPath,
  vanityDictionaryPath,
  vanityPath,
} from './api-words.ts';
import { type ContentRequestName, contentRequestProblem, SEAMLESS_UNDEFINED_MESSAGE, servedResources } from './api-resources.ts';
import type { ContentCache } from './content-cache.ts';
import { KeptAnswers } from './kept-answers.ts';
import { contentIdsOf } from './stale-cache.ts';
import { ContentSetupError, isContentNotFound, isContentRedirect, isContentSlugError } from './errors.ts';
import type { Logger } from '../context.ts';
import { assertSafeApiLink, assertSafeSegment } from './request-guard.ts';
import type { ContentList, SeamlessList } from './schemas/content-list.ts';
import type { LiveItems } from './schemas/live.ts';
import type { Page, TypedComponent } from './schemas/page.ts';
import type { CommerceShortcode, Feed, GeneratedUrl, Sitemap, SitemapIndex, VanityDictionary, VanityEntry } from './schemas/services.ts';
import { buildQuery, type ContentCall, type ContentRequestContext, type ContentTransport, type QueryValue, VANITY_TIMEOUT_MS } from './transport.ts';
import {
  validateAsCommerceShortcode,
  validateAsComponent,
  validateAsFeed,
  validateAsGeneratedUrl,
  validateAsLiveItems,
  validateAsPage,
  validateAsSeamlessList,
  validateAsSitemap,
  validateAsSitemapIndex,
  validateAsVanityDictionary,
  validateAsVanityEntry,
} from './validate.ts';

export interface ContentApi {
  /** GET /api/neutron/composer/{site}/pages/{type}/{id}/{experience} */
  getPage(request: ContentPageRequest, ctx: ContentRequestContext): Promise<Page>;
  /** Header and footer navigation: editorial curated-nav-redesign ContentLists. */
  getNavigation(site: string, ctx: ContentRequestContext): Promise<{ header: ContentList; footer: ContentList }>;
  /** A component by name: GET /api/neutron/components/{site}/editorial/{name}/web */
  getComponent(request: { site: string; name: string; componentType?: string }, ctx: ContentRequestContext): Promise<TypedComponent>;
  /** A component by its link (a content API path, e.g. a component's links.next). */
  getComponentByLink(link: string, ctx: ContentRequestContext): Promise<TypedComponent>;
  /** Follows `links.next` and appends the new items to a list component (spec 000 §4). */
  loadMore(component: TypedComponent, ctx: ContentRequestContext): Promise<TypedComponent>;
  getVanity(request: VanityRequest, ctx: ContentRequestContext): Promise<VanityEntry>;
  getVanityDictionary(site: string, ctx: ContentRequestContext): Promise<VanityDictionary>;
  getSeamless(request: SeamlessRequest, ctx: ContentRequestContext): Promise<SeamlessList>;
  getSitemap(request: SitemapRequest, ctx: ContentRequestContext): Promise<Sitemap>;
  getSitemapIndex(request: { site: string; slug: string; experience?: string }, ctx: ContentRequestContext): Promise<SitemapIndex>;
  getFeed(request: { site: string; endpoint: string; offset?: number; limit?: number }, ctx: ContentRequestContext): Promise<Feed>;
  getListing(request: ListingRequest, ctx: ContentRequestContext): Promise<TypedComponent<'ContentList'>>;
  generateUrl(request: { site: string; contentType: string; slug: string }, ctx: ContentRequestContext): Promise<GeneratedUrl>;
  getCommerceShortcode(request: { site: string; id: string; edition?: string }, ctx: ContentRequestContext): Promise<CommerceShortcode>;
  /** A live article's items from a sequence on, newest first (spec 001 §7). */
  getLiveItems(request: { site: string; contentId: string; start: number }, ctx: ContentRequestContext): Promise<LiveItems>;
  /** A video's captions as text: GET /api/neutron/videos/{site}/captions/{format}/{slug}.{extension} (webvtt → vtt). */
  getCaptions(request: CaptionsRequest, ctx: ContentRequestContext): Promise<string>;
  close(): Promise<void>;
}

const seg = assertSafeSegment;
/** The experience segment a request asks for, checked: web unless it names another. */
const experienceOf = (request: { experience?: string }) => seg(request.experience ?? DEFAULT_EXPERIENCE, 'experience');

/** The request as the upstream sees it (less the API key): the path and the query,
 *  serialised as the transports send it. Names requests in errors and keys the cache. */
function describe(path: string, query?: Record<string, QueryValue>): string {
  const search = buildQuery(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Failures read against the caller's context (the edition, the route a redirect points
 *  at): a caller that shared another caller's failed request reads its own. */
function dependsOnCaller(error: unknown): boolean {
  return isContentRedirect(error) || isContentNotFound(error) || isContentSlugError(error);
}

function isListComponent(component: TypedComponent): component is TypedComponent<'ContentList' | 'VideoList'> {
  return component.meta.componentType === 'ContentList' || component.meta.componentType === 'VideoList';
}

export interface ContentApiOptions {
  /** Answers kept on this node; a preview request is never read from or written to it. */
  cache?: ContentCache;
  /** The resources the upstream serves (app.yaml `upstreams.content.resources`); all by default. */
  resources?: readonly string[];
  /** Told once, at creation, when the upstream serves no seamless resource. */
  log?: Pick<Logger, 'warn'>;
}

const NO_SEAMLESS: SeamlessList = deepFreeze({ items: [] });

export function createContentApi(transport: ContentTransport, options: ContentApiOptions = {}): ContentApi {
  const { cache } = options;
  const served = servedResources(options.resources);
  const seamlessServed = contentRequestProblem('seamless', served) === undefined;
  if (!seamlessServed) options.log?.warn(SEAMLESS_UNDEFINED_MESSAGE);

  /** Throws the setup error when the configuration leaves out the resource a request reads. */
  function need(request: ContentRequestName): void {
    const problem = contentRequestProblem(request, served);
    if (problem) throw new ContentSetupError(problem);
  }
  const kept = new KeptAnswers();

  /** One validated, frozen read, through the cache: the key is the request the upstream
   *  sees. Preview reads skip the cache. An answer the transport gives a version is
   *  validated once per version (kept-answers.ts). */
  async function read<T extends object>(
    path: string,
    query: Record<string, QueryValue> | undefined,
    ctx: ContentRequestContext,
    validate: (json: unknown, url: string) => T,
    timeoutMs?: number,
  ): Promise<T> {
    const url = describe(path, query);
    const fetchValidated = async () =>
      deepFreeze(validate(await transport.get({ path, ...(query ? { query } : {}), ...(timeoutMs ? { timeoutMs } : {}) }, ctx), url));
    const load = async (): Promise<T> => {
      const version = ctx.preview === undefined ? transport.versionOf?.(path) : undefined;
      if (version === undefined) return fetchValidated();
      const key = `${validate.name}\u0000${url}`;
      const known = kept.get(key, version) as T | undefined;
      if (known) return known;
      const value = await fetchValidated();
      kept.set(key, version, value);
      return value;
    };
    const started = performance.now();
    let source: ContentCall['source'] = 'upstream';
    let failure: string | undefined;
    try {
      if (!cache || ctx.preview !== undefined) {
        const value = await load();
        if (ctx.reads) for (const id of contentIdsOf(value)) ctx.reads.ids.add(id);
        return value;
      }
      let loadedHere = false;
      try {
        const answer = await cache.read(url, () => {
          loadedHere = true;
          return load();
        });
        // An answer another read was loading is no upstream call of this one's.
        if (!loadedHere) source = answer.state === 'miss' ? 'hit' : answer.state;
        if (ctx.reads) {
          for (const id of answer.ids) ctx.reads.ids.add(id);
          if (answer.state === 'stale' || answer.state === 'stale-if-error') ctx.reads.stale = answer.state;
        }
        return answer.value;
      } catch (error) {
        // A kept not-found answer is everyone's: it names no edition or route to redirect to.
        if (loadedHere || !dependsOnCaller(error) || isContentNotFound(error)) throw error;
        return await load();
      }
    } catch (error) {
      failure = (error as Error).message;
      throw error;
    } finally {
      ctx.reads?.calls?.push({ request: url, ms: performance.now() - started, source, ...(failure === undefined ? {} : { error: failure }) });
    }
  }

  async function getComponentAt(path: string, query: Record<string, QueryValue> | undefined, ctx: ContentRequestContext) {
    return read(path, query, ctx, validateAsComponent);
  }

  const api: ContentApi = {
    async getPage(request, ctx) {
      need('page');
      const path = composerPagePath(seg(request.site, 'site'), seg(request.type, 'type'), seg(request.id, 'slug'), experienceOf(request));
      const query: Record<string, QueryValue> = { ...request.query, edition: ctx.edition };
      if (request.contentOnly !== undefined) query.contentOnly = request.contentOnly;
      return read(path, query, ctx, validateAsPage);
    },

    async getNavigation(site, ctx) {
      need('navigation');
      const [header, footer] = await Promise.all([
        api.getComponent({ site, name: NAV_COMPONENT_HEADER, componentType: 'ContentList' }, ctx),
        api.getComponent({ site, name: NAV_COMPONENT_FOOTER, componentType: 'ContentList' }, ctx),
      ]);
      if (!isListComponent(header) || !isListComponent(footer)) throw new TypeError('navigation components must be ContentLists');
      return { header: header.data, footer: footer.data };
    },

    async getComponent(request, ctx) {
      need('component');
      const path = editorialComponentPath(seg(request.site, 'site'), seg(request.name, 'component'));
      return getComponentAt(path, request.componentType ? { componentType: request.componentType } : undefined, ctx);
    },

    async getComponentByLink(link, ctx) {
      need('component');
      const safe = assertSafeApiLink(link);
      const [path = '', search = ''] = safe.split('?', 2);
      return getComponentAt(path, Object.fromEntries(new URLSearchParams(search)), ctx);
    },

    async loadMore(component, ctx) {
      const next = component.links?.next;
      if (!next || !isListComponent(component)) return component;
      const more = await api.getComponentByLink(next, ctx);
      if (!isListComponent(more)) return component;
      const links = { ...component.links, ...(more.links?.next ? { next: more.links.next } : {}) };
      if (!more.links?.next) delete links.next;
      const data = { ...component.data, items: [...component.data.items, ...more.data.items] };
      if (more.data.paging) data.paging = { ...more.data.paging, offset: component.data.paging?.offset ?? 0, limit: data.items.length };
      return { ...component, links, data } as TypedComponent;
    },

    async getVanity(request, ctx) {
      need('vanity');
      const site = seg(request.site, 'site');
      const path = vanityPath(site, request.legacyPath);
      const query = { contentType: request.contentType, slug: request.slug, path: request.path, edition: request.edition ?? ctx.edition };
      return read(path, query, ctx, validateAsVanityEntry, VANITY_TIMEOUT_MS);
    },

    async getVanityDictionary(site, ctx) {
      need('vanityDictionary');
      const path = vanityDictionaryPath(seg(site, 'site'));
      return read(path, undefined, ctx, validateAsVanityDictionary, VANITY_TIMEOUT_MS);
    },

    async getSeamless(request, ctx) {
      if (!seamlessServed) return NO_SEAMLESS;
      const path = seamlessPath(seg(request.site, 'site'), seg(request.slug, 'slug'));
      const query = {
        contentId: request.contentId,
        recommendationContentType: request.recommendationContentType,
        componentName: request.componentName ?? 'seamless',
        componentDisplayName: request.componentDisplayName,
        componentType: request.componentType,
        limit: request.limit ?? SEAMLESS_LIMIT,
        collectionId: request.collectionId,
      };
      return read(path, query, ctx, validateAsSeamlessList);
    },

    async getSitemap(request, ctx) {
      need('sitemap');
      const date = { year: request.year, month: request.month, day: request.day };
      const path = sitemapPath(seg(request.site, 'site'), seg(request.slug, 'slug'), date, experienceOf(request));
      const query = { hydrate: request.hydrate, limit: request.limit, offset: request.offset };
      return read(path, query, ctx, validateAsSitemap);
    },

    async getSitemapIndex(request, ctx) {
      need('sitemapIndex');
      const path = sitemapIndexPath(seg(request.site, 'site'), seg(request.slug, 'slug'), experienceOf(request));
      return read(path, undefined, ctx, validateAsSitemapIndex);
    },

    async getFeed(request, ctx) {
      need('feed');
      const path = feedPath(seg(request.site, 'site'), seg(request.endpoint, 'feed'));
      const query = { offset: request.offset ?? FEED_OFFSET, limit: request.limit ?? FEED_LIMIT };
      return read(path, query, ctx, validateAsFeed);
    },

    async getListing(request, ctx) {
      need('listing');
      const path = listingPath(seg(request.site, 'site'), seg(request.type, 'type'), seg(request.id, 'slug'));
      const query = {
        searchBy: request.searchBy,
        componentType: 'ContentList',
        limit: request.limit,
        offset: request.offset,
        edition: ctx.edition,
      };
      const component = await getComponentAt(path, query, ctx);
      if (component.meta.componentType !== 'ContentList') throw new TypeError(`${path}: expected a ContentList component`);
      return component as TypedComponent<'ContentList'>;
    },

    async generateUrl(request, ctx) {
      need('generateUrl');
      const path = urlGeneratorPath(seg(request.site, 'site'), seg(request.contentType, 'contentType'), seg(request.slug, 'slug'));
      return read(path, { edition: ctx.edition }, ctx, validateAsGeneratedUrl);
    },

    async getCommerceShortcode(request, ctx) {
      need('commerceShortcode');
      const path = commerceShortcodePath(seg(request.site, 'site'), seg(request.id, 'id'));
      const query = { edition: request.edition ?? ctx.edition, contentType: TYPE_NAMES.article };
      return read(path, query, ctx, validateAsCommerceShortcode);
    },

    async getLiveItems(request, ctx) {
      need('liveItems');
      const path = liveItemsPath(seg(request.site, 'site'), seg(request.contentId, 'contentId'), Math.max(0, Math.trunc(request.start)));
      return read(path, undefined, ctx, validateAsLiveItems);
    },

    async getCaptions(request, ctx) {
      need('captions');
      const format = seg(request.format ?? DEFAULT_CAPTION_FORMAT, 'format');
      const path = captionsPath(seg(request.site, 'site'), format, seg(request.slug, 'slug'));
      return transport.getText({ path }, ctx);
    },

    close: () => transport.close(),
  };
  return api;
}
