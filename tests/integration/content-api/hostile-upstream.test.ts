// The http transport against hostile peers: each failure gives the right coded error
// within the deadline, is logged, and leaves the transport serving the next request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi } from '../../../core/content/api.ts';
import { isContentNotFound, isContentRedirect, isContentUpstream } from '../../../core/content/errors.ts';
import { createHttpTransport } from '../../../core/content/http-transport.ts';
import type { ContentRequestContext } from '../../../core/content/transport.ts';

const logged: string[] = [];
const log = {
  debug() {},
  info() {},
  warn: (_: unknown, msg?: string) => void logged.push(msg ?? ''),
  error: (_: unknown, msg?: string) => void logged.push(msg ?? ''),
};
const ctx: ContentRequestContext = { txId: 'tx-hostile', edition: 'us', log, pathForSlug: (slug) => `/news/${slug}/` };
const DEADLINE = 400;
const page = { pageType: 'articles', id: 'ok', components: [] };

let server: Server;
let origin = '';
let redirectTargetHits = 0;
const timers = new Set<NodeJS.Timeout>();

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
}

const handlers: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  ok: (_req, res) => send(res, 200, JSON.stringify(page)),
  wrapped: (_req, res) => send(res, 200, JSON.stringify({ data: page })),
  slow: (_req, res) => {
    const timer = setTimeout(() => send(res, 200, JSON.stringify(page)), 3000);
    timers.add(timer);
  },
  drip: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"pageType":"articles",');
    // One byte well inside any per-chunk timeout, forever: only a total deadline stops it.
    const timer = setInterval(() => res.write(' '), 50);
    timers.add(timer);
    res.on('close', () => clearInterval(timer));
  },
  error500: (_req, res) => send(res, 500, '{"message":"boom"}'),
  garbage: (_req, res) => send(res, 200, '<html>not json</html>'),
  array: (_req, res) => send(res, 200, '[1,2,3]'),
  nulljson: (_req, res) => send(res, 200, 'null'),
  proto: (_req, res) => send(res, 200, '{"pageType":"articles","id":"x","components":[],"__proto__":{"polluted":true}}'),
  redirect: (_req, res) => {
    res.writeHead(302, { location: `${origin}/target` });
    res.end();
  },
  target: (_req, res) => {
    redirectTargetHits += 1;
    send(res, 200, JSON.stringify(page));
  },
  moved: (_req, res) =>
    send(
      res,
      404,
      JSON.stringify({
        error: { code: 404 },
        availableOn: [
          { edition: 'uk', slug: 'uk-slug' },
          { edition: 'us', slug: 'us-slug' },
        ],
      }),
    ),
  movedNoSlug: (_req, res) => send(res, 404, JSON.stringify({ code: 404, availableOn: [{ edition: 'us' }] })),
  componentMoved: (_req, res) => send(res, 200, JSON.stringify({ errors: [{ code: 301, slug: 'new-slug' }] })),
  componentGone: (_req, res) => send(res, 200, JSON.stringify({ errors: [{ code: 404 }] })),
  componentOther: (_req, res) => send(res, 200, JSON.stringify({ errors: [{ code: 500 }] })),
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const segments = (req.url ?? '').split('?', 1)[0]?.split('/') ?? [];
    const name = segments.find((segment) => Object.hasOwn(handlers, segment));
    const handler = (name && handlers[name]) || ((_q: IncomingMessage, r: ServerResponse) => send(r, 404, '{}'));
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function api(options: { dataProperty?: string } = {}) {
  return createContentApi(createHttpTransport({ host: origin, timeoutMs: DEADLINE, ...options }));
}

async function failure(id: string, options: { dataProperty?: string } = {}) {
  const client = api(options);
  const started = Date.now();
  const error = await client.getPage({ site: 'cnet', type: 'articles', id }, ctx).then(
    () => undefined,
    (e: unknown) => e,
  );
  const elapsed = Date.now() - started;
  // The same client still serves the next request.
  const next = await client.getPage({ site: 'cnet', type: 'articles', id: 'ok' }, ctx);
  expect(next.pageType).toBe('articles');
  await client.close();
  return { error: error as Error & { code?: string; statusCode?: number; path?: string }, elapsed };
}

describe('http transport against hostile upstreams', () => {
  it('reads a configured data property', async () => {
    const client = api({ dataProperty: 'data' });
    expect((await client.getPage({ site: 'cnet', type: 'articles', id: 'wrapped' }, ctx)).id).toBe('ok');
    await client.close();
  });

  it('reports a missing data property with the exact message', async () => {
    const client = api({ dataProperty: 'data' });
    const error = await client.getPage({ site: 'cnet', type: 'articles', id: 'ok' }, ctx).catch((e: Error) => e);
    expect((error as Error).message).toBe('API response is not in the correct format. Expected property data');
    await client.close();
  });

  it('times out a slow upstream within the deadline', async () => {
    const { error, elapsed } = await failure('slow');
    expect(isContentUpstream(error)).toBe(true);
    expect(error.message).toBe(`API request timed out after ${DEADLINE} ms`);
    expect(error.statusCode).toBe(504);
    expect(elapsed).toBeLessThan(DEADLINE + 400);
  });

  it('does not let a drip-fed body stretch the deadline', async () => {
    const { error, elapsed } = await failure('drip');
    expect(isContentUpstream(error)).toBe(true);
    expect(error.message).toContain('timed out');
    expect(elapsed).toBeLessThan(DEADLINE + 400);
  });

  it('maps 5xx to a 502 upstream error (a broken upstream)', async () => {
    const { error } = await failure('error500');
    expect(error.code).toBe('NEUTRON_ERR_CONTENT_UPSTREAM');
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe('API responded with 500');
  });

  it.each(['garbage', 'array', 'nulljson'])('rejects a %s body as not a JSON object', async (id) => {
    const { error } = await failure(id);
    expect(isContentUpstream(error)).toBe(true);
    expect(error.message).toBe('API request did not return a JSON object');
  });

  it('rejects __proto__ keys without polluting prototypes', async () => {
    const { error } = await failure('proto');
    expect(isContentUpstream(error)).toBe(true);
    expect(error.message).toContain('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not follow redirects', async () => {
    redirectTargetHits = 0;
    const { error } = await failure('redirect');
    expect(isContentUpstream(error)).toBe(true);
    expect(error.message).toBe('API responded with 302');
    expect(redirectTargetHits).toBe(0);
  });

  it('redirects a 404 to the slug of the reader edition, else not found', async () => {
    const { error } = await failure('moved');
    expect(isContentRedirect(error)).toBe(true);
    expect(error.path).toBe('/news/us-slug/');
    const { error: plain } = await failure('movedNoSlug');
    expect(isContentNotFound(plain)).toBe(true);
    expect(plain.message).toBe('API responded with 404');
  });

  it('reads component errors: 404 not found, 301 slug changed, other non-specific', async () => {
    const client = api();
    const moved = await client.getComponent({ site: 'cnet', name: 'componentMoved' }, ctx).catch((e: unknown) => e);
    expect(isContentRedirect(moved)).toBe(true);
    expect((moved as Error).message).toBe('the slug has changed');
    expect((moved as { path: string }).path).toBe('/news/new-slug/');
    const gone = await client.getComponent({ site: 'cnet', name: 'componentGone' }, ctx).catch((e: unknown) => e);
    expect(isContentNotFound(gone)).toBe(true);
    const other = await client.getComponent({ site: 'cnet', name: 'componentOther' }, ctx).catch((e: unknown) => e);
    expect((other as Error).message).toBe('required component had non-specific error response');
    await client.close();
  });

  it('reports a refused connection as an upstream error, and logs it', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const client = createContentApi(createHttpTransport({ host: `http://127.0.0.1:${port}`, timeoutMs: DEADLINE }));
    logged.length = 0;
    const error = await client.getPage({ site: 'cnet', type: 'articles', id: 'x' }, ctx).catch((e: unknown) => e);
    expect(isContentUpstream(error)).toBe(true);
    expect((error as Error).message).toBe('API request failed: ECONNREFUSED');
    expect((error as { statusCode?: number }).statusCode).toBe(503);
    expect(logged).toContain('API request failed: ECONNREFUSED');
    await client.close();
  });

  it('uses the 2000 ms vanity deadline for vanity calls', async () => {
    const client = createContentApi(createHttpTransport({ host: origin, timeoutMs: 8000 }));
    const started = Date.now();
    const error = await client.getVanity({ site: 'cnet', path: '/x/', legacyPath: false }, ctx).catch((e: unknown) => e);
    // The hostile server answers unknown paths with 404 quickly; the check here is the contract.
    expect(isContentNotFound(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    await client.close();
  });
});
