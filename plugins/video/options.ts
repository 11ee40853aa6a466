// Options of the video plugin under `plugins: video:` in a site config.
import { type Static, Type } from '@sinclair/typebox';
import { DEFAULT_VIDEO_AD_UNIT } from './constants.ts';

const Strict = { additionalProperties: false } as const;
/** A path of this site, or an https URL. */
const VastUrl = Type.String({ pattern: '^(/[A-Za-z0-9_][A-Za-z0-9._~/-]*|https://[^\\s/]+(/[^\\s]*)?)$', maxLength: 500, errorMessage: "must be a path on the site ('/', a letter, digit or '_', then letters, digits, '.', '_', '~', '/' or '-') or an https:// URL without spaces, at most 500 characters (/ads/vast.xml)" });

export const VideoOptions = Type.Object(
  {
    /** Off: players stay posters and the browser logs 'video is disabled'. */
    enabled: Type.Boolean({ default: true }),
    /** Page keys (route meta `page`) whose video starts by itself, muted. Articles with
     *  `suppressAutoplay` never autoplay. */
    autoplay: Type.Array(Type.String({ pattern: '^[a-z][a-z0-9-]*$', maxLength: 60, errorMessage: "must be a page key: a lowercase letter, then up to 59 lowercase letters, digits or '-' (article)" }), { default: [] }),
    /** The first video of an article body starts by itself, muted, unless the article
     *  has `suppressAutoplay` (spec 000 §6). */
    autoplayInBodies: Type.Boolean({ default: false }),
    /** The mini-player on desktop when the reader scrolls past a playing video. */
    sticky: Type.Boolean({ default: true }),
    ads: Type.Object(
      {
        /** The VMAP/VAST endpoint; without it there are no video ads. */
        vastUrl: Type.Optional(VastUrl),
        /** The ad unit of the request (`iu`). */
        adUnit: Type.String({ minLength: 1, maxLength: 200, default: DEFAULT_VIDEO_AD_UNIT }),
      },
      { ...Strict, default: {} },
    ),
    /** The folder of sample media the embedded service serves under /_neutron/media/,
     *  relative to the project root; empty serves none. */
    media: Type.String({ maxLength: 300, default: 'examples/media' }),
  },
  Strict,
);
export type VideoOptions = Static<typeof VideoOptions>;
