// VMAP 1.0 with one pre-roll AdBreak holding an inline VAST 3 ad (the video plugin's
// contract): a skippable Linear creative, its mp4, the Impression and quartile tracking
// links, and a companion; an empty VMAP when nothing fills the request.
import type { Creative, LineItem } from './line-items.ts';
import { sizeOf } from './creative-svg.ts';

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character] ?? character);

export const QUARTILE_EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'] as const;

function timecode(seconds: number): string {
  const hh = String(Math.floor(seconds / 3600)).padStart(2, '0');
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.000`;
}

export interface VastAd {
  item: LineItem;
  video: Creative;
  companion?: Creative | undefined;
  /** Site paths (the player resolves them against the page, on this site); tracking and click links are signed. */
  mediaUrl: string;
  impressionUrl: string;
  clickUrl: string;
  eventUrl(event: (typeof QUARTILE_EVENTS)[number]): string;
  companionImageUrl?: string | undefined;
}

const VMAP_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">';

export function emptyVmap(): string {
  return `${VMAP_OPEN}</vmap:VMAP>\n`;
}

export function vmapWithPreroll(ad: VastAd): string {
  const { item, video, companion } = ad;
  const duration = video.duration ?? 4;
  const { width, height } = sizeOf(video.size);
  const tracking = QUARTILE_EVENTS.map((event) => `<Tracking event="${event}">${escapeXml(ad.eventUrl(event))}</Tracking>`).join('');
  const companionXml =
    companion && ad.companionImageUrl
      ? (() => {
          const size = sizeOf(companion.size);
          return `<Creative id="${escapeXml(companion.id)}"><CompanionAds><Companion width="${size.width}" height="${size.height}"><StaticResource creativeType="image/svg+xml">${escapeXml(ad.companionImageUrl)}</StaticResource><CompanionClickThrough>${escapeXml(ad.clickUrl)}</CompanionClickThrough></Companion></CompanionAds></Creative>`;
        })()
      : '';
  const vast =
    `<VAST version="3.0"><Ad id="${escapeXml(item.id)}"><InLine><AdSystem>Neutron</AdSystem><AdTitle>${escapeXml(video.headline)}</AdTitle>` +
    `<Impression>${escapeXml(ad.impressionUrl)}</Impression><Creatives>` +
    `<Creative id="${escapeXml(video.id)}" sequence="1"><Linear skipoffset="00:00:02"><Duration>${timecode(duration)}</Duration>` +
    `<TrackingEvents>${tracking}</TrackingEvents><VideoClicks><ClickThrough>${escapeXml(ad.clickUrl)}</ClickThrough></VideoClicks>` +
    `<MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="${width}" height="${height}" codec="avc1.42E01E, mp4a.40.2">${escapeXml(ad.mediaUrl)}</MediaFile></MediaFiles>` +
    `</Linear></Creative>${companionXml}</Creatives></InLine></Ad></VAST>`;
  return (
    `${VMAP_OPEN}<vmap:AdBreak timeOffset="start" breakType="linear" breakId="preroll">` +
    `<vmap:AdSource id="preroll-ad" allowMultipleAds="false" followRedirects="true"><vmap:VASTAdData>${vast}</vmap:VASTAdData></vmap:AdSource>` +
    '</vmap:AdBreak></vmap:VMAP>\n'
  );
}
