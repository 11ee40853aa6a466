// XML sitemaps (spec 000 §2.3 /sitemaps/{slug}/{year?}/{page?}/, §7): `/sitemaps/{name}/`
// is a sitemap index of the name's years, `/sitemaps/{name}/{year}/` and
// `/sitemaps/{name}/{year}/{page}/` are url sets. Names are the feed names of §9; the
// year is four digits and the page numeric, as the page route's own constraints say.
// `/sitemap.xml` is the one index crawlers start from: every name's url sets.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isContentNotFound } from '../../../content/errors.ts';
import { MAX_AGE_STATIC } from '../../../routing/route-table.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { absoluteUrl, isListedPath } from './common.ts';
import { cacheFor, routeRequestContext } from './route-context.ts';
import { NO_CACHE } from '../../cache-headers.ts';
import { isSitemapName, SITEMAP_NAMES, sitemapItems, sitemapYears } from './sitemap-data.ts';
import { element, isoDate, XML_DECLARATION } from './xml.ts';

/** The routes' URL patterns (content-route-urls.ts lists them for `neutron match`). */
export const SITEMAP_URLS = { siteIndex: '/sitemap.xml', index: '/sitemaps/:slug/', year: '/sitemaps/:slug/:year/', page: '/sitemaps/:slug/:year/:page/' } as const;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const YEAR = /^[0-9]{4}$/;
const PAGE = /^[1-9][0-9]{0,8}$/;

interface SitemapParams {
  slug: string;
  year?: string;
  page?: string;
}

function sendXml(reply: FastifyReply, body: string): FastifyReply {
  cacheFor(reply, MAX_AGE_STATIC);
  return reply.code(200).header('content-type', 'application/xml; charset=utf-8').send(body);
}

export function registerSitemapRoutes(app: FastifyInstance, services: LoaderServices): void {
  const { project, content } = services;

  const listed = (path: string) => isListedPath(services, path);

  /** The `<sitemap>` entries of one name: a url set per year and page, across every brand. */
  async function indexEntries(request: FastifyRequest, slug: string): Promise<string[]> {
    const years = await sitemapYears(project, content, slug, routeRequestContext(request, services, 'default'));
    return years.flatMap((year) =>
      Array.from({ length: Math.max(1, year.pages) }, (_, index) => {
        const path = index === 0 ? `/sitemaps/${slug}/${year.year}/` : `/sitemaps/${slug}/${year.year}/${index + 1}/`;
        return `<sitemap>${element('loc', absoluteUrl(services, path))}${element('lastmod', isoDate(year.lastModified))}</sitemap>`;
      }),
    );
  }

  const sitemapIndex = (entries: readonly string[]) => `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">${entries.join('')}</sitemapindex>\n`;

  async function index(request: FastifyRequest<{ Params: SitemapParams }>, reply: FastifyReply) {
    request.routeName = 'sitemap';
    const { slug } = request.params;
    if (!isSitemapName(slug)) return reply.callNotFound();
    return sendXml(reply, sitemapIndex(await indexEntries(request, slug)));
  }

  /** `/sitemap.xml`: the url sets of every name, so one index covers both brands. A
   *  sitemap index may not list other indexes, hence the url sets themselves. */
  async function siteIndex(request: FastifyRequest, reply: FastifyReply) {
    request.routeName = 'sitemap_index';
    const entries = await Promise.all(SITEMAP_NAMES.map((slug) => indexEntries(request, slug)));
    return sendXml(reply, sitemapIndex(entries.flat()));
  }

  async function urlSet(request: FastifyRequest<{ Params: SitemapParams }>, reply: FastifyReply) {
    request.routeName = 'sitemap';
    const { slug, year, page = '1' } = request.params;
    if (!isSitemapName(slug) || !year || !YEAR.test(year) || !PAGE.test(page)) return reply.callNotFound();
    // Page 1 has one address: the year's path.
    if (request.params.page === '1') return reply.code(301).header('cache-control', NO_CACHE).redirect(`/sitemaps/${slug}/${year}/`);
    let items: Awaited<ReturnType<typeof sitemapItems>>;
    try {
      items = await sitemapItems(project, content, slug, Number(year), Number(page), routeRequestContext(request, services, 'default'));
    } catch (error) {
      if (isContentNotFound(error)) return reply.callNotFound();
      throw error;
    }
    const urls = items
      .filter((item) => listed(item.url))
      .map((item) => `<url>${element('loc', absoluteUrl(services, item.url))}${element('lastmod', isoDate(item.dateUpdated ?? item.datePublished))}</url>`);
    if (urls.length === 0) return reply.callNotFound();
    return sendXml(reply, `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">${urls.join('')}</urlset>\n`);
  }

  app.get(SITEMAP_URLS.siteIndex, siteIndex);
  app.get<{ Params: SitemapParams }>(SITEMAP_URLS.index, index);
  app.get<{ Params: SitemapParams }>(SITEMAP_URLS.year, urlSet);
  app.get<{ Params: SitemapParams }>(SITEMAP_URLS.page, urlSet);
}
