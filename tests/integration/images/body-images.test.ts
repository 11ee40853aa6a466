// Pictures inside an article body: one the image service holds (an embedded Image with a
// bucket path, or a URL under the image base path) gets signed `srcset` URLs up to the
// body column's width, `sizes`, lazy loading and async decoding, and keeps its width and
// height; a foreign picture keeps its own URL.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, repoRoot } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const BODY = [
  '<p>First paragraph.</p>',
  '<shortcode type="image" alt="The AeroBook 14 laptop" caption="The AeroBook 14">',
  '<script type="application/json">{"bucketType":"sample","bucketPath":"aerobook-14.jpg","width":640,"height":360}</script>',
  '</shortcode>',
  '<p>Second paragraph.</p>',
  '<img src="/a/img/sample/5g-icons-explained.jpg" alt="A 5G cell tower" width="640" height="360">',
  '<p>Third paragraph.</p>',
  '<img src="https://img.example/foreign.jpg" alt="Foreign" width="300" height="200">',
  '<shortcode type="image" src="https://img.example/other.jpg" alt="Other" width="400" height="300"></shortcode>',
].join('');

let upstream: FastifyInstance;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = Fastify();
  upstream.get('/*', async (request, reply) => {
    if (!request.url.includes('/pictures-story/')) return reply.code(404).send({ message: 'not found' });
    return reply.send({
      pageType: 'articles',
      id: 'pictures-story',
      components: [{ id: 'a1', meta: { componentName: 'article', componentType: 'Article' }, data: { id: 'a1', slug: 'pictures-story', headline: 'A story with pictures', body: BODY } }],
    });
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const port = (upstream.server.address() as AddressInfo).port;
  // The shipped image config, with its originals folder at the repository's samples.
  const images = readFileSync(path.join(repoRoot, 'config/images.yaml'), 'utf8').replace(/^root: .*$/m, `root: ${path.join(repoRoot, 'examples/content/images')}`);
  const root = tempProject({
    'config/images.yaml': images,
    'config/app.yaml': `server: { port: 0, host: 127.0.0.1, publicOrigin: 'http://localhost:3000' }
environment: production
upstreams: { content: { kind: http, host: 'http://127.0.0.1:${port}', timeoutMs: 2000 } }
cache: { defaultMaxAge: 600, pageCache: { enabled: false, maxEntries: 10, ttlSeconds: 60 } }
plugins:
  hello: ${path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts')}
  needs-hello: ${path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts')}
sites: [sites/default.yaml, sites/auto.yaml]
files: { routes: config/routes.yaml, images: config/images.yaml }
`,
  });
  app = await buildTestApp(root, { NEUTRON_ENV: 'production' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await upstream?.close();
});

/** The `<img>` tags of the page's body, with their attributes (names lower-cased). */
async function bodyImages(): Promise<Record<string, string>[]> {
  const response = await app.inject('/news/pictures-story/');
  expect(response.statusCode).toBe(200);
  const body = /<div class="article-body" data-static-html="body">([\s\S]*?)<\/div>/.exec(response.body)?.[1] ?? '';
  return [...body.matchAll(/<img\b([^>]*)\/?>/g)].map((match) =>
    Object.fromEntries([...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((attr) => [attr[1]!.toLowerCase(), (attr[2] ?? '').replace(/&amp;/g, '&')])),
  );
}

const srcsetUrls = (srcset: string | undefined) => (srcset ?? '').split(', ').map((candidate) => candidate.split(' ') as [string, string]);

describe('pictures in an article body', () => {
  it('a picture the image service holds gets signed srcset URLs up to its width, sizes, lazy loading, and keeps its box', async () => {
    const [shortcode, element] = await bodyImages();
    for (const picture of [shortcode, element]) {
      expect(picture?.width).toBe('640');
      expect(picture?.height).toBe('360');
      expect(picture?.loading).toBe('lazy');
      expect(picture?.decoding).toBe('async');
      expect(picture?.sizes).toBe('(max-width: 640px) 100vw, 640px');
      const candidates = srcsetUrls(picture?.srcset);
      expect(candidates.map(([, width]) => width)).toEqual(['256w', '384w', '640w']);
      for (const [url, width] of candidates) expect(url).toMatch(new RegExp(`^/a/img/resize/[0-9a-f]{40}/sample/[\\w-]+\\.jpg\\?auto=webp&fit=bounds&width=${width.slice(0, -1)}$`));
      expect(picture?.src).toBe(candidates.at(-1)?.[0]);
    }
    expect(shortcode?.alt).toBe('The AeroBook 14 laptop');
    expect(shortcode?.src).toContain('/sample/aerobook-14.jpg?');
    expect(element?.alt).toBe('A 5G cell tower');
    expect(element?.src).toContain('/sample/5g-icons-explained.jpg?');
  });

  it('every srcset URL answers 200 with a picture of that width from the image route; a changed signature is refused', async () => {
    const [shortcode, element] = await bodyImages();
    for (const picture of [shortcode, element]) {
      for (const [url, width] of srcsetUrls(picture?.srcset)) {
        const response = await app.inject({ url, headers: { accept: 'image/webp,image/*' } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(`${(await sharp(response.rawPayload).metadata()).width}w`).toBe(width);
      }
    }
    const [first] = srcsetUrls(shortcode?.srcset)[0] ?? [''];
    const tampered = first.replace(/\/resize\/([0-9a-f])/, (_, digit: string) => `/resize/${digit === '0' ? '1' : '0'}`);
    expect((await app.inject(tampered)).statusCode).toBe(403);
  });

  it('foreign pictures keep their own URL and markup', async () => {
    const pictures = await bodyImages();
    expect(pictures.slice(2)).toEqual([
      { src: 'https://img.example/foreign.jpg', alt: 'Foreign', width: '300', height: '200', loading: 'lazy' },
      { src: 'https://img.example/other.jpg', alt: 'Other', width: '400', height: '300', loading: 'lazy' },
    ]);
  });
});

describe('pictures the sample content names by id', () => {
  let shipped: FastifyInstance;
  beforeAll(async () => {
    shipped = await buildTestApp(repoRoot);
  });
  afterAll(async () => {
    await shipped?.close();
  });

  it('an image shortcode with image-id shows that picture, with its alt text, credit and signed srcset', async () => {
    const response = await shipped.inject('/tech/computing/a-year-in-a-smarter-home/');
    expect(response.statusCode).toBe(200);
    const figures = [...response.body.matchAll(/<figure class="image">([\s\S]*?)<\/figure>/g)].map((match) => match[1] ?? '');
    expect(figures.length).toBeGreaterThanOrEqual(4);
    const house = figures.find((figure) => figure.includes('alt="A house"'));
    expect(house).toMatch(/srcSet="[^"]*\/sample\/home\.jpg\?[^"]* \d+w/i);
    expect(house).toContain('Neutron illustration');
    const srcset = /srcSet="([^"]*)"/i.exec(house ?? '')?.[1]?.replace(/&amp;/g, '&');
    const [url] = srcsetUrls(srcset)[0] ?? [''];
    expect((await shipped.inject({ url, headers: { accept: 'image/webp,image/*' } })).statusCode).toBe(200);
  });
});
