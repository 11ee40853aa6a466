// The pre-roll: the VMAP answer's pre-roll ad break (timeOffset "start") holds inline VAST
// or a VAST tag URI; @dailymotion/vast-client parses the VAST and sends the impression,
// quartile, skip and complete pings while the linear creative plays in the player's own
// video element. Skippable where the VAST gives a skipoffset. Any failure skips the ad.
import { VASTClient, VASTParser, VASTTracker } from '@dailymotion/vast-client';

interface MediaFile {
  fileURL: string | null;
  mimeType: string | null;
}
interface LinearCreative {
  type: 'linear';
  mediaFiles: MediaFile[];
  skipDelay: number | null;
}
interface CompanionCreative {
  type: 'companion';
  variations: { width: string; height: string; staticResources: { url: string }[]; companionClickThroughURLTemplate?: string | null }[];
}
interface VastAd {
  creatives: (LinearCreative | CompanionCreative | { type: string })[];
}

export interface Preroll {
  ad: VastAd;
  creative: LinearCreative;
  mediaUrl: string;
  companion?: { url: string; width: number; height: number };
}

/** The first element named `name` in any namespace. */
const first = (root: Document | Element, name: string) => root.getElementsByTagNameNS('*', name)[0] ?? root.getElementsByTagName(name)[0];

/** The pre-roll of a VMAP document, or undefined when it has none (an empty VMAP). */
export async function findPreroll(vmapUrl: string): Promise<Preroll | undefined> {
  const response = await fetch(vmapUrl, { credentials: 'omit' });
  if (!response.ok) throw new Error(`video ad request answered ${response.status}`);
  const vmap = new DOMParser().parseFromString(await response.text(), 'application/xml');
  if (first(vmap, 'parsererror')) throw new Error('video ad answer is not XML');
  const breaks = [...vmap.getElementsByTagNameNS('*', 'AdBreak')];
  const preroll = breaks.find((entry) => entry.getAttribute('timeOffset') === 'start');
  if (!preroll) return undefined;
  const inline = first(preroll, 'VASTAdData');
  const vastElement = inline ? first(inline, 'VAST') : undefined;
  let response_: { ads: VastAd[] };
  if (vastElement) {
    const vast = document.implementation.createDocument(null, null);
    vast.appendChild(vast.importNode(vastElement, true));
    response_ = (await new VASTParser().parseVAST(vast)) as { ads: VastAd[] };
  } else {
    const uri = first(preroll, 'AdTagURI')?.textContent?.trim();
    if (!uri) return undefined;
    response_ = (await new VASTClient().get(new URL(uri, vmapUrl).toString())) as { ads: VastAd[] };
  }
  for (const ad of response_.ads) {
    const creative = ad.creatives.find((entry): entry is LinearCreative => entry.type === 'linear');
    const media = creative?.mediaFiles.find((file) => file.fileURL && /mp4/i.test(file.mimeType ?? ''));
    if (!creative || !media?.fileURL) continue;
    const companionCreative = ad.creatives.find((entry): entry is CompanionCreative => entry.type === 'companion');
    const variation = companionCreative?.variations.find((entry) => entry.staticResources.length > 0);
    const companionUrl = variation?.staticResources[0]?.url;
    return {
      ad,
      creative,
      mediaUrl: media.fileURL,
      ...(variation && companionUrl ? { companion: { url: companionUrl, width: Number(variation.width), height: Number(variation.height) } } : {}),
    };
  }
  return undefined;
}

export interface PrerollView {
  video: HTMLVideoElement;
  /** Where the skip button and the companion go. */
  overlay: HTMLElement;
  onStart(): void;
}

/** Plays the pre-roll in the player's video element; resolves when it ended or was skipped. */
export function playPreroll(preroll: Preroll, view: PrerollView): Promise<'completed' | 'skipped' | 'failed'> {
  const { video, overlay } = view;
  const tracker = new VASTTracker(null as unknown as VASTClient, preroll.ad as never, preroll.creative as never);
  const label = document.createElement('span');
  label.className = 'video-ad__label';
  label.textContent = 'Ad';
  const skip = document.createElement('button');
  skip.type = 'button';
  skip.className = 'video-ad__skip';
  skip.textContent = 'Skip ad';
  skip.hidden = true;
  overlay.replaceChildren(label, skip);
  if (preroll.companion) {
    const companion = document.createElement('img');
    companion.className = 'video-ad__companion';
    companion.src = preroll.companion.url;
    companion.width = preroll.companion.width;
    companion.height = preroll.companion.height;
    companion.alt = 'Advertisement';
    overlay.append(companion);
  }
  overlay.hidden = false;
  return new Promise((resolve) => {
    let started = false;
    const finish = (how: 'completed' | 'skipped' | 'failed') => {
      video.removeEventListener('timeupdate', progress);
      video.removeEventListener('ended', ended);
      video.removeEventListener('error', failed);
      video.removeEventListener('playing', playing);
      overlay.hidden = true;
      overlay.replaceChildren();
      video.removeAttribute('src');
      resolve(how);
    };
    const playing = () => {
      if (started) return;
      started = true;
      tracker.trackImpression();
      view.onStart();
    };
    const progress = () => {
      tracker.setProgress(video.currentTime);
      const delay = preroll.creative.skipDelay;
      if (delay !== null && delay >= 0 && video.currentTime >= delay) skip.hidden = false;
    };
    const ended = () => {
      tracker.complete();
      finish('completed');
    };
    const failed = () => {
      tracker.error({ ERRORCODE: 405 });
      finish('failed');
    };
    skip.addEventListener('click', () => {
      tracker.skip();
      finish('skipped');
    });
    video.addEventListener('playing', playing);
    video.addEventListener('timeupdate', progress);
    video.addEventListener('ended', ended);
    video.addEventListener('error', failed);
    video.src = preroll.mediaUrl;
    video.play().catch(() => failed());
  });
}
