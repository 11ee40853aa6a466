// One address per page (spec 000 §2.3, §2.8): an article answers only at the path route
// choice gives it, finance articles live under /personal-finance/, mixed-case paths fold
// to lower case, and every evergreen term's page answers.
import { describe, expect, it } from 'vitest';
import { loadYamlConfig } from '../../../core/config/load-yaml.ts';
import { RoutesConfigSchema } from '../../../core/config/types.ts';
import { repoRoot, useTestApp } from '../../helpers/project.ts';

const app = useTestApp();

async function redirectOf(url: string): Promise<{ status: number; location: string | undefined }> {
  const response = await app().inject(url);
  return { status: response.statusCode, location: response.headers.location as string | undefined };
}

describe('one URL per article', () => {
  it('an article asked for under another section or topic moves to its own path, query kept', async () => {
    expect(await redirectOf('/health/sleep/senate-passes-data-broker-bill/?utm_source=x')).toEqual({
      status: 301,
      location: '/news/politics/senate-passes-data-broker-bill/?utm_source=x',
    });
    expect((await app().inject('/news/politics/senate-passes-data-broker-bill/')).statusCode).toBe(200);
  });

  it('mixed-case slug and profile paths move to their lower-case form', async () => {
    expect(await redirectOf('/profiles/Ana-Lopez/')).toEqual({ status: 301, location: '/profiles/ana-lopez/' });
    expect(await redirectOf('/News/Politics/Senate-Passes-Data-Broker-Bill/?a=1')).toEqual({
      status: 301,
      location: '/news/politics/senate-passes-data-broker-bill/?a=1',
    });
  });

  it('mixed-case paths of the feeds, sitemaps and product redirects move to their lower-case form', async () => {
    expect(await redirectOf('/sitemaps/Article/?a=1')).toEqual({ status: 301, location: '/sitemaps/article/?a=1' });
    expect(await redirectOf('/Sitemaps/article/2024/')).toEqual({ status: 301, location: '/sitemaps/article/2024/' });
    expect(await redirectOf('/Sitemap.xml')).toEqual({ status: 301, location: '/sitemap.xml' });
    expect(await redirectOf('/Feed/')).toEqual({ status: 301, location: '/feed/' });
    expect(await redirectOf('/apple-news/Roadshow/')).toEqual({ status: 301, location: '/apple-news/roadshow/' });
    expect((await app().inject({ method: 'HEAD', url: '/sitemaps/Article/' })).statusCode).toBe(301);
  });

  it('a mixed-case product path goes to the product’s page in one hop, query kept', async () => {
    // The lower-case path redirects too (a legacy product link): the reader goes straight on.
    for (const url of ['/products/Pixel-9-Pro/specs/?ref=old', '/Products/pixel-9-pro/specs?ref=old', '/products/pixel-9-pro/Specs?ref=old']) {
      expect(await redirectOf(url), url).toEqual({ status: 301, location: '/reviews/pixel-9-pro-review/?ref=old' });
    }
    expect(await redirectOf('/Products/')).toEqual({ status: 301, location: '/reviews/' });
    // The product page itself is a page: the page handler folds it.
    expect(await redirectOf('/Products/Aerobook-14/')).toEqual({ status: 301, location: '/products/aerobook-14/' });
  });

  it('paths whose case is part of the address are not folded, and no fold leaves the site', async () => {
    for (const url of ['/a/img/Newsroom/Photo.JPG', '/api/neutron/Content/x', '/_neutron/assets/Main.JS', '/products/%2F%2FEvil.example/X/']) {
      const response = await app().inject(url);
      expect(response.statusCode, url).not.toBe(301);
      expect(response.headers.location, url).toBeUndefined();
    }
  });
});

describe('personal-finance article paths', () => {
  it('finance articles keep their topic levels under /personal-finance/', async () => {
    const response = await app().inject('/personal-finance/credit-cards/travel/best-travel-credit-cards/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<link data-neutron-head="" rel="canonical" href="http://localhost:3000/personal-finance/credit-cards/travel/best-travel-credit-cards/"/>');
  });

  it('the old root-level shapes move there only where a real finance topic matches', async () => {
    expect(await redirectOf('/credit-cards/travel/best-travel-credit-cards/?ref=1')).toEqual({
      status: 301,
      location: '/personal-finance/credit-cards/travel/best-travel-credit-cards/?ref=1',
    });
    expect((await app().inject('/travel/best-travel-credit-cards/')).statusCode).toBe(404);
    expect((await app().inject('/not-a-topic/some-story/')).statusCode).toBe(404);
  });
});

describe('evergreen terms', () => {
  const { value: routes } = loadYamlConfig(`${repoRoot}/config/routes.yaml`, RoutesConfigSchema);
  it.each(routes.evergreen.map((entry) => [entry.term, entry.path]))('%s (%s) answers 200', async (_term, path) => {
    expect((await app().inject(path)).statusCode).toBe(200);
  });
});
