import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageConfig } from '../../../core/images/config.ts';
import { ORIGINAL_CACHE_CONTROL, registerImageRoutes, SIGNED_CACHE_CONTROL } from '../../../core/images/image-routes.ts';
import { imageUrlSettings } from '../../../core/server/image-urls.ts';
import { buildImageUrl } from '../../../core/images/url-builder.ts';

const KEY = 'integration-test-key-0123456789';
const base = mkdtempSync(path.join(tmpdir(), 'neutron-image-service-'));
const root = path.join(base, 'images');

const config: ImageConfig = {
  basePaths: ['/a/img'],
  signingKey: KEY,
  signingKeySource: 'config file',
  root,
  autoWebp: true,
  maxDimension: 2000,
  presets: {
    thumb_box: { width: 200, height: 100, fit: 'crop' },
    tall_bounds: { width: 100, height: 100, fit: 'bounds' },
  },
};
const settings = imageUrlSettings(config);
const photo = { bucketType: 'photos', bucketPath: 'phone.jpg' };

function sign(message: string): string {
  return createHmac('sha1', KEY).update(message).digest('hex');
}

/** A raw request over a socket: inject normalises dot segments, a real client need not. */
function rawGet(app: FastifyInstance, rawPath: string): Promise<{ status: number; location: string | undefined; body: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let app: FastifyInstance;
let secret: string;

beforeAll(async () => {
  mkdirSync(path.join(root, 'photos'), { recursive: true });
  mkdirSync(path.join(root, 'media'), { recursive: true });
  await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
    .jpeg()
    .toFile(path.join(root, 'photos', 'phone.jpg'));
  await sharp({ create: { width: 300, height: 150, channels: 4, background: '#ff000080' } })
    .png()
    .toFile(path.join(root, 'photos', 'logo.png'));
  const frameA = await sharp({ create: { width: 120, height: 60, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
  const frameB = await sharp({ create: { width: 120, height: 60, channels: 3, background: 'blue' } })
    .png()
    .toBuffer();
  await sharp([frameA, frameB], { join: { animated: true } })
    .gif()
    .toFile(path.join(root, 'media', 'cat.gif'));
  secret = 'not an image you may read';
  writeFileSync(path.join(base, 'secret.jpg'), secret);
  symlinkSync(path.join(base, 'secret.jpg'), path.join(root, 'photos', 'escape.jpg'));
  app = Fastify();
  registerImageRoutes(app, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
});

async function metadataOf(body: Buffer) {
  return sharp(body, { pages: -1 }).metadata();
}

describe('signed resize URLs', () => {
  it('serves a resized image for a valid signature, cached for good', async () => {
    const url = buildImageUrl(photo, { size: 'thumb_box' }, settings) ?? '';
    expect(url).toMatch(/^\/a\/img\/resize\/[0-9a-f]{40}\/photos\/phone\.jpg\?auto=webp&fit=crop&height=100&width=200$/);
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(SIGNED_CACHE_CONTROL);
    expect(response.headers.vary).toBe('Accept');
    const meta = await metadataOf(response.rawPayload);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 100]);
  });

  it('converts to webp for browsers that accept it', async () => {
    const url = buildImageUrl(photo, { size: 'thumb_box' }, settings) ?? '';
    const response = await app.inject({ url, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(response.headers['content-type']).toBe('image/webp');
    expect((await metadataOf(response.rawPayload)).format).toBe('webp');
    const refused = await app.inject({ url, headers: { accept: 'image/webp;q=0, */*' } });
    expect(refused.headers['content-type']).toBe('image/jpeg');
  });

  it('fits inside the box for bounds', async () => {
    const url = buildImageUrl({ bucketType: 'photos', bucketPath: 'logo.png' }, { size: 'tall_bounds' }, settings) ?? '';
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    const meta = await metadataOf(response.rawPayload);
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 100, 50]);
  });

  it('applies an editorial crop before resizing', async () => {
    const url = buildImageUrl({ ...photo, crop: '100x60+10+10' }, {}, settings) ?? '';
    const meta = await metadataOf((await app.inject({ url })).rawPayload);
    expect([meta.width, meta.height]).toEqual([100, 60]);
  });

  it('serves a GIF asked as mp4 as a resized animation, and a single frame on request', async () => {
    const gif = { bucketType: 'media', bucketPath: 'cat.gif' };
    const moving = await app.inject({ url: buildImageUrl(gif, { width: 60 }, settings) ?? '' });
    expect(moving.statusCode).toBe(200);
    expect(moving.headers['content-type']).toBe('image/gif');
    const movingMeta = await metadataOf(moving.rawPayload);
    expect([movingMeta.width, movingMeta.pages]).toEqual([60, 2]);
    const still = await app.inject({ url: buildImageUrl(gif, { width: 60, frame: 2 }, settings) ?? '' });
    expect((await metadataOf(still.rawPayload)).pages ?? 1).toBe(1);
  });

  it('is a 403 when the signature is tampered with, missing or for other parameters', async () => {
    const url = buildImageUrl(photo, { size: 'thumb_box' }, settings) ?? '';
    const signature = url.split('/')[4] ?? '';
    const flipped = signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const bigger = url.replace('width=200', 'width=2000');
    const reordered = url.replace('auto=webp&fit=crop&height=100&width=200', 'width=200&auto=webp&fit=crop&height=100');
    for (const bad of [
      url.replace(signature, flipped),
      url.replace(signature, signature.toUpperCase().replace(/[a-f]/i, 'g')),
      url.replace(`${signature}/`, ''),
      url.replace(signature, ''),
      bigger,
      reordered,
      url.replace('photos/phone.jpg', 'photos/logo.png'),
      url.split('?')[0] ?? '',
    ]) {
      const response = await app.inject({ url: bad });
      expect(response.statusCode, bad).toBe(403);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('refuses parameters the service cannot honour, even when signed', async () => {
    const query = 'fit=crop&width=99999';
    const response = await app.inject({ url: `/a/img/resize/${sign(`/photos/phone.jpg?${query}`)}/photos/phone.jpg?${query}` });
    expect(response.statusCode).toBe(400);
  });

  it('is a 404 for a signed URL of a missing file', async () => {
    const url = buildImageUrl({ bucketType: 'photos', bucketPath: 'gone.jpg' }, { size: 'thumb_box' }, settings) ?? '';
    expect((await app.inject({ url })).statusCode).toBe(404);
  });
});

describe('originals', () => {
  it('serves the stored bytes with the right type and a long max-age', async () => {
    const response = await app.inject({ url: '/a/img/photos/phone.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(ORIGINAL_CACHE_CONTROL);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(readFileSync(path.join(root, 'photos', 'phone.jpg')))).toBe(true);
  });

  it('answers HEAD', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/a/img/photos/logo.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('is a 404 for missing files and directories', async () => {
    expect((await app.inject({ url: '/a/img/photos/missing.jpg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/a/img/photos' })).statusCode).toBe(404);
  });
});

describe('path traversal never reads outside the root', () => {
  const attempts = [
    '/a/img/../secret.jpg',
    '/a/img/photos/../../secret.jpg',
    '/a/img/%2e%2e/secret.jpg',
    '/a/img/photos/%2E%2E/%2e%2e/secret.jpg',
    '/a/img/..%2fsecret.jpg',
    '/a/img/photos%2f..%2f..%2fsecret.jpg',
    '/a/img/..%5csecret.jpg',
    '/a/img/photos/phone.jpg%00.png',
    `/a/img/${encodeURIComponent(path.join(base, 'secret.jpg'))}`,
    `/a/img${path.join(base, 'secret.jpg')}`,
    '/a/img/photos/escape.jpg',
    '/a/img/thumb_box/../secret.jpg',
  ];

  it.each(attempts)('%s is a 400 or 404 over a real socket', async (attempt) => {
    const response = await rawGet(app, attempt);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain(secret);
  });

  it('a valid signature over a traversal path still does not escape', async () => {
    for (const deliveryPath of ['/../secret.jpg', '/photos/%2e%2e/%2e%2e/secret.jpg', '/photos/escape.jpg']) {
      const query = 'width=10';
      const response = await rawGet(app, `/a/img/resize/${sign(`${deliveryPath}?${query}`)}${deliveryPath}?${query}`);
      expect([400, 404]).toContain(response.status);
      expect(response.body).not.toContain(secret);
    }
  });
});

describe('image redirects (/a/img/)', () => {
  it('moves a legacy preset path to the canonical signed URL on this site', async () => {
    const response = await app.inject({ url: '/a/img/thumb_box/photos/phone.jpg' });
    expect(response.statusCode).toBe(301);
    const location = String(response.headers.location);
    expect(location).toBe(buildImageUrl({ bucketPath: 'photos/phone.jpg' }, { size: 'thumb_box' }, settings));
    expect(location).toMatch(/^\/[^/\\]/);
    const followed = await app.inject({ url: location });
    expect(followed.statusCode).toBe(200);
    const meta = await metadataOf(followed.rawPayload);
    expect([meta.width, meta.height]).toEqual([200, 100]);
  });

  it('moves a legacy WxH path only when the size is a configured preset', async () => {
    const known = await app.inject({ url: '/a/img/200x100/photos/phone.jpg' });
    expect(known.statusCode).toBe(301);
    expect(String(known.headers.location)).toContain('height=100&width=200');
    expect((await app.inject({ url: '/a/img/201x100/photos/phone.jpg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/a/img/thumb_box/photos/gone.jpg' })).statusCode).toBe(404);
  });

  it('stays on this site even when remote hosts are configured', async () => {
    const remote = Fastify();
    registerImageRoutes(remote, { ...config, basePaths: ['https://images.example.com/a/img'] });
    const response = await remote.inject({ url: '/a/img/thumb_box/photos/phone.jpg' });
    expect(response.statusCode).toBe(301);
    expect(String(response.headers.location)).toMatch(/^\/a\/img\/resize\//);
    await remote.close();
  });

  it('never answers with a foreign Location', async () => {
    for (const attempt of [
      '/a/img//evil.example/photos/phone.jpg',
      '/a/img/thumb_box//evil.example/phone.jpg',
      '/a/img/thumb_box/%2F%2Fevil.example/phone.jpg',
      '/a/img/thumb_box/%5Cevil.example/phone.jpg',
      '/a/img/thumb_box/https:%2F%2Fevil.example/phone.jpg',
    ]) {
      const response = await rawGet(app, attempt);
      expect([400, 404], attempt).toContain(response.status);
      expect(response.location).toBeUndefined();
    }
  });
});
