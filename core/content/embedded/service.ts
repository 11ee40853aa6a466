// The embedded content service: answers the content API paths of spec 000 §7 from the
// store, with the same JSON shapes a remote content API sends. Used in-process by the
// embedded transport and over HTTP by http-routes.ts.
import {
  CAPTION_EXTENSIONS,
  CAPTION_MEDIA_TYPES,
  FEED_LIMIT,
  FEED_NAMES,
  isSiteSegment,
  LISTING_LIMIT,
  listingPath,
  MAX_LIST_LIMIT,
  NAV_COMPONENT_FOOTER,
  NAV_COMPONENT_HEADER,
  SEAMLESS_LIMIT,
} from '../api-words.ts';
import { isSafeSegment } from '../request-guard.ts';
import type { ContentLink, ContentList } from '../schemas/content-list.ts';
import type { ComponentType } from '../schemas/page.ts';
import type { Caption } from '../schemas/video.ts';
import { type ItemKind, PAGE_TYPE_KINDS } from './kinds.ts';
import type { ContentStore, StoredItem } from './store.ts';

export interface ServiceResponse {
  status: number;
  body: Record<string, unknown>;
  /** A non-JSON answer (captions): sent as is instead of `body`. */
  text?: string;
  /** Content type of `text`. */
  contentType?: string;
}

type Query = Record<string, string | undefined>;


const DOOR_KINDS: Record<string, { kinds: ItemKind[]; title: string; section?: string }> = {
  features: { kinds: ['article'], title: 'Features' },
  pictures: { kinds: ['gallery'], title: 'Pictures' },
  reviews: { kinds: ['review'], title: 'Reviews' },
  videos: { kinds: ['video'], title: 'Videos' },
  'how-to': { kinds: ['article'], title: 'How To', section: 'how_to' },
  news: { kinds: ['article', 'livearticle'], title: 'News', section: 'news' },
};

const CONTENT_TYPE_KINDS: Record<string, ItemKind> = {
  articles: 'article',
  article: 'article',
  content_article: 'article',
  galleries: 'gallery',
  gallery: 'gallery',
  content_gallery: 'gallery',
  livearticles: 'livearticle',
  content_updating_story: 'livearticle',
  reviews: 'review',
  review: 'review',
  content_review: 'review',
  videos: 'video',
  video: 'video',
  content_video: 'video',
  static: 'static',
  best: 'article',
  news: 'article',
  'how-to': 'article',
  products: 'product',
  content_product: 'product',
  topics: 'topic',
  content_topic: 'topic',
  tags: 'tag',
  collections: 'collection',
  authors: 'author',
};

const LISTING_REFS: Record<string, string> = {
  topic: 'topic',
  topics: 'topic',
  tag: 'tag',
  tags: 'tag',
  collection: 'collection',
  collections: 'collection',
  author: 'author',
  authors: 'author',
};

const ok = (body: Record<string, unknown>): ServiceResponse => ({ status: 200, body });
const notFound = (message = 'Not found', availableOn?: { edition: string; slug: string }[]): ServiceResponse => ({
  status: 404,
  body: { code: 404, message, ...(availableOn ? { availableOn } : {}) },
});
const badRequest = (message: string): ServiceResponse => ({ status: 400, body: { code: 400, message } });

function intParam(value: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return fallback;
  return Math.min(Number(value), max);
}

function component(id: string, name: string, type: ComponentType, data: unknown, extra: Record<string, unknown> = {}) {
  return { id, meta: { componentName: name, componentDisplayName: name, componentType: type }, data, ...extra };
}

export class EmbeddedContentService {
  constructor(readonly store: ContentStore) {}

  /** Answers one content API request. `path` has no query string. */
  handle(path: string, query: Query = {}): ServiceResponse {
    const parts = path.split('/').filter((part) => part !== '');
    if (!parts.every((part) => isSafeSegment(part.replace(/\.(json|vtt|txt)$/, '')))) return badRequest('Invalid path');
    const [api, neutron, service, site, ...rest] = parts;
    if (api === 'v1' && neutron === 'xapi' && service === 'vanity' && site && isSiteSegment(site)) return this.vanity(site, query);
    if (api !== 'api' || neutron !== 'neutron' || !service || !site || !isSiteSegment(site)) return notFound('Unknown API path');
    switch (service) {
      case 'composer':
        if (rest[0] === 'pages' && rest[1] && rest[2]) return this.page(site, rest[1], rest[2], query);
        break;
      case 'components':
        if (rest[0] === 'editorial' && rest[1]) return this.editorial(site, rest[1]);
        if (rest[0] === 'listing' && rest[1] && rest[2]) return this.listingComponent(site, rest[1], rest[2], query);
        break;
      case 'vanity':
        if (rest[0] === 'dictionary') return this.vanityDictionary(site);
        if (rest[0] === 'web') return this.vanity(site, query);
        break;
      case 'seamless':
        if (rest[0]) return this.seamless(site, rest[0], query);
        break;
      case 'sitemaps':
        if (rest[0]) return this.sitemap(site, rest[0], rest.slice(1), query);
        break;
      case 'feeds':
        if (rest[0]) return this.feed(site, rest[0], query);
        break;
      case 'url-generator':
        if (rest[0] && rest[1]) return this.generateUrl(site, rest[0], rest[1], query);
        break;
      case 'shortcodes':
        if (rest[0] === 'commerce' && rest[1]) return this.commerce(site, rest[1]);
        break;
      case 'livearticles':
        if (rest[0] === 'items' && rest[1] && rest[2]) return this.liveItems(site, rest[1], rest[2]);
        break;
      case 'videos':
        if (rest[0] === 'captions' && rest[1] && rest[2] && rest.length === 3) return this.captions(site, rest[1], rest[2]);
        break;
    }
    return notFound('Unknown API path');
  }

  private navigation(site: string): { header?: unknown; footer?: unknown } {
    const header = this.editorial(site, NAV_COMPONENT_HEADER);
    const footer = this.editorial(site, NAV_COMPONENT_FOOTER);
    return {
      ...(header.status === 200 ? { header: header.body } : {}),
      ...(footer.status === 200 ? { footer: footer.body } : {}),
    };
  }

  /** Moved content answers 404 with the edition entry that carries the new slug (spec 000 §7). */
  private missing(site: string, kind: ItemKind, slug: string): ServiceResponse {
    const moved = this.store.movedTo(site, kind, slug);
    const item = moved ? this.store.get(site, kind, moved) : undefined;
    return item ? notFound('Not found', [{ edition: String(item.data.edition ?? 'us'), slug: item.slug }]) : notFound();
  }

  private page(site: string, type: string, id: string, query: Query): ServiceResponse {
    const kind = (PAGE_TYPE_KINDS as Record<string, ItemKind | 'frontdoor' | 'door' | undefined>)[type];
    if (!kind) return notFound(`Unknown page type ${type}`);
    let components: unknown[];
    if (kind === 'frontdoor' || kind === 'door') {
      const built = this.doorComponents(site, id, query);
      if (!built) return notFound();
      components = built;
    } else if (kind === 'topic' || kind === 'tag' || kind === 'collection' || kind === 'author') {
      const item = this.store.get(site, kind, id);
      if (!item) return this.missing(site, kind, id);
      components = [this.refListing(site, kind, item, query)];
    } else {
      const item = this.store.get(site, kind, id);
      if (!item) return this.missing(site, kind, id);
      if (type === 'how-to' && item.data.section !== 'how_to') return notFound();
      components = this.contentComponents(site, kind, item);
    }
    const contentOnly = query.contentOnly === 'true';
    const queryParams: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) if (value !== undefined && key !== 'apiKey') queryParams[key] = value;
    return ok({ pageType: type, id, queryParams, components, ...(contentOnly ? {} : this.navigation(site)), isSeamless: false });
  }

  private contentComponents(site: string, kind: ItemKind, item: StoredItem): unknown[] {
    switch (kind) {
      case 'article':
        return [component(item.id, 'article', 'Article', item.data)];
      case 'livearticle': {
        const items = Array.isArray(item.data.items) ? [...(item.data.items as { sequence?: number }[])] : [];
        items.sort((a, b) => (b.sequence ?? 0) - (a.sequence ?? 0));
        return [component(item.id, 'live-article', 'LiveArticle', { ...item.data, items })];
      }
      case 'review': {
        const out = [component(item.id, 'review', 'Review', item.data)];
        const target = typeof item.data.targetSlug === 'string' ? this.store.get(site, 'product', item.data.targetSlug) : undefined;
        if (target) out.push(component(target.id, 'tech-product', 'TechProduct', target.data));
        return out;
      }
      case 'product': {
        const reviews = this.store
          .all(site, 'review')
          .filter((review) => review.data.targetSlug === item.slug && review.summary)
          .map((review) => review.summary as ContentLink);
        return [
          component(item.id, 'tech-product', 'TechProduct', item.data),
          component(`${item.id}-reviews`, 'product-reviews', 'ContentList', {
            title: 'Reviews',
            items: reviews,
            paging: { limit: reviews.length, offset: 0, total: reviews.length },
          }),
        ];
      }
      case 'gallery':
        return [component(item.id, 'gallery', 'Gallery', item.data)];
      case 'video': {
        const more = this.store
          .list({ site, kinds: ['video'], limit: 7, offset: 0, withTotal: false })
          .items.filter((link) => link.slug !== item.slug)
          .slice(0, 6);
        return [
          component(item.id, 'video', 'Video', item.data),
          component(`${item.id}-more`, 'more-videos', 'VideoList', { title: 'More videos', items: more }),
        ];
      }
      case 'static':
        return [component(item.id, 'text', 'Text', item.data)];
      default:
        return [];
    }
  }

  private pageWindow(query: Query): { limit: number; offset: number } {
    const limit = intParam(query.limit, LISTING_LIMIT, MAX_LIST_LIMIT) || LISTING_LIMIT;
    const page = Math.max(1, intParam(query.page, 1));
    const offset = query.offset !== undefined ? intParam(query.offset, 0) : (page - 1) * limit;
    return { limit, offset };
  }

  private listingLinks(site: string, type: string, id: string, limit: number, offset: number, total: number) {
    const base = listingPath(site, type, id);
    const links: { self: string; next?: string } = { self: `${base}?limit=${limit}&offset=${offset}` };
    if (offset + limit < total) links.next = `${base}?limit=${limit}&offset=${offset + limit}`;
    return links;
  }

  private refListing(site: string, kind: 'topic' | 'tag' | 'collection' | 'author', item: StoredItem, query: Query) {
    const { limit, offset } = this.pageWindow(query);
    const { items, total } = this.store.list({ site, ref: { kind, slug: item.slug }, limit, offset });
    const title = String(
      item.data.name ?? item.data.title ?? [item.data.firstName, item.data.lastName].filter(Boolean).join(' ') ?? item.slug,
    );
    const list: ContentList = { title, slug: item.slug, items, paging: { limit, offset, total } };
    if (typeof item.data.description === 'string') list.description = item.data.description;
    return component(`${kind}-${item.slug}`, `${kind}-listing`, 'ContentList', list, {
      metadata: { [kind]: item.data },
      links: this.listingLinks(site, kind, item.slug, limit, offset, total),
    });
  }

  private doorComponents(site: string, id: string, query: Query): unknown[] | undefined {
    const { limit, offset } = this.pageWindow(query);
    const door = DOOR_KINDS[id];
    if (door) {
      const { items, total } = this.store.list({
        site,
        kinds: door.kinds,
        ...(door.section ? { section: door.section } : {}),
        limit,
        offset,
      });
      if (offset > 0 && items.length === 0) return undefined;
      return [
        component(`door-${id}`, `${id}-door`, 'ContentList', { title: door.title, slug: id, items, paging: { limit, offset, total } }),
      ];
    }
    const feature = this.store.get(site, 'feature', id);
    if (!feature) return undefined;
    const out: unknown[] = [
      component(feature.id, 'feature', 'Feature', {
        slug: feature.slug,
        layout: feature.data.layout ?? [],
        viewType: feature.data.viewType,
        title: feature.data.title,
        description: feature.data.description,
      }),
    ];
    const picked = this.featureItems(site, feature);
    if (picked.length > 0 && offset === 0)
      out.push(
        component(`${feature.id}-picks`, 'top-stories', 'ContentList', {
          title: String(feature.data.picksTitle ?? 'Top stories'),
          items: picked,
        }),
      );
    const latest = this.store.list({ site, kinds: ['article', 'livearticle', 'review', 'gallery', 'video'], limit, offset });
    if (offset > 0 && latest.items.length === 0) return undefined;
    out.push(
      component(
        `${feature.id}-latest`,
        'latest',
        'ContentList',
        { title: 'Latest', slug: 'latest', items: latest.items, paging: { limit, offset, total: latest.total } },
        {
          links: this.listingLinks(site, 'latest', 'all', limit, offset, latest.total),
        },
      ),
    );
    return out;
  }

  /** Summaries of the components a feature layout names (by typeName and slug). */
  private featureItems(site: string, feature: StoredItem): ContentLink[] {
    const out: ContentLink[] = [];
    const visit = (cells: unknown) => {
      if (!Array.isArray(cells)) return;
      for (const cell of cells as { components?: { slug?: string; typeName?: string; hidden?: boolean }[]; children?: unknown }[]) {
        for (const entry of cell.components ?? []) {
          const kind = entry.typeName ? CONTENT_TYPE_KINDS[entry.typeName] : undefined;
          if (!kind || !entry.slug || entry.hidden) continue;
          const item = this.store.get(site, kind, entry.slug);
          if (item?.summary) out.push(item.summary);
        }
        visit(cell.children);
      }
    };
    visit(feature.data.layout);
    return out;
  }

  private editorial(site: string, name: string): ServiceResponse {
    const navigation = this.store.get(site, 'navigation', 'navigation');
    const key = name === NAV_COMPONENT_HEADER ? 'header' : name === NAV_COMPONENT_FOOTER ? 'footer' : undefined;
    if (!navigation || !key || !Array.isArray(navigation.data[key]))
      return { status: 200, body: { errors: [{ code: 404, message: `Unknown component ${name}` }] } };
    const items = (navigation.data[key] as { title: string; url: string }[]).map((link) => ({
      slug: link.url.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home',
      title: link.title,
      url: link.url,
    }));
    return ok(component(`nav-${key}`, name, 'ContentList', { title: key === 'header' ? 'Menu' : 'Footer', slug: name, items }));
  }

  private listingComponent(site: string, type: string, id: string, query: Query): ServiceResponse {
    const { limit, offset } = this.pageWindow(query);
    if (type === 'latest') {
      const { items, total } = this.store.list({ site, kinds: ['article', 'livearticle', 'review', 'gallery', 'video'], limit, offset });
      return ok(
        component(
          'latest',
          'latest',
          'ContentList',
          { title: 'Latest', slug: 'latest', items, paging: { limit, offset, total } },
          { links: this.listingLinks(site, type, id, limit, offset, total) },
        ),
      );
    }
    if (type === 'section' || type === 'content-type') {
      const kind = CONTENT_TYPE_KINDS[id];
      const { items, total } =
        type === 'section'
          ? this.store.list({ site, section: id, limit, offset })
          : this.store.list({ site, kinds: kind ? [kind] : [], limit, offset });
      return ok(
        component(
          `${type}-${id}`,
          `${type}-listing`,
          'ContentList',
          { title: id, slug: id, items, paging: { limit, offset, total } },
          { links: this.listingLinks(site, type, id, limit, offset, total) },
        ),
      );
    }
    const refKind = LISTING_REFS[type];
    if (!refKind) return notFound(`Unknown listing type ${type}`);
    const item = this.store.get(site, refKind as ItemKind, id);
    if (!item) {
      const moved = this.store.movedTo(site, refKind as ItemKind, id);
      // A renamed list answers with a component error: 301 and the new slug (spec 000 §4).
      return ok({
        errors: [
          moved
            ? { code: 301, slug: moved, availableOn: [{ edition: query.edition ?? 'us', slug: moved }] }
            : { code: 404, message: 'Not found' },
        ],
      });
    }
    return ok(this.refListing(site, refKind as 'topic', item, query));
  }

  private vanity(site: string, query: Query): ServiceResponse {
    const key = query.path ?? (query.slug ? `/${query.slug}/` : undefined);
    if (!key) return badRequest('path or slug is required');
    const entry = this.store.get(site, 'vanity', key);
    return entry ? ok(entry.data) : notFound(`Vanity ${key} not found`);
  }

  private vanityDictionary(site: string): ServiceResponse {
    const entries: Record<string, string> = {};
    for (const entry of this.store.all(site, 'vanity')) {
      const target = (entry.data.targets as { targetType: string; target: unknown }[] | undefined)?.find((t) => t.targetType === 'url');
      if (entry.data.enabled && target && typeof target.target === 'string') entries[entry.slug] = target.target;
    }
    return ok({ entries });
  }

  /** Read-next picks: the collection asked for, else the article's topics in order (primary
   *  first, then its parents), topped up with the latest articles so a story alone in its
   *  topic still gets its picks. Never the article itself. */
  private seamless(site: string, slug: string, query: Query): ServiceResponse {
    const limit = intParam(query.limit, SEAMLESS_LIMIT, 10);
    const current = this.store.get(site, 'article', slug);
    const topics = (current?.data.topics as { slug?: unknown; topicPath?: { slug?: unknown }[] }[] | undefined) ?? [];
    const sources: { kind: string; slug: string }[] = [];
    if (query.collectionId) sources.push({ kind: 'collection', slug: query.collectionId });
    else {
      const slugs = topics.flatMap((topic) => [topic.slug, ...[...(topic.topicPath ?? [])].reverse().map((parent) => parent.slug)]);
      for (const topicSlug of new Set(slugs)) if (typeof topicSlug === 'string') sources.push({ kind: 'topic', slug: topicSlug });
    }
    const picked = new Map<string, { link: ContentLink; source: string }>();
    const take = (items: ContentLink[], source: string) => {
      for (const item of items) {
        if (picked.size >= limit) return;
        if (item.slug === slug || (query.contentId !== undefined && item.id === query.contentId) || picked.has(item.slug)) continue;
        picked.set(item.slug, { link: item, source });
      }
    };
    for (const ref of sources) {
      if (picked.size >= limit) break;
      take(this.store.list({ site, kinds: ['article'], ref, limit: limit + 1, offset: 0, withTotal: false }).items, 'algorithm');
    }
    if (picked.size < limit) take(this.store.list({ site, kinds: ['article'], limit: limit * 2 + 1, offset: 0, withTotal: false }).items, 'editorial');
    return ok({
      items: [...picked.values()].map(({ link, source }) => ({
        id: link.id ?? link.slug,
        slug: link.slug,
        source,
        title: link.title,
        type: link.type,
        url: link.url,
      })),
    });
  }

  private sitemap(site: string, slug: string, rest: string[], query: Query): ServiceResponse {
    if (!(FEED_NAMES as readonly string[]).includes(slug)) return notFound(`Unknown sitemap ${slug}`);
    if (rest[0] === 'index') {
      return ok({
        slug,
        entries: this.store
          .dateBuckets(site, slug)
          .map((b) => ({ year: b.year, month: b.month, count: b.count, ...(b.lastModified ? { lastModified: b.lastModified } : {}) })),
      });
    }
    const parts: Record<string, number> = {};
    for (let index = 0; index + 1 < rest.length; index += 2) {
      const name = rest[index];
      const value = rest[index + 1];
      if ((name === 'year' || name === 'month' || name === 'day') && value && /^\d{1,4}$/.test(value)) parts[name] = Number(value);
      else return badRequest(`Invalid sitemap path segment ${name}`);
    }
    const pad = (n: number) => String(n).padStart(2, '0');
    const datePrefix =
      parts.year === undefined
        ? undefined
        : `${parts.year}${parts.month !== undefined ? `-${pad(parts.month)}${parts.day !== undefined ? `-${pad(parts.day)}` : ''}` : ''}`;
    const limit = intParam(query.limit, 1000, 50_000);
    const offset = intParam(query.offset, 0);
    const { items, total } = this.store.list({ site, feed: slug, ...(datePrefix ? { datePrefix } : {}), limit, offset });
    return ok({ slug, ...parts, items, paging: { limit, offset, total } });
  }

  private feed(site: string, endpoint: string, query: Query): ServiceResponse {
    const all = endpoint === 'all';
    if (!all && !(FEED_NAMES as readonly string[]).includes(endpoint)) return notFound(`Unknown feed ${endpoint}`);
    const limit = intParam(query.limit, FEED_LIMIT, MAX_LIST_LIMIT);
    const offset = intParam(query.offset, 0);
    const { items, total } = this.store.list({
      site,
      ...(all ? { kinds: ['article', 'livearticle', 'review', 'gallery', 'video'] } : { feed: endpoint }),
      limit,
      offset,
    });
    const brand = site === 'roadshow' ? 'Roadshow' : 'CNET';
    return ok({
      endpoint,
      title: all ? `${brand}` : `${brand} ${endpoint.replace(/[_-]/g, ' ')}`,
      description: `Latest ${all ? 'stories' : endpoint} from ${brand}`,
      items,
      paging: { limit, offset, total },
    });
  }

  private generateUrl(site: string, contentType: string, slug: string, query: Query): ServiceResponse {
    const kind = CONTENT_TYPE_KINDS[contentType];
    if (!kind) return notFound(`Unknown content type ${contentType}`);
    // Legacy links may name an item by its id (or UUID) instead of its slug.
    const byId = this.store.getById(site, slug);
    const item = this.store.get(site, kind, slug) ?? (byId?.kind === kind ? byId : undefined);
    if (!item?.url) return notFound();
    return ok({ contentType, slug, edition: query.edition ?? 'us', url: item.url });
  }

  private commerce(site: string, id: string): ServiceResponse {
    const item = this.store.get(site, 'commerce', id);
    return item ? ok(item.data) : notFound();
  }

  private liveItems(site: string, contentId: string, start: string): ServiceResponse {
    const live = this.store.getById(site, contentId) ?? this.store.get(site, 'livearticle', contentId);
    if (live?.kind !== 'livearticle') return notFound();
    const from = intParam(start, 0);
    const items = ((live.data.items as { sequence?: number }[] | undefined) ?? [])
      .filter((item) => (item.sequence ?? 0) >= from)
      .sort((a, b) => (b.sequence ?? 0) - (a.sequence ?? 0));
    return ok({ items });
  }

  /** A video's captions as a file: videos/{site}/captions/{format}/{slug}.{extension} (spec 001 §7). */
  private captions(site: string, format: string, file: string): ServiceResponse {
    const mediaType = Object.hasOwn(CAPTION_MEDIA_TYPES, format) ? CAPTION_MEDIA_TYPES[format] : undefined;
    if (!mediaType) return notFound(`Unknown caption format ${format}`);
    const suffix = `.${CAPTION_EXTENSIONS[format] ?? format}`;
    if (!file.endsWith(suffix) || file.length === suffix.length)
      return badRequest(`Captions in format ${format} are asked for as {slug}${suffix}`);
    const slug = file.slice(0, -suffix.length);
    const video = this.store.get(site, 'video', slug);
    if (!video) return notFound(`Video ${slug} not found`);
    // Stored videos passed VideoSchema when seeded, so captions are Caption objects.
    const captions = (video.data.captions as Caption[] | undefined) ?? [];
    const caption = captions.find((entry) => entry.format === format);
    if (!caption) return notFound(`Video ${slug} has no ${format} captions`);
    return { status: 200, body: {}, text: caption.data, contentType: `${mediaType}; charset=utf-8` };
  }
}
