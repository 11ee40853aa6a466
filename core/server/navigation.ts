// Header and footer of a brand's pages from the content API (spec 000 §7, spec 001 §7:
// the editorial curated-nav-redesign ContentLists), kept on this node per content site
// and edition (a bounded LRU). A kept answer is fresh for ttlSeconds; after that pages get
// it at once while one call fetches it again, and it stays when that call fails. With
// nothing kept and the call failing, the site YAML's navigation stands in, and the
// upstream is asked again only after retrySeconds, so a failing upstream never slows pages.
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../config/types.ts';
import type { ContentApi } from '../content/api.ts';
import type { ContentList } from '../content/schemas/content-list.ts';
import type { ContentRequestContext } from '../content/transport.ts';
import type { NavLink } from '../page-data.ts';
import { isSitePath } from './loaders/site-urls.ts';

export interface Navigation {
  header: NavLink[];
  footer: NavLink[];
}

type NavigationSettings = AppConfig['cache']['navigation'];

function links(list: ContentList): NavLink[] {
  return list.items.filter((item) => item.title !== '' && isSitePath(item.url)).map((item) => ({ title: item.title, href: item.url }));
}

export class NavigationCache {
  private readonly kept: LRUCache<string, Navigation, ContentRequestContext>;
  /** When each key's last call failed with nothing kept. */
  private readonly failedAt = new LRUCache<string, number>({ max: 1000 });

  constructor(
    content: Pick<ContentApi, 'getNavigation'>,
    private readonly settings: NavigationSettings,
    private readonly clock: () => number = Date.now,
  ) {
    this.kept = new LRUCache<string, Navigation, ContentRequestContext>({
      max: settings.maxEntries,
      ttl: settings.ttlSeconds * 1000,
      allowStale: true,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (key, _stale, { context }) => {
        const site = key.slice(0, key.indexOf('|'));
        const { header, footer } = await content.getNavigation(site, context);
        const navigation = { header: links(header), footer: links(footer) };
        if (navigation.header.length === 0) throw new Error(`the ${site} header navigation has no links`);
        return navigation;
      },
    });
  }

  /** What is kept for a content site in an edition, at once and without waiting on the
   *  upstream (error pages): the kept navigation, stale or not, else `fallback`. When
   *  nothing fresh is kept, one call is made in the background, as `get` would make it. */
  keptOrFallback(site: string, request: ContentRequestContext, fallback: Navigation): Navigation {
    const key = `${site}|${request.edition}`;
    const kept = this.kept.peek(key, { allowStale: true });
    if (kept === undefined || this.kept.getRemainingTTL(key) <= 0) void this.get(site, request, fallback).catch(() => undefined);
    return kept ?? fallback;
  }

  /** The navigation of a content site in an edition; `fallback` (the site YAML's) when the
   *  content API has none to give. */
  async get(site: string, request: ContentRequestContext, fallback: Navigation): Promise<Navigation> {
    const key = `${site}|${request.edition}`;
    const failed = this.failedAt.get(key);
    const nothingKept = this.kept.peek(key, { allowStale: true }) === undefined;
    if (failed !== undefined && nothingKept && this.clock() - failed < this.settings.retrySeconds * 1000) return fallback;
    // Never the page's own reads: the navigation is not what the page is about.
    const context: ContentRequestContext = { txId: request.txId, edition: request.edition, log: request.log };
    let navigation: Navigation | undefined;
    let failure: unknown;
    try {
      // A failed call with nothing kept answers undefined (allowStaleOnFetchRejection).
      navigation = await this.kept.fetch(key, { context });
    } catch (error) {
      failure = error;
    }
    if (navigation) {
      this.failedAt.delete(key);
      return navigation;
    }
    this.failedAt.set(key, this.clock());
    request.log.warn({ err: failure, site }, 'navigation from the content API unavailable; the site config navigation stands in');
    return fallback;
  }
}
