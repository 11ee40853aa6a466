// Header and footer from the content API's curated-nav components (spec 000 §7, spec 001
// §7), kept per node with a refresh, and the site YAML's navigation when the call fails.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../helpers/project.ts';
import { remoteContentProject } from '../../helpers/temp-project.ts';

function headerLinks(html: string): string[] {
  const nav = /<nav class="site-header__nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => `${match[2]} ${match[1]}`);
}

function footerLinks(html: string): string[] {
  const footer = /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
  return [...footer.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => `${match[2]} ${match[1]}`);
}

describe('the shipped sites: navigation served by the embedded content service', () => {
  const app = useTestApp();

  it('both brands show the curated-nav header and footer, in page HTML and in-app navigation data', async () => {
    const home = await app().inject('/');
    expect(headerLinks(home.body)).toEqual([
      'News /news/',
      'Tech /tech/',
      'Reviews /reviews/',
      'Deals /deals/',
      'Home /home/',
      'Money /personal-finance/',
      'Health /health/',
      'Videos /videos/',
      'Cars /roadshow/',
    ]);
    expect(footerLinks(home.body)).toContain('Awards /awards/');
    const auto = await app().inject('/roadshow/');
    expect(headerLinks(auto.body)).toContain('Electric vehicles /roadshow/electric-vehicles/');
    const data = (await app().inject('/_neutron/data/roadshow/')).json() as { page: { site: { header: { title: string; href: string }[] } } };
    expect(data.page.site.header).toContainEqual({ title: 'Electric vehicles', href: '/roadshow/electric-vehicles/' });
  });

  it('error pages show the same header and footer as every other page, on both brands', async () => {
    const home = await app().inject('/');
    expect(headerLinks(home.body)).toContain('Money /personal-finance/');
    // A path only the vanity catch-all takes, and one no route takes at all.
    for (const path of ['/nope-nope/', '/nope/nope/nope/nope/']) {
      const missing = await app().inject(path);
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('This page could not be found');
      expect(headerLinks(missing.body)).toEqual(headerLinks(home.body));
      expect(footerLinks(missing.body)).toEqual(footerLinks(home.body));
    }
    const auto = await app().inject('/roadshow/');
    const autoMissing = await app().inject('/roadshow/nope-nope/');
    expect(autoMissing.statusCode).toBe(404);
    expect(headerLinks(autoMissing.body)).toContain('Electric vehicles /roadshow/electric-vehicles/');
    expect(headerLinks(autoMissing.body)).toEqual(headerLinks(auto.body));
  });
});

describe('a failing content API: error pages show the site YAML navigation, without waiting on it', () => {
  let upstream: FastifyInstance;
  let app: FastifyInstance;
  let navCalls = 0;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/*', async (request, reply) => {
      if (request.url.includes('/editorial/curated-nav-redesign')) navCalls += 1;
      return reply.code(500).send({ message: 'boom' });
    });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const port = (upstream.server.address() as AddressInfo).port;
    const root = remoteContentProject(`http://127.0.0.1:${port}`, { timeoutMs: 1000, cache: ['content: { enabled: false }'] });
    app = await buildTestApp(root, { NEUTRON_ENV: 'production' });
  });

  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  it('a 404 page on either brand has the YAML header and a 404 status; the navigation is asked for in the background', async () => {
    const missing = await app.inject('/nope/nope/nope/nope/');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('This page could not be found');
    expect(headerLinks(missing.body)).toEqual(['News /news/']);
    expect(footerLinks(missing.body)).toEqual(['About /about/']);
    const autoMissing = await app.inject('/roadshow/nope/nope/nope/nope/');
    expect(autoMissing.statusCode).toBe(404);
    expect(headerLinks(autoMissing.body)).toEqual(['Cars /roadshow/']);
    await expect.poll(() => navCalls).toBeGreaterThan(0);
  });
});

describe('a remote content API: kept, refreshed, and the site YAML when it fails', () => {
  let upstream: FastifyInstance;
  let app: FastifyInstance;
  let failNavigation = false;
  const navCalls: string[] = [];
  const navLabel = { value: 'Remote news' };

  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/*', async (request, reply) => {
      const url = request.url;
      if (url.includes('/editorial/curated-nav-redesign')) {
        navCalls.push(url);
        if (failNavigation) return reply.code(500).send({ message: 'boom' });
        const footer = url.includes('curated-nav-redesign-footer');
        const items = footer ? [{ slug: 'privacy', title: 'Remote privacy', url: '/privacy/' }] : [{ slug: 'news', title: navLabel.value, url: '/news/' }, { slug: 'evil', title: 'Elsewhere', url: '//evil.example/' }];
        return reply.send({ id: 'nav', meta: { componentName: 'nav', componentType: 'ContentList' }, data: { title: 'Menu', items } });
      }
      if (url.includes('/ok-story/')) {
        return reply.send({
          pageType: 'articles',
          id: 'ok-story',
          components: [{ id: 'a1', meta: { componentName: 'article', componentType: 'Article' }, data: { id: 'a1', slug: 'ok-story', headline: 'A story', body: '<p>Text.</p>' } }],
        });
      }
      return reply.code(404).send({ message: 'not found' });
    });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const port = (upstream.server.address() as AddressInfo).port;
    const root = remoteContentProject(`http://127.0.0.1:${port}`, {
      timeoutMs: 1000,
      cache: ['content: { enabled: false }', 'navigation: { maxEntries: 4, ttlSeconds: 1, retrySeconds: 1 }'],
    });
    app = await buildTestApp(root, { NEUTRON_ENV: 'production' });
  });

  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  it('the page shows the upstream navigation (site paths only), asked for once while it is fresh', async () => {
    const first = await app.inject('/news/ok-story/');
    expect(first.statusCode).toBe(200);
    expect(headerLinks(first.body)).toEqual(['Remote news /news/']);
    expect(footerLinks(first.body)).toEqual(['Remote privacy /privacy/']);
    const calls = navCalls.length;
    expect(calls).toBe(2);
    await app.inject('/news/ok-story/');
    expect(navCalls.length).toBe(calls);
  });

  it('past its TTL the kept navigation is refreshed; a failing refresh keeps it', async () => {
    navLabel.value = 'Remote news, refreshed';
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // Served at once from what was kept, while one call fetches it again.
    expect(headerLinks((await app.inject('/news/ok-story/')).body)).toEqual(['Remote news /news/']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(headerLinks((await app.inject('/news/ok-story/')).body)).toEqual(['Remote news, refreshed /news/']);

    failNavigation = true;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await app.inject('/news/ok-story/');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(headerLinks((await app.inject('/news/ok-story/')).body)).toEqual(['Remote news, refreshed /news/']);
  });

  it('an error page shows the kept upstream navigation', async () => {
    failNavigation = false;
    const page = await app.inject('/news/ok-story/');
    const missing = await app.inject('/nope/nope/nope/nope/');
    expect(missing.statusCode).toBe(404);
    expect(headerLinks(missing.body)).toEqual(headerLinks(page.body));
    expect(headerLinks(missing.body)).toEqual([`${navLabel.value} /news/`]);
  });

  it('with nothing kept, a failing call gives the site YAML navigation, and is not retried until retrySeconds', async () => {
    failNavigation = true;
    const before = navCalls.length;
    const response = await app.inject('/roadshow/news/ok-story/');
    expect(response.statusCode).toBe(200);
    expect(headerLinks(response.body)).toEqual(['Cars /roadshow/']);
    const afterFirst = navCalls.length;
    expect(afterFirst).toBeGreaterThan(before);
    const second = await app.inject('/roadshow/news/ok-story/');
    expect(headerLinks(second.body)).toEqual(['Cars /roadshow/']);
    expect(navCalls.length).toBe(afterFirst);
    failNavigation = false;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(headerLinks((await app.inject('/roadshow/news/ok-story/')).body)).toEqual([`${navLabel.value} /news/`]);
  });
});
