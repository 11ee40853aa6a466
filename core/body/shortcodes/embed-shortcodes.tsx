// Third-party embeds (youtube, vimeo, twitter, facebook, instagram, reddit, flickr,
// imgur, soundcloud, scribd, podcast, google-maps, iframe, livestream): each resolves
// its attributes to a provider URL it can vouch for, then renders a placeholder. Each
// provider names the frame origins its URLs can have, so whoever turns placeholders into
// iframes can allow exactly those in the Content-Security-Policy (EMBED_FRAME_SOURCES);
// the embeds whose host the content picks (iframe, podcast, livestream) must be on the
// brand's `body.iframeHosts`, which the policy allows already.
import { hostMatches, httpsUrl } from '../safe-url.ts';
import { textContent } from '../text-content.ts';
import type { BodyContext, ShortcodeNode } from '../types.ts';
import { type ConsentCategory, EmbedPlaceholder } from './EmbedPlaceholder.tsx';
import { field, type ShortcodeRenderer, skip, text } from './shortcode-data.ts';

interface Resolved {
  src: string;
  link: string;
}

interface EmbedSpec {
  label: string;
  category: ConsentCategory;
  /** CSP sources covering every src `resolve` can produce (none: `body.iframeHosts`). */
  frame: readonly string[];
  resolve(node: ShortcodeNode, ctx: BodyContext): Resolved | string;
}

const enc = encodeURIComponent;

/** The shortcode's `url` when it is https on one of `hosts`. */
function urlOn(node: ShortcodeNode, hosts: readonly string[]): URL | undefined {
  const url = httpsUrl(field(node, 'url'));
  return url !== undefined && hostMatches(url.hostname.toLowerCase(), hosts) ? url : undefined;
}

function idFrom(node: ShortcodeNode, pattern: RegExp, fromUrl?: (url: URL) => string | undefined, hosts: readonly string[] = []): string | undefined {
  const id = field(node, 'id');
  if (id !== undefined) return pattern.test(id) ? id : undefined;
  const url = urlOn(node, hosts);
  const candidate = url && fromUrl ? fromUrl(url) : undefined;
  return candidate !== undefined && pattern.test(candidate) ? candidate : undefined;
}

/** Content picks these hosts: only the brand's `body.iframeHosts` (and their subdomains). */
function onIframeHost(url: URL, ctx: BodyContext): boolean {
  return hostMatches(url.hostname.toLowerCase(), ctx.config.iframeHosts);
}

const SPECS: Record<string, EmbedSpec> = {
  youtube: {
    label: 'YouTube video',
    category: 'social',
    frame: ['https://www.youtube-nocookie.com'],
    resolve(node) {
      const id = idFrom(
        node,
        /^[A-Za-z0-9_-]{11}$/,
        (url) => (url.hostname.endsWith('youtu.be') ? url.pathname.slice(1) : (url.searchParams.get('v') ?? url.pathname.split('/').pop())),
        ['youtube.com', 'youtu.be'],
      );
      if (id === undefined) return 'needs an 11-character video id';
      return { src: `https://www.youtube-nocookie.com/embed/${id}`, link: `https://www.youtube.com/watch?v=${id}` };
    },
  },
  vimeo: {
    label: 'Vimeo video',
    category: 'social',
    frame: ['https://player.vimeo.com'],
    resolve(node) {
      const id = idFrom(node, /^\d{1,12}$/, (url) => url.pathname.split('/').filter(Boolean).pop(), ['vimeo.com']);
      if (id === undefined) return 'needs a numeric video id';
      return { src: `https://player.vimeo.com/video/${id}`, link: `https://vimeo.com/${id}` };
    },
  },
  twitter: {
    label: 'Post on X',
    category: 'social',
    frame: ['https://platform.twitter.com'],
    resolve(node) {
      const id = idFrom(node, /^\d{1,25}$/, (url) => /\/status(?:es)?\/(\d+)/.exec(url.pathname)?.[1], ['twitter.com', 'x.com']);
      if (id === undefined) return 'needs a status id or a twitter.com/x.com status url';
      return { src: `https://platform.twitter.com/embed/Tweet.html?id=${id}`, link: `https://twitter.com/i/status/${id}` };
    },
  },
  facebook: {
    label: 'Facebook post',
    category: 'social',
    frame: ['https://www.facebook.com'],
    resolve(node) {
      const url = urlOn(node, ['facebook.com', 'fb.watch']);
      if (url === undefined) return 'needs an https facebook.com url';
      return { src: `https://www.facebook.com/plugins/post.php?href=${enc(url.href)}`, link: url.href };
    },
  },
  instagram: {
    label: 'Instagram post',
    category: 'social',
    frame: ['https://www.instagram.com'],
    resolve(node) {
      const id = idFrom(node, /^[A-Za-z0-9_-]{5,40}$/, (url) => /^\/(?:p|reel|tv)\/([^/]+)/.exec(url.pathname)?.[1], ['instagram.com']);
      if (id === undefined) return 'needs a post id or an instagram.com post url';
      return { src: `https://www.instagram.com/p/${id}/embed`, link: `https://www.instagram.com/p/${id}/` };
    },
  },
  reddit: {
    label: 'Reddit post',
    category: 'social',
    frame: ['https://embed.reddit.com'],
    resolve(node) {
      const url = urlOn(node, ['reddit.com']);
      if (url === undefined) return 'needs an https reddit.com url';
      return { src: `https://embed.reddit.com${url.pathname}`, link: url.href };
    },
  },
  flickr: {
    label: 'Flickr photo',
    category: 'social',
    frame: ['https://flickr.com', 'https://*.flickr.com', 'https://flic.kr', 'https://*.flic.kr'],
    resolve(node) {
      const url = urlOn(node, ['flickr.com', 'flic.kr']);
      if (url === undefined) return 'needs an https flickr.com url';
      return { src: url.href, link: url.href };
    },
  },
  imgur: {
    label: 'Imgur post',
    category: 'social',
    frame: ['https://imgur.com'],
    resolve(node) {
      const id = idFrom(node, /^[A-Za-z0-9]{5,12}$/, (url) => url.pathname.split('/').filter(Boolean).pop(), ['imgur.com']);
      if (id === undefined) return 'needs an imgur id or url';
      return { src: `https://imgur.com/${id}/embed`, link: `https://imgur.com/${id}` };
    },
  },
  soundcloud: {
    label: 'SoundCloud audio',
    category: 'social',
    frame: ['https://w.soundcloud.com'],
    resolve(node) {
      const url = urlOn(node, ['soundcloud.com']);
      if (url === undefined) return 'needs an https soundcloud.com url';
      return { src: `https://w.soundcloud.com/player/?url=${enc(url.href)}`, link: url.href };
    },
  },
  scribd: {
    label: 'Scribd document',
    category: 'functional',
    frame: ['https://www.scribd.com'],
    resolve(node) {
      const id = idFrom(node, /^\d{1,15}$/, (url) => /\/(?:document|doc|embeds)\/(\d+)/.exec(url.pathname)?.[1], ['scribd.com']);
      if (id === undefined) return 'needs a numeric document id';
      return { src: `https://www.scribd.com/embeds/${id}/content`, link: `https://www.scribd.com/document/${id}` };
    },
  },
  podcast: {
    label: 'Podcast episode',
    category: 'functional',
    frame: [],
    resolve(node, ctx) {
      const url = httpsUrl(field(node, 'url'));
      if (url === undefined) return 'needs an https player url';
      if (!onIframeHost(url, ctx)) return `host ${url.hostname} is not an allow-listed iframe host`;
      return { src: url.href, link: httpsUrl(field(node, 'link'))?.href ?? url.href };
    },
  },
  'google-maps': {
    label: 'Map',
    category: 'functional',
    frame: ['https://maps.google.com'],
    resolve(node) {
      const query = field(node, 'q') ?? field(node, 'place') ?? field(node, 'address');
      if (query === undefined) return 'needs a q (place) attribute';
      return {
        src: `https://maps.google.com/maps?q=${enc(query)}&output=embed`,
        link: `https://www.google.com/maps/search/?api=1&query=${enc(query)}`,
      };
    },
  },
  iframe: {
    label: 'Embedded content',
    category: 'functional',
    frame: [],
    resolve(node, ctx) {
      const url = httpsUrl(field(node, 'src') ?? field(node, 'url'));
      if (url === undefined) return 'needs an https src';
      if (!onIframeHost(url, ctx)) return `host ${url.hostname} is not an allow-listed iframe host`;
      return { src: url.href, link: url.href };
    },
  },
  livestream: {
    label: 'Live stream',
    category: 'functional',
    frame: [],
    resolve(node, ctx) {
      const url = httpsUrl(field(node, 'url') ?? field(node, 'src'));
      if (url === undefined) return 'needs an https stream url';
      if (!onIframeHost(url, ctx)) return `host ${url.hostname} is not an allow-listed iframe host`;
      return { src: url.href, link: url.href };
    },
  },
};

function embedRenderer(provider: string, spec: EmbedSpec): ShortcodeRenderer {
  return (node, ctx) => {
    const resolved = spec.resolve(node, ctx);
    if (typeof resolved === 'string') return skip(node, ctx, resolved);
    const title = field(node, 'title') ?? text(textContent(node.children), 200) ?? spec.label;
    const thumbnail = httpsUrl(field(node, 'thumbnail'))?.href;
    return <EmbedPlaceholder provider={provider} src={resolved.src} link={resolved.link} title={title} category={spec.category} thumbnail={thumbnail} />;
  };
}

export const embedShortcodes: Record<string, ShortcodeRenderer> = Object.fromEntries(
  Object.entries(SPECS).map(([provider, spec]) => [provider, embedRenderer(provider, spec)]),
);

/** Frame origins of the embeds whose host is fixed by the provider, as CSP sources; the
 *  others may only use the brand's `body.iframeHosts`. */
export const EMBED_FRAME_SOURCES: readonly string[] = Object.freeze([...new Set(Object.values(SPECS).flatMap((spec) => spec.frame))]);
