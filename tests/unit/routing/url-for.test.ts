import { describe, expect, it } from 'vitest';
import { createRouter } from '../../../core/routing/matcher.ts';
import type { RouteDefinition, RouteParams } from '../../../core/routing/types.ts';
import { bothTables } from './fixtures.ts';

const { routes } = bothTables('development');
const router = createRouter(routes);

const SAMPLES: Record<string, string> = {
  pageNumber: '2',
  year: '2024',
  page: '3',
  username: 'jane-doe',
};

/** Params that satisfy a route's constraints. */
function sampleParams(route: RouteDefinition): RouteParams {
  const params: RouteParams = {};
  for (const token of route.path.matchAll(/\{([A-Za-z_]+)\??\}/g)) {
    const name = token[1] ?? '';
    const oneOf = route.params?.[name]?.oneOf;
    params[name] = oneOf?.[oneOf.length - 1] ?? SAMPLES[name] ?? `sample-${name.toLowerCase()}`;
  }
  // Finance subtopics need a different value than their topic to stay readable.
  return params;
}

describe('urlFor', () => {
  it.each(routes.filter((route) => route.locale === undefined).map((route) => [route.name, route] as const))(
    'round-trips %s',
    (name, route) => {
      const params = sampleParams(route);
      const path = router.urlFor(name, params);
      const found = router.match(path);
      expect(found?.name, path).toBe(name);
      expect(found?.params).toEqual(params);
    },
  );

  it('drops optional params and keeps nested optional order', () => {
    expect(router.urlFor('frontdoor')).toBe('/');
    expect(router.urlFor('frontdoor', { pageNumber: '3' })).toBe('/3/');
    expect(router.urlFor('gallery', { slug: 'x' })).toBe('/pictures/x/');
    expect(router.urlFor('sitemap', { slug: 'articles', year: '2024' })).toBe('/sitemaps/articles/2024/');
    expect(() => router.urlFor('sitemap', { slug: 'articles', page: '2' })).toThrow(/param 'year' is required/);
  });

  it('throws NEUTRON_ERR_ROUTE_UNKNOWN for an unknown name', () => {
    expect(() => router.urlFor('no-such-route')).toThrow(
      expect.objectContaining({ code: 'NEUTRON_ERR_ROUTE_UNKNOWN', message: "Unknown route 'no-such-route'" }),
    );
  });

  it('throws NEUTRON_ERR_ROUTE_PARAM naming the param', () => {
    const cases: [string, RouteParams, string][] = [
      ['article', {}, 'slug'],
      ['frontdoor', { pageNumber: 'two' }, 'pageNumber'],
      ['sitemap', { slug: 'a', year: '24' }, 'year'],
      ['review', { slug: 'pixel', type: 'x' }, 'type'],
      ['news-article-topic', { topic: 'not-listed', slug: 'a' }, 'topic'],
      ['vpn-paid-search', { landing: 'landing', variation: 'cheap-vpn' }, 'variation'],
      ['article', { slug: 'a/b' }, 'slug'],
      ['article', { slug: '..' }, 'slug'],
      ['article', { slug: 'x'.repeat(256) }, 'slug'],
    ];
    for (const [name, params, param] of cases) {
      let thrown: unknown;
      try {
        router.urlFor(name, params);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, `${name} ${JSON.stringify(params)}`).toMatchObject({ code: 'NEUTRON_ERR_ROUTE_PARAM' });
      expect((thrown as Error).message).toContain(`param '${param}'`);
    }
  });

  it('lowercases usernames and encodes params', () => {
    expect(router.urlFor('author_profile', { username: 'JaneDoe' })).toBe('/profiles/janedoe/');
    const local = createRouter([
      { name: 'search', path: '/search/{q}/', params: { q: { pattern: '[^/]+' } }, meta: { page: 'x', layout: 'default' } },
    ]);
    expect(local.urlFor('search', { q: 'a b?c' })).toBe('/search/a%20b%3Fc/');
    expect(local.match('/search/a%20b%3Fc/')?.params).toEqual({ q: 'a b?c' });
  });
});
