// spec 001 §5 video ad suppression and §9 video ad request parameters.
import { describe, expect, it } from 'vitest';
import { isAmpIframe, videoAdSize, videoAdSuppression, videoAdUrl } from '../../../plugins/video/ad-request.ts';
import { MEDIA_AD_SIZE, PLAYER_VERSION, VIDEO_AD_PAGE_TYPE, VIDEO_AD_SECTION } from '../../../plugins/video/constants.ts';
import { NO_WINDOW, VIDEO_DISABLED, VIDEO_MANAGER_FAILED } from '../../../plugins/video/errors.ts';

describe('the video ad request', () => {
  it('asks for 640x480 in xml_vmap1 with a 300x60 companion and the page targeting', () => {
    const url = new URL(
      videoAdUrl(
        { vastUrl: '/_neutron/ads/vast', adUnit: '/neutron/video', targeting: { pageType: 'video_page', section: 'videos', videoId: 'a&b' }, correlator: 42, playerWidth: 800 },
        'https://www.example.com/videos/x/',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://www.example.com/_neutron/ads/vast');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      iu: '/neutron/video',
      sz: '640x480',
      output: 'xml_vmap1',
      ciu_szs: '300x60',
      cust_params: 'pageType=video_page&section=videos&videoId=a%26b',
      correlator: '42',
    });
  });

  it('asks a player narrower than 640 px for the 300x300 media ad size, a wider one for 640x480', () => {
    expect(videoAdSize(640)).toBe('640x480');
    expect(videoAdSize(1200)).toBe('640x480');
    expect(videoAdSize(639.5)).toBe('300x300');
    expect(videoAdSize(360)).toBe('300x300');
    const url = new URL(videoAdUrl({ vastUrl: 'https://ads.example.com/vast', adUnit: '/neutron/video', targeting: {}, correlator: 1, playerWidth: 328 }, 'https://www.example.com/'));
    expect(url.searchParams.get('sz')).toBe('300x300');
    expect(url.searchParams.get('ciu_szs')).toBe('300x60');
  });

  it('keeps the spec constants', () => {
    expect([MEDIA_AD_SIZE, PLAYER_VERSION, VIDEO_AD_PAGE_TYPE, VIDEO_AD_SECTION]).toEqual(['300x300', '3.2.2', 'video_page', 'videos']);
    expect([VIDEO_DISABLED, VIDEO_MANAGER_FAILED, NO_WINDOW]).toEqual(['video is disabled', 'UVPJS VideoManager could not be initialized', 'window object not available']);
  });
});

describe('video ad suppression', () => {
  const allowed = { suppressAds: false, adSuppress: null, targetingConsent: true, inAmpIframe: false };
  it('plays ads by default', () => expect(videoAdSuppression(allowed)).toBeUndefined());
  it('is suppressed by the video', () => expect(videoAdSuppression({ ...allowed, suppressAds: true })).toBe('suppressAds'));
  it('is suppressed by adSuppress=all only', () => {
    expect(videoAdSuppression({ ...allowed, adSuppress: 'all' })).toBe('adSuppress');
    expect(videoAdSuppression({ ...allowed, adSuppress: 'some' })).toBeUndefined();
  });
  it('needs targeting consent outside an AMP iframe', () => {
    expect(videoAdSuppression({ ...allowed, targetingConsent: false })).toBe('consent');
    expect(videoAdSuppression({ ...allowed, targetingConsent: false, inAmpIframe: true })).toBeUndefined();
  });
  it('knows an AMP iframe by #amp=1', () => {
    expect(isAmpIframe('#amp=1')).toBe(true);
    expect(isAmpIframe('#foo=2&amp=1')).toBe(true);
    expect(isAmpIframe('#amp=0')).toBe(false);
    expect(isAmpIframe('')).toBe(false);
  });
});
