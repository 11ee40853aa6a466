import { describe, expect, it } from 'vitest';
import { type PluginSiteConfig, type SiteConfig, YamlSource } from '../../../core/index.ts';
import type { VideoOptions } from '../../../plugins/video/options.ts';
import { validateVideo } from '../../../plugins/video/validate.ts';

/** A brand's site file enabling the plugins named, video with `vastUrl`. */
function brand(id: string, prefix: string, plugins: { ads?: boolean; vastUrl?: string }): PluginSiteConfig<VideoOptions> {
  const text = `id: ${id}\nprefix: ${prefix}\nplugins:\n${plugins.ads ? '  ads: {}\n' : ''}${plugins.vastUrl ? `  video:\n    ads: { vastUrl: ${plugins.vastUrl} }\n` : ''}`;
  const site = { id, prefix, plugins: { ...(plugins.ads ? { ads: {} } : {}), ...(plugins.vastUrl ? { video: {} } : {}) } } as unknown as SiteConfig;
  const options = plugins.vastUrl ? ({ ads: { vastUrl: plugins.vastUrl } } as VideoOptions) : undefined;
  return { site, source: new YamlSource(`sites/${id}.yaml`, text), options };
}

const messages = (sites: PluginSiteConfig<VideoOptions>[]) => validateVideo({ root: '/', app: {} as never, sites }).map((finding) => `${finding.file}:${finding.line}: ${finding.message}`);

describe('the video plugin against the ads plugin', () => {
  it("a VAST URL on a brand's embedded ad server needs the ads plugin on that brand", () => {
    expect(messages([brand('default', '/', { vastUrl: '/_neutron/ads/vast' })])).toEqual([
      'sites/default.yaml:5: video ads.vastUrl /_neutron/ads/vast is served by the ads plugin, which site default does not enable: nothing answers it',
    ]);
    expect(messages([brand('default', '/', { ads: true, vastUrl: '/_neutron/ads/vast' })])).toEqual([]);
  });

  it("another brand's ad server answers for it when that brand enables the ads plugin", () => {
    expect(messages([brand('default', '/', { ads: true }), brand('auto', '/roadshow/', { vastUrl: '/_neutron/ads/vast' })])).toEqual([]);
    expect(messages([brand('default', '/', {}), brand('auto', '/roadshow/', { ads: true, vastUrl: '/_neutron/ads/vast' })])).toEqual([
      'sites/auto.yaml:6: video ads.vastUrl /_neutron/ads/vast is served by the ads plugin, which brand default (whose path it is) does not enable: nothing answers it',
    ]);
  });

  it("the brand's own prefixed path is that brand's, and an off-site URL is nobody's to check", () => {
    expect(messages([brand('default', '/', { ads: true }), brand('auto', '/roadshow/', { vastUrl: '/roadshow/_neutron/ads/vast' })])).toEqual([
      'sites/auto.yaml:5: video ads.vastUrl /roadshow/_neutron/ads/vast is served by the ads plugin, which site auto does not enable: nothing answers it',
    ]);
    expect(messages([brand('auto', '/roadshow/', { vastUrl: 'https://ads.example.com/vast' })])).toEqual([]);
  });
});
