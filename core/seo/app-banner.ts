// The smart app banner (spec 000 §5): its tags only when both app ids are configured in the
// site YAML (`appBanner: { iosAppId, androidAppId }`); with one or none, no tag at all.
import type { SiteConfig } from '../config/types.ts';
import type { HeadTag } from '../page-data.ts';

export const IOS_APP_BANNER_META = 'apple-itunes-app';
export const ANDROID_APP_BANNER_META = 'google-play-app';

export function appBannerTags(site: Pick<SiteConfig, 'appBanner'>): HeadTag[] {
  const ids = site.appBanner;
  if (!ids?.iosAppId || !ids.androidAppId) return [];
  return [
    { tag: 'meta', attrs: { name: IOS_APP_BANNER_META, content: `app-id=${ids.iosAppId}` } },
    { tag: 'meta', attrs: { name: ANDROID_APP_BANNER_META, content: `app-id=${ids.androidAppId}` } },
  ];
}
