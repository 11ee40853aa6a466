// The video plugin on the real app: the embeddable player page (by slug or id, framable
// while every other page refuses framing), the VideoObject's embedUrl, the media service,
// what video pages tell the browser, body autoplay, and the options check.
import { describe, expect, it } from 'vitest';
import { testPlugin } from '../../../core/index.ts';
import videoPlugin from '../../../plugins/video/index.ts';
import { useTestApp } from '../../helpers/project.ts';

const app = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

function pageData(body: string): { page: { props: Record<string, unknown>; plugins: Record<string, unknown>; content?: { id: string } } } {
  return JSON.parse(body) as never;
}

describe('the embeddable player page', () => {
  it('serves the player alone with framing allowed, while other pages refuse framing', async () => {
    const player = await get('/a/video-player/pixel-9-pro-review-video/');
    expect(player.statusCode).toBe(200);
    expect(player.headers['x-frame-options']).toBeUndefined();
    expect(String(player.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(player.body).toContain('data-video-player="pixel-9-pro-review-video"');
    expect(player.body).toContain('Hi, I am Ana. I have used the Pixel 9 Pro for a month. Here is what I found.');
    expect(player.body).not.toContain('class="site-header');

    for (const url of ['/videos/pixel-9-pro-review-video/', '/', '/a/video-player/no-such-video/']) {
      const other = await get(url);
      expect(other.headers['x-frame-options']).toBe('DENY');
      expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('gives the player the chosen file, the webvtt captions and the transcript', async () => {
    const answer = await get('/_neutron/data/a/video-player/pixel-9-pro-review-video/');
    expect(answer.statusCode).toBe(200);
    expect(pageData(answer.body).page.props.config).toMatchObject({
      slug: 'pixel-9-pro-review-video',
      source: { kind: 'hls', url: '/_neutron/media/hls/master.m3u8' },
      mp4: '/_neutron/media/sample.mp4',
      captions: 'WEBVTT\n\n00:00.000 --> 00:04.000\nHi, I am Ana.',
      transcript: 'Hi, I am Ana. I have used the Pixel 9 Pro for a month. Here is what I found.',
      suppressAds: false,
    });
  });

  it('finds the video by its id too, on both brands, and answers 404 for anything else', async () => {
    const id = pageData((await get('/_neutron/data/a/video-player/pixel-9-pro-review-video/')).body).page.content?.id ?? '';
    expect(id).not.toBe('');
    const byId = await get(`/a/video-player/${id}/`);
    expect(byId.statusCode).toBe(200);
    expect(byId.body).toContain('data-video-player="pixel-9-pro-review-video"');
    expect((await get('/roadshow/a/video-player/voltline-ev6-first-drive/')).statusCode).toBe(200);
    expect((await get('/a/video-player/no-such-video/')).statusCode).toBe(404);
    expect((await get('/a/video-player/%2e%2e/')).statusCode).toBe(404);
    // An article is not a video.
    expect((await get('/a/video-player/smarter-home-security-sponsored/')).statusCode).toBe(404);
  });
});

describe('video pages', () => {
  it('point the VideoObject embedUrl at the player page', async () => {
    const { head } = JSON.parse((await get('/_neutron/data/videos/pixel-9-pro-review-video/')).body) as { head: { attrs: Record<string, string>; children?: string }[] };
    const ld = head.filter((tag) => tag.attrs.type === 'application/ld+json').map((tag) => JSON.parse(tag.children ?? '{}') as Record<string, unknown>);
    const video = ld.find((entry) => entry['@type'] === 'VideoObject');
    expect((await get('/videos/pixel-9-pro-review-video/')).body).toContain('/a/video-player/pixel-9-pro-review-video/');
    expect(video?.embedUrl).toBe('http://localhost:3000/a/video-player/pixel-9-pro-review-video/');
  });

  it('tell the browser the slug, the player path and the video ad request of the ads plugin', async () => {
    const data = pageData((await get('/_neutron/data/roadshow/videos/voltline-ev6-first-drive/')).body);
    expect(data.page.plugins.video).toMatchObject({
      enabled: true,
      autoplay: false,
      sticky: true,
      playerPath: '/roadshow/a/video-player/',
      slug: 'voltline-ev6-first-drive',
      ads: { vastUrl: '/_neutron/ads/vast', adUnit: '/neutron/video', targeting: { pageType: 'video_page', section: 'videos' }, adSuppress: null },
    });
  });
});

describe('the media service', () => {
  it('serves the sample HLS, mp4 and captions with their types, with byte ranges', async () => {
    const master = await get('/_neutron/media/hls/master.m3u8');
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain('#EXT-X-STREAM-INF:BANDWIDTH=510400');
    const segment = await get('/_neutron/media/hls/360p/segment-0.m4s');
    expect(segment.headers['content-type']).toBe('video/iso.segment');
    const range = await get('/_neutron/media/sample.mp4', { range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');
    expect(range.rawPayload.length).toBe(100);
    expect((await get('/_neutron/media/sample.vtt')).body).toMatch(/^WEBVTT/);
  });

  it('serves nothing else', async () => {
    expect((await get('/_neutron/media/make-media.sh')).statusCode).toBe(404);
    expect((await get('/_neutron/media/../../package.json')).statusCode).toBe(404);
    expect((await get('/_neutron/media/nothing.mp4')).statusCode).toBe(404);
  });
});

describe('video options', () => {
  const body = '<p>Intro.</p><shortcode type="video" id="v1">{"title":"One"}</shortcode><shortcode type="video" id="v2">{"title":"Two"}</shortcode>';

  it('marks the first body video to autoplay unless the article has suppressAutoplay', async () => {
    const site = await testPlugin(videoPlugin, { options: { autoplayInBodies: true } });
    try {
      const marked = site.renderBody(body).html;
      expect(marked).toMatch(/<div class="video-autoplay" data-video-autoplay="muted"><figure class="video" data-embed="video" data-video-id="v1"/);
      expect(marked.match(/data-video-autoplay/g)).toHaveLength(1);
      expect(site.renderBody(body, { content: { suppressAutoplay: true } }).html).not.toContain('data-video-autoplay');
    } finally {
      await site.close();
    }
  });

  it('refuses a VAST URL of the ads plugin on a brand without it', async () => {
    await expect(testPlugin(videoPlugin, { options: { ads: { vastUrl: '/_neutron/ads/vast' } } as never })).rejects.toThrow(
      /sites\/default\.yaml:\d+:\d+: video ads\.vastUrl \/_neutron\/ads\/vast is served by the ads plugin, which site default does not enable: nothing answers it/,
    );
    await expect(testPlugin(videoPlugin, { options: { ads: { vastUrl: 'http://ads.example.com/vast' } } as never })).rejects.toThrow(/sites\/default\.yaml:\d+:\d+/);
  });
});
