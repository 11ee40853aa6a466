// RSS 2.0 feeds (spec 000 §7 /feed/, feed call offset 0 / limit 25) and the Apple News
// list (/apple-news/). Paths are in feed-paths.ts.
//
// Apple News shape (JSON, application/json):
//   { version: 1, title, description, home_page_url, updated,
//     items: [{ id, url, title, summary?, date_published?, date_modified?, authors: [{ name }], image? }] }
// `url` and `image` are absolute; items are the 25 most recent articles of the brand.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FEED_LIMIT, FEED_OFFSET } from '../../../content/api-words.ts';
import { isContentNotFound } from '../../../content/errors.ts';
import { fullName } from '../../../content/rules/author.ts';
import type { ContentLink } from '../../../content/schemas/content-list.ts';
import type { Feed } from '../../../content/schemas/services.ts';
import type { BrandId } from '../../../routing/types.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { absoluteUrl, isListedPath, isSitePath, socialImage } from './common.ts';
import { pageRouter } from '../../../routing/route-targets.ts';
import { ALL_FEED, appleNewsPath, feedPath } from './feed-paths.ts';
import { cacheFor, routeRequestContext } from './route-context.ts';
import { SITEMAP_LABELS, SITEMAP_NAMES } from './sitemap-data.ts';
import { element, escapeXml, isoDate, rfc822Date, XML_DECLARATION } from './xml.ts';
import { contentSiteOf } from '../content-request.ts';
import { surrogateKeyOf } from '../../surrogate-keys.ts';

/** Feeds change as often as the front door (spec 000 §9: 300 s). */
export const FEED_MAX_AGE = 300;
/** The Apple News list is built from the article feed. */
export const APPLE_NEWS_FEED = 'article';

/** The feed's items readers can open: pages this site serves (not a hidden page, nor one
 *  that only a catch-all route takes). */
function listedItems(feed: Feed, services: LoaderServices): ContentLink[] {
  return feed.items.filter((item) => isListedPath(services, item.url));
}

function rssItem(item: ContentLink, services: LoaderServices): string {
  const link = absoluteUrl(services, isSitePath(item.url) ? item.url : '/');
  const author = item.author ? fullName(item.author) : '';
  const image = socialImage(services, item.image);
  return [
    '<item>',
    element('title', item.title),
    element('link', link),
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    element('description', item.description),
    element('pubDate', rfc822Date(item.datePublished)),
    author ? element('dc:creator', author) : '',
    item.section ? element('category', item.section) : '',
    image ? `<media:thumbnail url="${escapeXml(image)}"/>` : '',
    '</item>',
  ].join('');
}

/** "Neutron", or "Neutron: Reviews" for one feed name. */
function feedTitle(siteName: string, name: string): string {
  return name === ALL_FEED ? siteName : `${siteName}: ${SITEMAP_LABELS[name] ?? name}`;
}

/** The landing page a named feed follows (/reviews/ for the review feed, on the auto brand
 *  /roadshow/reviews/): a section door of the brand, else the brand's home (on the auto
 *  brand /roadshow/best/ would be a topic page, and there is no such topic). */
const FEED_LANDINGS: Readonly<Record<string, string>> = { review: 'reviews', video: 'videos', gallery: 'pictures', news: 'news', 'how-to': 'how-to', best: 'best' };

function feedLanding(services: LoaderServices, brand: BrandId, prefix: string, name: string): string {
  const segment = FEED_LANDINGS[name];
  const landing = segment === undefined ? undefined : `${prefix}${segment}/`;
  const match = landing === undefined ? null : pageRouter(services.project.router).match(landing);
  return landing !== undefined && match?.brand === brand && match.meta.page === 'door' ? landing : prefix;
}

export function renderRss(feed: Feed, options: { brand: BrandId; name: string; services: LoaderServices }): string {
  const { services } = options;
  const site = services.project.brands.get(options.brand)?.site;
  const prefix = site?.prefix ?? '/';
  const landing = feedLanding(services, options.brand, prefix, options.name);
  const label = SITEMAP_LABELS[options.name];
  const description = options.name !== ALL_FEED && label ? `The latest ${label.toLowerCase()} from ${site?.name ?? feed.title}.` : (site?.tagline ?? feed.description ?? feed.title);
  const self = absoluteUrl(services, feedPath(options.brand, options.name));
  const newest = feed.items.map((item) => item.dateUpdated ?? item.datePublished).find(Boolean);
  return [
    XML_DECLARATION,
    '\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '<channel>',
    element('title', feedTitle(site?.name ?? feed.title, options.name)),
    element('link', absoluteUrl(services, landing)),
    element('description', description),
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    element('language', site ? `${site.locale}-${site.edition}` : 'en-us'),
    element('lastBuildDate', rfc822Date(newest)),
    ...listedItems(feed, services).map((item) => rssItem(item, services)),
    '</channel></rss>\n',
  ].join('');
}

/** The content ids of a feed's items, for a CDN to purge the feed when one of them changes. */
function withSurrogateKey(reply: FastifyReply, items: readonly ContentLink[]): void {
  const key = surrogateKeyOf(items.flatMap((item) => (item.id ? [item.id] : [])));
  if (key) reply.header('surrogate-key', key);
}

export function registerFeedRoutes(app: FastifyInstance, services: LoaderServices): void {
  const { project, content } = services;

  async function sendFeed(request: FastifyRequest, reply: FastifyReply, brand: BrandId, name: string) {
    request.routeName = 'feed';
    let feed: Feed;
    try {
      feed = await content.getFeed({ site: contentSiteOf(services.project, brand), endpoint: name, offset: FEED_OFFSET, limit: FEED_LIMIT }, routeRequestContext(request, services, brand));
    } catch (error) {
      if (isContentNotFound(error)) return reply.callNotFound();
      throw error;
    }
    cacheFor(reply, FEED_MAX_AGE);
    withSurrogateKey(reply, listedItems(feed, services));
    return reply.code(200).header('content-type', 'application/rss+xml; charset=utf-8').send(renderRss(feed, { brand, name, services }));
  }

  async function sendAppleNews(request: FastifyRequest, reply: FastifyReply, brand: BrandId) {
    request.routeName = 'apple-news';
    const feed = await content.getFeed(
      { site: contentSiteOf(services.project, brand), endpoint: APPLE_NEWS_FEED, offset: FEED_OFFSET, limit: FEED_LIMIT },
      routeRequestContext(request, services, brand),
    );
    const site = project.brands.get(brand)?.site;
    const items = listedItems(feed, services).map((item) => {
      const image = socialImage(services, item.image);
      const author = item.author ? fullName(item.author) : '';
      return {
        id: item.id ?? item.slug,
        url: absoluteUrl(services, isSitePath(item.url) ? item.url : '/'),
        title: item.title,
        ...(item.description ? { summary: item.description } : {}),
        ...(isoDate(item.datePublished) ? { date_published: isoDate(item.datePublished) } : {}),
        ...(isoDate(item.dateUpdated) ? { date_modified: isoDate(item.dateUpdated) } : {}),
        authors: author ? [{ name: author }] : [],
        ...(image ? { image } : {}),
      };
    });
    cacheFor(reply, FEED_MAX_AGE);
    withSurrogateKey(reply, listedItems(feed, services));
    return reply
      .code(200)
      .header('content-type', 'application/json; charset=utf-8')
      .send({
        version: 1,
        title: site?.name ?? feed.title,
        description: site?.tagline ?? feed.description ?? '',
        home_page_url: absoluteUrl(services, site?.prefix ?? '/'),
        updated: items.map((item) => item.date_modified ?? item.date_published).find(Boolean) ?? null,
        items,
      });
  }

  for (const brand of project.brands.keys()) {
    app.get(feedPath(brand), (request, reply) => sendFeed(request, reply, brand, ALL_FEED));
    for (const name of SITEMAP_NAMES) app.get(feedPath(brand, name), (request, reply) => sendFeed(request, reply, brand, name));
    app.get(appleNewsPath(brand), (request, reply) => sendAppleNews(request, reply, brand));
  }
}
