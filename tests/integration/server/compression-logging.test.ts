// Text answers are compressed as the reader's Accept-Encoding allows (a kept page keeps
// its compressed bytes; each response still gets its own nonce), and access lines are
// written as config/app.yaml's `logging.access` says.
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../../core/server/start.ts';
import { repoRoot, useTestApp } from '../../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';

const ARTICLE = '/news/politics/senate-passes-data-broker-bill/';
const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe('compression', () => {
  const app = useTestApp();

  it('sends gzip that decodes to the page, with a nonce of its own on every hit', async () => {
    const plain = await app().inject(ARTICLE);
    const first = await app().inject({ url: ARTICLE, headers: { 'accept-encoding': 'gzip' } });
    const second = await app().inject({ url: ARTICLE, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(second.headers['x-neutron-cache']).toBe('hit');
    for (const response of [first, second]) {
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(String(response.headers.vary)).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
    const [one, two] = [gunzipSync(first.rawPayload).toString(), gunzipSync(second.rawPayload).toString()];
    expect(one).toContain('<h1');
    // The kept bytes are the same page; what differs per response is its nonce and view id.
    const nonces = [first, second].map((response) => /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1]);
    expect(nonces[0]).toBeDefined();
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(nonceOf(two) ?? nonces[1]).toBe(nonces[1]);
    const normalised = (html: string) => html.replace(/nonce="[^"]+"/g, '').replace(/[0-9a-f-]{36}/g, '');
    expect(normalised(two)).toBe(normalised(one));
    expect(normalised(one)).toBe(normalised(plain.body));
  });

  it('sends brotli for a body with nothing per response (page data), and nothing compressed when refused', async () => {
    const data = await app().inject({ url: `/_neutron/data${ARTICLE}`, headers: { 'accept-encoding': 'br, gzip' } });
    const encoding = data.headers['content-encoding'];
    expect(['br', 'gzip']).toContain(encoding);
    const text = (encoding === 'br' ? brotliDecompressSync(data.rawPayload) : gunzipSync(data.rawPayload)).toString();
    expect(JSON.parse(text).page.page).toBe('article');
    const refused = await app().inject({ url: ARTICLE, headers: { 'accept-encoding': 'gzip;q=0, br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('<h1');
  });

  it('a reader that takes brotli alone gets a kept page in brotli, with its own nonce', async () => {
    await app().inject(ARTICLE);
    const responses = [await app().inject({ url: ARTICLE, headers: { 'accept-encoding': 'br' } }), await app().inject({ url: ARTICLE, headers: { 'accept-encoding': 'br' } })];
    const nonces = responses.map((response) => {
      expect(response.headers['x-neutron-cache']).toBe('hit');
      expect(response.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html).toContain('<h1');
      const policyNonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
      // Without a built browser bundle the page has no script to carry the nonce.
      expect(nonceOf(html) ?? policyNonce).toBe(policyNonce);
      return policyNonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends the route table compressed, cacheable, and revalidated by its ETag', async () => {
    const response = await app().inject({ url: '/_neutron/routes.json', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers['cache-control'])).toContain('public, max-age=3600');
    const plain = await app().inject('/_neutron/routes.json');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
    const again = await app().inject({ url: '/_neutron/routes.json', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('compresses the other text answers too (a feed)', async () => {
    const response = await app().inject({ url: '/feed/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('<rss');
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('a text answer follows the reader\'s q-values with `*` as pages do: an encoding refused is never sent', async () => {
    const taken = async (acceptEncoding: string) => (await app().inject({ url: '/feed/', headers: { 'accept-encoding': acceptEncoding } })).headers['content-encoding'];
    expect(await taken('gzip;q=0, *')).toBe('br');
    expect(await taken('br;q=0, *')).toBe('gzip');
    expect(await taken('br;q=0, gzip;q=0, *')).toBeUndefined();
    expect(await taken('*;q=0')).toBeUndefined();
  });

  it('a text answer sent as it is still varies on accept-encoding, so a shared cache keeps both forms apart', async () => {
    for (const url of ['/feed/', '/feed/static/', '/apple-news/']) {
      const plain = await app().inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(String(plain.headers.vary), url).toContain('accept-encoding');
      const bare = await app().inject({ url });
      expect(String(bare.headers.vary), url).toContain('accept-encoding');
      // A HEAD says the Vary its GET says.
      const head = await app().inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'gzip' } });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(String(head.headers.vary), url).toContain('accept-encoding');
    }
    // Too small to be compressed at all: no encoding to vary on.
    const tiny = await app().inject({ url: '/robots.txt' });
    expect(tiny.statusCode).toBe(200);
    if (tiny.rawPayload.length < 1024) expect(String(tiny.headers.vary ?? '')).not.toContain('accept-encoding');
  });
});

async function requestLines(access: 'off' | 'on', urls: string[]): Promise<{ msg: string; level: number; status?: number; url?: string }[]> {
  const plugins = {
    hello: path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts'),
    'needs-hello': path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts'),
  };
  const root = tempProject({ 'config/app.yaml': `${appConfigWithPlugins(plugins)}logging: { level: info, access: ${access} }\n` });
  const lines: { msg: string; level: number; status?: number; url?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const { app } = await createServer(root, { logger: { level: 'info', stream }, env: { NEUTRON_ENV: 'production' } });
  lines.length = 0;
  for (const url of urls) await app.inject(url);
  await app.close();
  return lines;
}

describe('access logs', () => {
  it('off: no line per request; errors are still logged', async () => {
    const lines = await requestLines('off', ['/about/', '/about/', '/_error/throw']);
    expect(lines.filter((line) => line.msg === 'request')).toEqual([]);
    expect(lines.some((line) => line.level >= 50)).toBe(true);
  }, 60_000);

  it('on: one line per request, with its status and the URL as asked', async () => {
    const lines = await requestLines('on', ['/about/', '/no-such-page-here/', '/Feed/']);
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests.map((line) => line.status)).toEqual([200, 404, 301]);
    expect(requests.map((line) => line.url)).toEqual(['/about/', '/no-such-page-here/', '/Feed/']);
    // What an operator reads a request by: who asked, how much went out, whether the cache
    // answered, and the transaction id its other lines carry.
    const [about] = requests;
    expect(about).toMatchObject({ ip: '127.0.0.1', ua: 'lightMyRequest', bytes: expect.any(Number) as unknown, cache: 'miss', txId: expect.stringMatching(/^[\w-]+$/) as unknown });
  }, 60_000);
});
