// A kept page answered before the context and the middleware are made: a request made like
// one served from the cache before (the same values of every header and cookie its
// middleware read) gets the kept page and the response its middleware made, with the
// values of its own (transaction id, nonce); any other request goes through the middleware.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../helpers/project.ts';
import { tempProjectWithPlugin } from '../../helpers/temp-project.ts';

const ARTICLE = '/news/politics/senate-passes-data-broker-bill/';

// Counts its step's runs; an `x-edition` request header picks the page's edition (a part
// of the cache key) and comes back as a response header.
const EDITION_PLUGIN = `
import { definePlugin } from '${process.cwd()}/core/index.ts';
export const runs = { count: 0 };
(globalThis as { editionRuns?: typeof runs }).editionRuns = runs;
export default definePlugin({
  name: 'edition',
  apply(hooks) {
    hooks.middleware.for('greeter').tap('edition', (ctx) => {
      runs.count += 1;
      const edition = ctx.request.headers['x-edition'];
      if (typeof edition === 'string') {
        ctx.cacheKey.push('edition=' + edition);
        ctx.response.headers.set('x-edition-seen', edition);
      }
      if (ctx.request.cookies.remember === 'yes') ctx.response.cookies.push({ name: 'remembered', value: 'yes', options: { path: '/' } });
    });
  },
});
`;

const runs = () => (globalThis as { editionRuns?: { count: number } }).editionRuns?.count ?? 0;
/** Every header but the values each response makes for itself. */
function steadyHeaders(response: LightMyRequestResponse): Record<string, unknown> {
  const { date: _date, 'x-tx-id': _tx, 'last-modified': _modified, 'content-security-policy': _csp, 'content-length': _length, ...rest } = response.headers;
  return rest;
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(tempProjectWithPlugin('edition', EDITION_PLUGIN, { enabled: true }));
});
afterAll(() => app.close());
beforeEach(() => app.pageCache.clear());

/** Three requests alike: a miss, a hit through the middleware, then a hit before it. */
async function threeTimes(options: { headers?: Record<string, string> } = {}) {
  const before = runs();
  const responses: LightMyRequestResponse[] = [];
  for (let request = 0; request < 3; request += 1) responses.push(await app.inject({ url: ARTICLE, ...options }));
  return { responses, steps: runs() - before };
}

describe('early hits', () => {
  it('a request made like an earlier hit gets the kept page without the middleware, with the same response and values of its own', async () => {
    const { responses, steps } = await threeTimes();
    expect(responses.map((response) => response.headers['x-neutron-cache'])).toEqual(['miss', 'hit', 'hit']);
    expect(steps).toBe(2);
    const [, throughMiddleware, early] = responses as [LightMyRequestResponse, LightMyRequestResponse, LightMyRequestResponse];
    expect(early.statusCode).toBe(200);
    expect(steadyHeaders(early)).toEqual(steadyHeaders(throughMiddleware));
    expect(early.headers['x-tx-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(early.headers['x-tx-id']).not.toBe(throughMiddleware.headers['x-tx-id']);
    expect(early.headers['content-security-policy']).not.toBe(throughMiddleware.headers['content-security-policy']);
    expect(early.body.replace(/nonce-?[^"'\s]*|"guid":"[^"]+"|nonce="[^"]+"/g, '')).toBe(throughMiddleware.body.replace(/nonce-?[^"'\s]*|"guid":"[^"]+"|nonce="[^"]+"/g, ''));
  });

  it("echoes the caller's transaction id", async () => {
    await threeTimes();
    const response = await app.inject({ url: ARTICLE, headers: { 'x-tx-id': 'caller-0123456789' } });
    expect(response.headers['x-tx-id']).toBe('caller-0123456789');
  });

  const readHeaders = [
    { name: 'x-edition', kept: 'uk', other: 'us', shown: (response: LightMyRequestResponse) => response.headers['x-edition-seen'] },
    { name: 'cdn-device', kept: 'desktop', other: 'mobile', shown: (response: LightMyRequestResponse) => /"device":"(\w+)"/.exec(response.body)?.[1] },
  ];
  for (const { name, kept, other, shown } of readHeaders) {
    it(`a request whose ${name} differs goes through the middleware and gets its own page; one alike is answered early`, async () => {
      await threeTimes({ headers: { [name]: kept } });
      const before = runs();
      const differing = await app.inject({ url: ARTICLE, headers: { [name]: other } });
      expect(runs() - before).toBe(1);
      expect(differing.headers['x-neutron-cache']).toBe('miss');
      expect(shown(differing)).toBe(other);
      const alike = await app.inject({ url: ARTICLE, headers: { [name]: kept } });
      expect(runs() - before).toBe(1);
      expect(shown(alike)).toBe(kept);
    });
  }

  it('a response whose middleware sets a cookie is never answered early', async () => {
    const { responses, steps } = await threeTimes({ headers: { cookie: 'remember=yes' } });
    expect(steps).toBe(3);
    for (const response of responses) expect(String(response.headers['set-cookie'])).toContain('remembered=yes');
  });

  it('a query, the debug toolbar and a purge each go through the middleware', async () => {
    await threeTimes();
    let before = runs();
    await app.inject({ url: `${ARTICLE}?page=2` });
    expect(runs() - before).toBe(1);
    before = runs();
    await app.inject({ url: ARTICLE, headers: { cookie: 'jsDebug=1' } });
    expect(runs() - before).toBe(1);
    before = runs();
    app.pageCache.clear();
    const afterPurge = await app.inject({ url: ARTICLE });
    expect(runs() - before).toBe(1);
    expect(afterPurge.headers['x-neutron-cache']).toBe('miss');
  });

  it('in-app navigation data is answered early too', async () => {
    const before = runs();
    const answers = [];
    for (let request = 0; request < 3; request += 1) answers.push(await app.inject({ url: `/_neutron/data${ARTICLE}` }));
    expect(runs() - before).toBe(2);
    expect(answers[2]?.headers['x-neutron-cache']).toBe('hit');
    expect(answers[2]?.json()).toMatchObject({ page: { page: 'article' } });
  });
});

describe('early hits of the shipped site', () => {
  const site = useTestApp();
  const COOKIE = 'nemo_highlander';
  const description = (html: string) => /<p class="listing-header__description">([^<]*)<\/p>/.exec(html)?.[1];

  it("each A/B bucket's readers get their own variant of the front door, the third time as the first", async () => {
    for (let round = 0; round < 3; round += 1) {
      const deals = await site().inject({ url: '/', cookies: { [COOKIE]: 'door_tagline:v1:deals' } });
      const control = await site().inject({ url: '/', cookies: { [COOKIE]: 'door_tagline:v1:control' } });
      expect(description(deals.body)).toBe('Honest reviews and today&#x27;s deals.');
      expect(deals.headers['x-ab-buckets']).toContain('door_tagline:v1:deals');
      expect(description(control.body)).toBe('Tech news, reviews, deals and advice.');
      expect(control.headers['x-ab-buckets']).toContain('door_tagline:v1:control');
    }
  });

  it('a new reader, given a bucket by the middleware, is never answered early: each gets a bucket cookie', async () => {
    for (let round = 0; round < 4; round += 1) {
      const response = await site().inject({ url: '/' });
      expect(String(response.headers['set-cookie'])).toContain(`${COOKIE}=`);
    }
  });
});

describe('kept pages answered before fastify sees the request (over HTTP)', () => {
  let base: string;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  /** Every header but those each response makes for itself, as fetch gives them. */
  const steady = (response: Response) => {
    const headers = Object.fromEntries(response.headers);
    for (const name of ['date', 'x-tx-id', 'last-modified', 'content-security-policy', 'content-length', 'connection', 'keep-alive']) delete headers[name];
    return headers;
  };
  const withoutOwnValues = (body: string) => body.replace(/nonce-?[^"'\s]*|"guid":"[^"]+"|nonce="[^"]+"/g, '');
  const served = async () => Number(/neutron_http_requests_total\{route="news-article-topic",method="GET",status="200"\} (\d+)/.exec(await (await fetch(`${base}/_node/metrics`)).text())?.[1] ?? 0);

  it('sends the same page and headers as fastify does, with values of its own, and counts it', async () => {
    const counted = await served();
    const responses: Response[] = [];
    const ask = async () => responses.push(await fetch(`${base}${ARTICLE}`, { headers: { 'accept-encoding': 'identity', 'x-edition': 'de' } }));
    await ask();
    await ask();
    const before = runs();
    await ask();
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(responses.map((response) => response.headers.get('x-neutron-cache'))).toEqual(['miss', 'hit', 'hit']);
    // The third ran neither the middleware nor fastify's hooks, and says the same.
    expect(runs() - before).toBe(0);
    expect(responses[2]?.headers.get('x-edition-seen')).toBe('de');
    const [, throughFastify, early] = responses as [Response, Response, Response];
    expect(steady(early)).toEqual(steady(throughFastify));
    expect(early.headers.get('x-content-type-options')).toBe('nosniff');
    expect(early.headers.get('x-tx-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(early.headers.get('content-security-policy')).not.toBe(throughFastify.headers.get('content-security-policy'));
    expect(Number(early.headers.get('content-length'))).toBe(Buffer.byteLength(bodies[2] ?? ''));
    expect(withoutOwnValues(bodies[2] ?? '')).toBe(withoutOwnValues(bodies[1] ?? ''));
    expect(await served()).toBe(counted + 3);
  });

  it('compresses as the reader asks, and leaves a query or a differing header to the middleware', async () => {
    for (let request = 0; request < 2; request += 1) await fetch(`${base}${ARTICLE}`);
    const before = runs();
    const gzip = await fetch(`${base}${ARTICLE}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('</html>');
    expect(runs() - before).toBe(0);
    const head = await fetch(`${base}${ARTICLE}`, { method: 'HEAD' });
    expect(head.headers.get('x-neutron-cache')).toBe('hit');
    expect(await head.text()).toBe('');
    await fetch(`${base}${ARTICLE}?utm=x`);
    await fetch(`${base}${ARTICLE}`, { headers: { 'x-edition': 'fr' } });
    expect(runs() - before).toBe(2);
  });
});
