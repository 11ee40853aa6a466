// Upstream failures on the article-like pages: with a remote content API that fails,
// answers garbage or hangs, the reader gets the right error page, within the deadline.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/project.ts';
import { remoteContentProject } from '../../helpers/temp-project.ts';

/** Deadline of the remote content API in this project (the default is 8000 ms). */
const DEADLINE_MS = 400;

let upstream: FastifyInstance;
let app: FastifyInstance;
const requested: string[] = [];

beforeAll(async () => {
  upstream = Fastify();
  upstream.get('/*', async (request, reply) => {
    requested.push(request.url);
    if (request.url.includes('/ok-story/')) {
      return reply.send({
        pageType: 'articles',
        id: 'ok-story',
        components: [
          {
            id: 'a1',
            meta: { componentName: 'article', componentType: 'Article' },
            data: { id: 'a1', slug: 'ok-story', headline: 'A story from the remote API', body: '<p>First paragraph.</p><p>Second paragraph.</p>' },
          },
        ],
      });
    }
    if (request.url.includes('/commerce-story/')) {
      return reply.send({
        pageType: 'articles',
        id: 'commerce-story',
        components: [
          {
            id: 'a2',
            meta: { componentName: 'article', componentType: 'Article' },
            data: {
              id: 'a2',
              slug: 'commerce-story',
              headline: 'A deal with buttons',
              body: '<p>Deal.</p><shortcode type="buybutton" id="ok-product"></shortcode><shortcode type="buybutton" id="broken-product"></shortcode>',
            },
          },
        ],
      });
    }
    if (request.url.includes('/commerce/ok-product/')) {
      return reply.send({ id: 'ok-product', productName: 'OK product', offers: [{ offerMerchant: 'Shop', offerPrice: 10, url: 'https://shop.example/ok' }] });
    }
    if (request.url.includes('/broken-')) return reply.code(500).send({ message: 'boom' });
    if (request.url.includes('/garbage-')) return reply.type('text/plain').send('not json');
    if (request.url.includes('/slow-')) {
      await new Promise((resolve) => setTimeout(resolve, DEADLINE_MS * 10));
      return reply.send({});
    }
    return reply.code(404).send({ message: 'not found' });
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const port = (upstream.server.address() as AddressInfo).port;
  const root = remoteContentProject(`http://127.0.0.1:${port}`, { timeoutMs: DEADLINE_MS });
  app = await buildTestApp(root, { NEUTRON_ENV: 'production' });
});

describe('id-based commerce shortcodes against a remote content API', () => {
  it('call the commerce shortcode API; a failing call skips only its button', async () => {
    const response = await app.inject('/news/commerce-story/');
    expect(response.statusCode).toBe(200);
    expect(requested.some((url) => url.startsWith('/api/neutron/shortcodes/cnet/commerce/ok-product/web'))).toBe(true);
    expect(requested.some((url) => url.startsWith('/api/neutron/shortcodes/cnet/commerce/broken-product/web'))).toBe(true);
    expect(response.body).toContain('<a class="buy-button buy-button--buy-button" href="https://shop.example/ok" rel="sponsored nofollow noopener noreferrer" target="_blank" data-merchant="Shop">$10 at Shop</a>');
    expect(response.body.match(/class="buy-button/g)).toHaveLength(1);
  });
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
});

describe('upstream errors on article-like pages', () => {
  it.each([
    ['/news/broken-story/', 502],
    ['/reviews/broken-phone-review/', 502],
    ['/videos/garbage-clip/', 502],
    ['/pictures/no-such-gallery/', 404],
    ['/news-live/no-such-event/', 404],
  ])('%s answers %i with the error page', async (url, status) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<main');
  });

  it('a hanging upstream gives a 504 page within the deadline, asking to retry', async () => {
    const started = Date.now();
    const response = await app.inject('/products/slow-product/');
    expect(response.statusCode).toBe(504);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS * 5);
  });

  it('a remote article renders, and ?adDebug=1 is ignored in production', async () => {
    const response = await app.inject('/news/ok-story/?adDebug=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('A story from the remote API');
    expect(response.body).toContain('Second paragraph.');
    expect(response.body).not.toContain('Ad placement debug');
  });

  it('bad slugs never reach the upstream', async () => {
    requested.length = 0;
    const response = await app.inject('/news/..%2Fsecret/');
    expect(response.statusCode).toBe(404);
    expect(requested).toEqual([]);
  });
});
