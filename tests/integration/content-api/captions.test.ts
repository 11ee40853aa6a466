// Video captions (spec 001 §7): GET /api/neutron/videos/{site}/captions/{format}/{slug}.{extension}
// answered by the embedded service in-process and over real HTTP, read by getCaptions over
// both transports, and the http transport against peers that answer with errors.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi } from '../../../core/content/api.ts';
import { isContentNotFound, isContentSlugError, isContentUpstream } from '../../../core/content/errors.ts';
import { createHttpTransport } from '../../../core/content/http-transport.ts';
import type { ContentRequestContext } from '../../../core/content/transport.ts';
import { type EmbeddedUpstream, silentLog, startEmbeddedUpstream } from './embedded-upstream.ts';

const ctx: ContentRequestContext = { txId: 'tx-captions', edition: 'us', log: silentLog };
const LAPTOP_VTT = 'WEBVTT\n\n00:00.000 --> 00:04.000\nPower it down first.';
const VOLTLINE_VTT = 'WEBVTT\n\n00:00.000 --> 00:04.000\nThis is the 2025 Voltline EV6.';

let samples: EmbeddedUpstream;
/** A content folder whose only video has a transcript but no webvtt captions. */
let transcriptOnly: EmbeddedUpstream;
let transcriptOnlyDir = '';

beforeAll(async () => {
  samples = await startEmbeddedUpstream({ apiKey: 'k123' });
  transcriptOnlyDir = mkdtempSync(path.join(tmpdir(), 'neutron-captions-'));
  mkdirSync(path.join(transcriptOnlyDir, 'cnet', 'videos'), { recursive: true });
  writeFileSync(
    path.join(transcriptOnlyDir, 'cnet', 'videos', 'silent-clip.yaml'),
    [
      'slug: "silent-clip"',
      'title: "A clip with a transcript only"',
      'datePublished: "2024-06-02T14:00:00Z"',
      'captions: [{"format": "txt", "process": "transcript", "data": "No words."}]',
      '',
    ].join('\n'),
  );
  transcriptOnly = await startEmbeddedUpstream({ contentDir: transcriptOnlyDir, apiKey: 'k123' });
});

afterAll(async () => {
  await samples.close();
  await transcriptOnly.close();
  rmSync(transcriptOnlyDir, { recursive: true, force: true });
});

describe.each([
  ['http', (upstream: EmbeddedUpstream) => upstream.httpApi],
  ['embedded', (upstream: EmbeddedUpstream) => upstream.embeddedApi],
])('getCaptions over the %s transport', (_name, apiOf) => {
  it('returns the WEBVTT text of a sample video', async () => {
    expect(await apiOf(samples).getCaptions({ site: 'cnet', slug: 'how-to-clean-your-laptop' }, ctx)).toBe(LAPTOP_VTT);
    expect(await apiOf(samples).getCaptions({ site: 'roadshow', slug: 'voltline-ev6-first-drive', format: 'webvtt' }, ctx)).toBe(
      VOLTLINE_VTT,
    );
  });

  it('is Not Found for an unknown video, a video of another site and a video without webvtt captions', async () => {
    for (const [upstream, site, slug] of [
      [samples, 'cnet', 'no-such-video'],
      [samples, 'cnet', 'voltline-ev6-first-drive'],
      [transcriptOnly, 'cnet', 'silent-clip'],
    ] as const) {
      const error = await apiOf(upstream)
        .getCaptions({ site, slug }, ctx)
        .catch((e: unknown) => e);
      expect(isContentNotFound(error), `${site}/${slug}`).toBe(true);
      expect((error as Error).message).toBe('API responded with 404');
    }
  });

  it('is Not Found for a caption format the service does not serve', async () => {
    const error = await apiOf(samples)
      .getCaptions({ site: 'cnet', slug: 'how-to-clean-your-laptop', format: 'srt' }, ctx)
      .catch((e: unknown) => e);
    expect(isContentNotFound(error)).toBe(true);
  });

  it('rejects an unsafe slug before any request', async () => {
    const before = samples.seen.length;
    const error = await apiOf(samples)
      .getCaptions({ site: 'cnet', slug: '..%2Fetc' }, ctx)
      .catch((e: unknown) => e);
    expect(isContentSlugError(error)).toBe(true);
    expect(samples.seen.length).toBe(before);
  });
});

describe('the captions route over HTTP', () => {
  const captionsUrl = (file: string, format = 'webvtt', site = 'cnet') =>
    `${samples.origin}/api/neutron/videos/${site}/captions/${format}/${file}`;

  it('answers text/vtt, not cached, with the caption data as the body', async () => {
    const response = await fetch(captionsUrl('how-to-clean-your-laptop.vtt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(LAPTOP_VTT);
  });

  it('answers 404 for format srt and 400 for a webvtt file that is not .vtt', async () => {
    const srt = await fetch(captionsUrl('how-to-clean-your-laptop.srt', 'srt'));
    expect(srt.status).toBe(404);
    expect(await srt.json()).toMatchObject({ code: 404, message: 'Unknown caption format srt' });
    const wrongExtension = await fetch(captionsUrl('how-to-clean-your-laptop.txt'));
    expect(wrongExtension.status).toBe(400);
    expect(((await wrongExtension.json()) as { message: string }).message).toContain('{slug}.vtt');
  });

  it('answers 404 naming the missing video or captions', async () => {
    const missing = await fetch(captionsUrl('no-such-video.vtt'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Video no-such-video not found' });
    const noWebvtt = await fetch(`${transcriptOnly.origin}/api/neutron/videos/cnet/captions/webvtt/silent-clip.vtt`);
    expect(noWebvtt.status).toBe(404);
    expect(await noWebvtt.json()).toMatchObject({ message: 'Video silent-clip has no webvtt captions' });
  });
});

describe('http transport captions request', () => {
  it('sends the API key query parameter, x-tx-id, a text Accept and the preview header', async () => {
    samples.seen.length = 0;
    await samples.httpApi.getCaptions({ site: 'cnet', slug: 'ces-2025-in-90-seconds' }, { ...ctx, txId: 'tx-vtt', preview: 'draft-2' });
    const request = samples.seen[0];
    expect(request?.url).toBe('/api/neutron/videos/cnet/captions/webvtt/ces-2025-in-90-seconds.vtt?apiKey=k123');
    expect(request?.headers['x-tx-id']).toBe('tx-vtt');
    expect(String(request?.headers.accept)).toMatch(/^text\/vtt/);
    expect(request?.headers.preview).toBe('draft-2');
  });
});

describe('http transport captions against an erroring peer', () => {
  let peer: Server;
  let origin = '';
  const statusFor: Record<string, number> = { 'broken.vtt': 500, 'gone.vtt': 404, 'moved.vtt': 302 };

  beforeAll(async () => {
    peer = createServer((req, res) => {
      const file = (req.url ?? '').split('?', 1)[0]?.split('/').pop() ?? '';
      const status = statusFor[file] ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain', ...(status === 302 ? { location: '/elsewhere.vtt' } : {}) });
      res.end(status === 200 ? 'WEBVTT\n' : `status ${status}`);
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => peer.close(resolve));
  });

  it('gives API responded with 500 for an upstream 500, Not Found for a 404, and follows no redirect', async () => {
    const api = createContentApi(createHttpTransport({ host: origin, apiKey: 'k123' }));
    try {
      const broken = await api.getCaptions({ site: 'cnet', slug: 'broken' }, ctx).catch((e: unknown) => e);
      expect(isContentUpstream(broken)).toBe(true);
      expect((broken as Error).message).toBe('API responded with 500');
      const gone = await api.getCaptions({ site: 'cnet', slug: 'gone' }, ctx).catch((e: unknown) => e);
      expect(isContentNotFound(gone)).toBe(true);
      expect((gone as Error).message).toBe('API responded with 404');
      const moved = await api.getCaptions({ site: 'cnet', slug: 'moved' }, ctx).catch((e: unknown) => e);
      expect((moved as Error).message).toBe('API responded with 302');
      expect(await api.getCaptions({ site: 'cnet', slug: 'fine' }, ctx)).toBe('WEBVTT\n');
    } finally {
      await api.close();
    }
  });
});
