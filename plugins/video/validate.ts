// Checks the video options against the rest of the site: a VAST URL on the embedded ad
// server (/_neutron/ads/) needs the ads plugin on the same brand.
import type { ConfigFinding, PluginValidationInput } from '../../core/index.ts';
import type { VideoOptions } from './options.ts';

export const EMBEDDED_ADS_PATH = '/_neutron/ads/';

export function validateVideo(input: PluginValidationInput<VideoOptions>): ConfigFinding[] {
  return input.sites.flatMap(({ site, source, options }) => {
    const vastUrl = options?.ads.vastUrl;
    const adsEnabled = site.plugins.ads !== undefined && site.plugins.ads !== false;
    if (!vastUrl?.startsWith(EMBEDDED_ADS_PATH) || adsEnabled) return [];
    return [
      source.finding(
        ['plugins', 'video', 'ads', 'vastUrl'],
        `video ads.vastUrl ${vastUrl} is served by the ads plugin, which site ${site.id} does not enable`,
      ),
    ];
  });
}
