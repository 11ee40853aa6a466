// Checks the video options against the rest of the site: a VAST URL on the embedded ad
// server (`{prefix}_neutron/ads/`) needs the ads plugin on the brand whose path it is,
// which may be another brand than the video's (the auto brand's player may ask the
// default brand's ad server at /_neutron/ads/vast).
import type { ConfigFinding, PluginValidationInput, SiteConfig } from '../../core/index.ts';
import type { VideoOptions } from './options.ts';

/** Where a brand's ads plugin serves the embedded ad server. */
const embeddedAdsPath = (site: SiteConfig) => `${site.prefix}_neutron/ads/`;

const enablesAds = (site: SiteConfig) => site.plugins.ads !== undefined && site.plugins.ads !== false;

export function validateVideo(input: PluginValidationInput<VideoOptions>): ConfigFinding[] {
  const brands = input.sites.map(({ site }) => site);
  return input.sites.flatMap(({ site, source, options }) => {
    const vastUrl = options?.ads.vastUrl;
    if (vastUrl === undefined) return [];
    // The brand whose ad server path the URL is on: the longest prefix wins (/roadshow/ over /).
    const owner = brands.filter((brand) => vastUrl.startsWith(embeddedAdsPath(brand))).sort((a, b) => b.prefix.length - a.prefix.length)[0];
    if (!owner || enablesAds(owner)) return [];
    const whose = owner.id === site.id ? `site ${site.id}` : `brand ${owner.id} (whose path it is)`;
    return [source.finding(['plugins', 'video', 'ads', 'vastUrl'], `video ads.vastUrl ${vastUrl} is served by the ads plugin, which ${whose} does not enable: nothing answers it`)];
  });
}
