// The video plugin in a real chromium: HLS through hls.js (loaded only once playback
// starts), captions and transcript, the retry after a broken manifest, the player page
// framed by another origin, and the pre-roll from a VMAP/VAST server with each of its
// suppressions (spec 001 §3, §5, §9).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, repoRoot } from '../helpers/project.ts';
import { startVideoAdServer, type VideoAdServer } from '../fixtures/video-ad-server.ts';
import { launchBrowser } from './browser.ts';

const VIDEO = '/videos/pixel-9-pro-review-video/';
const CONSENT_ALL = '1.C0001-C0002-C0003-C0004-C0005';
const FIXTURE_PATH = '/_video-fixture';

/** An article with a video shortcode (its first video autoplays, muted) and a playlist. */
const EMBED_ARTICLE = 'video-embed-sample';
const EMBED_ARTICLE_TEXT = `---
headline: "Two phones, one week"
dek: "A video and a playlist in a story."
section: "tech"
topics: [computing]
author: "ana-lopez"
image: "phone"
datePublished: "2025-01-09T12:00:00Z"
---
<p>Watch the review first.</p>
<shortcode type="video" id="pixel-9-pro-review-video"><script type="application/json">{"title": "Pixel 9 Pro review", "duration": 6}</script></shortcode>
<p>Then the rest.</p>
<shortcode type="playlist" id="more-videos" title="More videos"><script type="application/json">{"videos": [{"id": "how-to-clean-your-laptop", "title": "Clean your laptop"}, {"id": "ces-2025-in-90-seconds", "title": "CES in 90 seconds"}]}</script></shortcode>
`;

/** The repository as a project whose brands ask FIXTURE_PATH for video ads. */
function projectWithVideoAds(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'neutron-video-ads-'));
  for (const entry of ['plugins', 'dist', 'core', 'node_modules', 'examples/media', 'examples/plugin-shortcode', 'examples/ads', 'examples/broadband']) {
    mkdirSync(path.dirname(path.join(root, entry)), { recursive: true });
    symlinkSync(path.join(repoRoot, entry), path.join(root, entry));
  }
  cpSync(path.join(repoRoot, 'examples/content'), path.join(root, 'examples/content'), { recursive: true });
  writeFileSync(path.join(root, 'examples/content/cnet/articles', `${EMBED_ARTICLE}.md`), EMBED_ARTICLE_TEXT);
  cpSync(path.join(repoRoot, 'config'), path.join(root, 'config'), { recursive: true });
  cpSync(path.join(repoRoot, 'sites'), path.join(root, 'sites'), { recursive: true });
  const file = path.join(root, 'sites/default.yaml');
  const site = readFileSync(file, 'utf8').replace(/\n {2}video:\n(?: {4}.*\n)*/, `\n  video:\n    autoplay: []\n    autoplayInBodies: true\n    ads: { vastUrl: ${FIXTURE_PATH}/vast }\n`);
  if (!site.includes(FIXTURE_PATH)) throw new Error('sites/default.yaml has no video plugin entry');
  writeFileSync(file, site);
  return root;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

let browser: Browser;
let plainApp: FastifyInstance;
let plainOrigin: string;
let adsApp: FastifyInstance;
let adsOrigin: string;
let adServer: VideoAdServer;
let framer: Server;
let framerOrigin: string;

beforeAll(async () => {
  [plainApp, adsApp] = await Promise.all([buildTestApp(), buildTestApp(projectWithVideoAds())]);
  plainOrigin = await listen(plainApp);
  adsOrigin = await listen(adsApp);
  adServer = await startVideoAdServer({ base: `${adsOrigin}${FIXTURE_PATH}`, mediaUrl: `${adsOrigin}/_neutron/media/ad.mp4` });
  // Another site (another origin: another port) that frames the player page.
  framer = createServer((request, response) => {
    const slug = new URL(request.url ?? '/', 'http://framer.invalid').searchParams.get('slug') ?? '';
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><title>Framer</title><iframe width="640" height="420" src="${plainOrigin}/a/video-player/${slug}/"></iframe>`);
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  framerOrigin = `http://127.0.0.1:${(framer.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([plainApp?.close(), adsApp?.close(), adServer?.close(), new Promise((resolve) => framer?.close(resolve))]);
});

interface Opened {
  page: Page;
  /** Every URL the page asked for, in order. */
  requests: string[];
  /** `neutron:track` details the page dispatched. */
  tracked(): Promise<Record<string, unknown>[]>;
}

/** Opens `path` in a fresh context: chromium without native HLS (as Firefox and older
 *  Chrome), so HLS plays through hls.js; with every consent granted unless told. */
async function open(origin: string, pathAndHash: string, options: { consent?: boolean; native?: boolean; hydrated?: boolean; width?: number } = {}): Promise<Opened> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
  if (options.consent !== false) await context.addCookies([{ name: 'neutron_consent', value: CONSENT_ALL, url: origin }]);
  if (options.native !== true) {
    await context.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
  }
  await context.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __videoTrack: unknown[] }).__videoTrack = seen;
    window.addEventListener('neutron:track', (event) => seen.push((event as CustomEvent).detail));
  });
  // The page reaches the ad server under the site, as it would the ads plugin's.
  await context.route(`**${FIXTURE_PATH}/**`, async (route) => {
    const url = new URL(route.request().url());
    const answer = await fetch(`${adServer.origin}${url.pathname}${url.search}`);
    await route.fulfill({ status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? 'text/plain' }, body: Buffer.from(await answer.arrayBuffer()) });
  });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(origin + pathAndHash);
  if (options.hydrated !== false) await page.waitForSelector('html[data-neutron-ready="true"]');
  return { page, requests, tracked: () => page.evaluate(() => (window as unknown as { __videoTrack: Record<string, unknown>[] }).__videoTrack) };
}

const currentTime = (target: Page | Frame) => target.evaluate(() => document.querySelector<HTMLVideoElement>('.video-player video')?.currentTime ?? 0);

async function expectContentPlays(target: Page | Frame): Promise<void> {
  await target.waitForSelector('.video-player[data-via][data-content-type="ct"]', { timeout: 15_000 });
  await expect.poll(() => currentTime(target), { timeout: 15_000 }).toBeGreaterThan(1);
}

const vastRequests = () => adServer.requests.filter((url) => url.pathname.endsWith('/vast'));

describe('the video page', () => {
  it('plays through hls.js, fetched only after the reader starts playback, with captions and the transcript', async () => {
    const { page, requests, tracked } = await open(plainOrigin, VIDEO);
    // The page is interactive and idle, and nothing of the player has been fetched.
    await page.waitForTimeout(1500);
    expect(requests.filter((url) => /hls\.light|\/player-[^/]*\.js/.test(url))).toEqual([]);
    const before = requests.length;
    // From the keyboard: the Play button goes, and focus moves to the player, not the page body.
    await page.focus('.video-start');
    await page.keyboard.press('Enter');
    await expectContentPlays(page);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('VIDEO');
    expect(await page.getAttribute('.video-player', 'data-via')).toBe('hls.js');
    const hlsAt = requests.findIndex((url) => /hls\.light[^/]*\.js$/.test(url));
    expect(hlsAt).toBeGreaterThanOrEqual(before);
    expect(requests.some((url) => url.endsWith('/_neutron/media/hls/master.m3u8'))).toBe(true);
    expect(requests.some((url) => /\/_neutron\/media\/hls\/(180|360)p\/segment-\d\.m4s$/.test(url))).toBe(true);

    // Captions: a captions track whose cues come from the content API's webvtt.
    expect(await page.getAttribute('.video-player track', 'kind')).toBe('captions');
    await expect
      .poll(() => page.evaluate(() => [...(document.querySelector('video')?.textTracks[0]?.cues ?? [])].map((cue) => (cue as VTTCue).text)))
      .toEqual(['Hi, I am Ana.']);
    expect(await page.textContent('.video-page__transcript')).toContain('Hi, I am Ana. I have used the Pixel 9 Pro for a month. Here is what I found.');

    // Tracking: the Chartbeat-style states reach the tracking plugin's window event.
    const events = await tracked();
    expect(events).toContainEqual(expect.objectContaining({ event: 'video-state', playState: 'PLAYED', playerState: 1, state: 's2', autoplayType: 'man', contentType: 'ct' }));
    expect(events[0]).toMatchObject({ playState: 'UNPLAYED', state: 's1' });
    await page.evaluate(() => document.querySelector('video')?.pause());
    await expect.poll(async () => (await tracked()).at(-1)).toMatchObject({ playState: 'STOPPED', playerState: 2, state: 's3' });
    await page.context().close();
  });

  it('docks the playing video in a mini-player on desktop once the reader scrolls past it', async () => {
    const { page } = await open(plainOrigin, VIDEO);
    await page.click('.video-start');
    await expectContentPlays(page);
    await page.evaluate(() => document.querySelector('.video-player')?.setAttribute('data-loop', String((document.querySelector('video') as HTMLVideoElement).loop = true)));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForSelector('.video-player.video-player--sticky');
    const box = await page.locator('.video-player').boundingBox();
    expect(box && box.y > 0 && box.y + box.height <= 800).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForSelector('.video-player:not(.video-player--sticky)');
    await page.context().close();
  });

  it('shows the poster with a retry when the manifest is broken, and the retry plays', async () => {
    const { page } = await open(plainOrigin, VIDEO);
    await page.context().route('**/_neutron/media/hls/master.m3u8', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.click('.video-start');
    await page.waitForSelector('.video-player__retry', { state: 'visible', timeout: 15_000 });
    expect(await page.textContent('.video-player__failure')).toContain('This video could not be played.');
    expect(await page.getAttribute('.video-player__failure-poster', 'src')).toMatch(/^\/a\/img\//);
    await page.context().unroute('**/_neutron/media/hls/master.m3u8');
    await page.click('.video-player__retry');
    await expectContentPlays(page);
    await page.context().close();
  });
});

describe('the embeddable player', () => {
  it('plays inside an iframe of another origin', async () => {
    // The framing page is not a Neutron page: nothing there hydrates.
    const { page } = await open(framerOrigin, '/?slug=pixel-9-pro-review-video', { hydrated: false });
    await page.waitForSelector('iframe');
    const playerFrame = () => page.frames().find((entry) => entry.url().startsWith(`${plainOrigin}/a/video-player/`));
    await expect.poll(() => playerFrame() !== undefined).toBe(true);
    const frame = playerFrame();
    if (!frame) throw new Error('the player page did not load in the frame');
    await frame.waitForSelector('html[data-neutron-ready="true"]');
    await frame.click('.video-start');
    await expectContentPlays(frame);
    expect(await frame.textContent('.video-transcript')).toContain('Hi, I am Ana.');
    await page.context().close();
  });
});

describe('videos in article bodies', () => {
  it('autoplays the first body video muted, after its pre-roll, and plays a playlist one video after the other', async () => {
    const { page, tracked } = await open(adsOrigin, `/tech/computing/${EMBED_ARTICLE}/`);
    const first = page.locator('figure.video .video-player');
    await first.locator('video').waitFor();
    await expect.poll(() => first.getAttribute('data-content-type'), { timeout: 20_000 }).toBe('ct');
    await expect.poll(() => first.evaluate((node) => (node.querySelector('video') as HTMLVideoElement).currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await first.evaluate((node) => (node.querySelector('video') as HTMLVideoElement).muted)).toBe(true);
    expect((await tracked()).find((event) => event.contentType === 'ct')).toMatchObject({ autoplayType: 'auto' });
    // The transcript below the embedded player.
    expect(await page.textContent('figure.video + .video-transcript')).toContain('Hi, I am Ana.');

    // The playlist: the first video, then (when it ends) the next, as a continuation.
    await page.click('.video-playlist > .video-start');
    const list = page.locator('.video-playlist .video-player');
    await expect.poll(() => list.getAttribute('data-via'), { timeout: 20_000 }).toBe('hls.js');
    await expect.poll(async () => (await tracked()).some((event) => event.videoId !== undefined && event.autoplayType === 'man' && event.state === 's2'), { timeout: 20_000 }).toBe(true);
    await list.evaluate((node) => {
      const video = node.querySelector('video') as HTMLVideoElement;
      video.currentTime = Math.max(0, video.duration - 0.3);
    });
    await expect.poll(async () => (await tracked()).some((event) => event.autoplayType === 'cont'), { timeout: 20_000 }).toBe(true);
    await page.context().close();
  });
});

describe('video ads', () => {
  it('plays the pre-roll before the content, with impression and quartile pings and the companion', async () => {
    const asked = adServer.requests.length;
    const { page, tracked } = await open(adsOrigin, VIDEO);
    await page.click('.video-start');
    await page.waitForSelector('.video-player[data-content-type="ad"]', { timeout: 15_000 });
    expect(await page.evaluate(() => document.querySelector('video')?.currentSrc)).toBe(`${adsOrigin}/_neutron/media/ad.mp4`);
    await page.waitForSelector('.video-ad__companion');
    expect(await page.getAttribute('.video-ad__companion', 'width')).toBe('300');
    await page.waitForSelector('.video-player[data-ad-result="completed"]', { timeout: 20_000 });
    await expectContentPlays(page);

    expect(await page.evaluate(() => document.querySelector('.video-player')!.getBoundingClientRect().width)).toBeGreaterThanOrEqual(640);
    const request = vastRequests().at(-1);
    expect(request?.searchParams.get('sz')).toBe('640x480');
    expect(request?.searchParams.get('output')).toBe('xml_vmap1');
    expect(request?.searchParams.get('ciu_szs')).toBe('300x60');
    expect(request?.searchParams.get('iu')).toBe('/neutron/video');
    const targeting = new URLSearchParams(request?.searchParams.get('cust_params') ?? '');
    expect(targeting.get('pageType')).toBe('video_page');
    expect(targeting.get('section')).toBe('videos');
    const pings = adServer.requests.slice(asked).filter((url) => url.pathname.endsWith('/track')).map((url) => url.searchParams.get('e'));
    expect(pings).toEqual(expect.arrayContaining(['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']));
    expect(pings).not.toContain('skip');
    const events = await tracked();
    const adAt = events.findIndex((event) => event.contentType === 'ad');
    const contentAt = events.findIndex((event) => event.contentType === 'ct' && event.playState === 'PLAYED');
    expect(adAt).toBeGreaterThanOrEqual(0);
    expect(contentAt).toBeGreaterThan(adAt);
    await page.context().close();
  });

  it('asks for the 300x300 media ad size from a player narrower than 640 px (a phone)', async () => {
    const { page } = await open(adsOrigin, VIDEO, { width: 360 });
    await page.click('.video-start');
    await page.waitForSelector('.video-player[data-content-type="ad"]', { timeout: 15_000 });
    expect(await page.evaluate(() => document.querySelector('.video-player')!.getBoundingClientRect().width)).toBeLessThan(640);
    const request = vastRequests().at(-1);
    expect(request?.searchParams.get('sz')).toBe('300x300');
    expect(request?.searchParams.get('output')).toBe('xml_vmap1');
    expect(request?.searchParams.get('ciu_szs')).toBe('300x60');
    await page.context().close();
  });

  it('on the shipped sites, the ads plugin answers with its house pre-roll before the content', async () => {
    const { page } = await open(plainOrigin, VIDEO);
    await page.click('.video-start');
    await page.waitForSelector('.video-player[data-content-type="ad"]', { timeout: 15_000 });
    expect(new URL(await page.evaluate(() => document.querySelector('video')?.currentSrc ?? '')).pathname).toMatch(/^\/_neutron\/ads\//);
    await page.waitForSelector('.video-player[data-ad-result="completed"], .video-player[data-ad-result="skipped"]', { timeout: 20_000 });
    await expectContentPlays(page);
    await page.context().close();
  });

  it('lets the reader skip the pre-roll after its skip offset', async () => {
    const asked = adServer.requests.length;
    const { page } = await open(adsOrigin, VIDEO);
    await page.click('.video-start');
    await page.click('.video-ad__skip', { timeout: 15_000 });
    await page.waitForSelector('.video-player[data-ad-result="skipped"]');
    await expectContentPlays(page);
    const pings = adServer.requests.slice(asked).map((url) => url.searchParams.get('e'));
    expect(pings).toContain('skip');
    expect(pings).not.toContain('complete');
    await page.context().close();
  });

  it.each([
    ['adSuppress=all', `${VIDEO}?adSuppress=all`, true],
    ['a video with suppressAds', '/videos/how-to-clean-your-laptop/', true],
    ['no targeting consent', VIDEO, false],
  ])('skips the ad for %s', async (_name, pathAndQuery, consent) => {
    const asked = vastRequests().length;
    const { page, tracked } = await open(adsOrigin, pathAndQuery, { consent });
    await page.click('.video-start');
    await expectContentPlays(page);
    expect(vastRequests().length).toBe(asked);
    expect((await tracked()).some((event) => event.contentType === 'ad')).toBe(false);
    await page.context().close();
  });

  it('plays the ad without consent inside an AMP iframe (#amp=1)', async () => {
    const asked = vastRequests().length;
    const { page } = await open(adsOrigin, `${VIDEO}#amp=1`, { consent: false });
    await page.click('.video-start');
    await page.waitForSelector('.video-player[data-content-type="ad"]', { timeout: 15_000 });
    expect(vastRequests().length).toBe(asked + 1);
    await page.context().close();
  });
});
