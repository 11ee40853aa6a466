// Names and numbers the video plugin's server and browser sides share (spec 001 §9,
// spec 000 §3). Isomorphic and free of runtime dependencies.

export const VIDEO_PLUGIN = 'video';

/** The page key and path segment of the embeddable player: {prefix}a/video-player/{slug}/. */
export const PLAYER_PAGE = 'video-player';
export const PLAYER_PATH_SEGMENT = 'a/video-player';

/** Where the embedded service serves the sample media (examples/media/). */
export const MEDIA_PATH = '/_neutron/media/';

/** spec 001 §9: the video ad request and the media ad. */
export const VIDEO_AD_SIZE = '640x480';
export const VIDEO_AD_OUTPUT = 'xml_vmap1';
export const VIDEO_AD_COMPANION_SIZE = '300x60';
export const MEDIA_AD_SIZE = '300x300';
export const PLAYER_VERSION = '3.2.2';

/** spec 000 §3: a video's ad targeting. */
export const VIDEO_AD_PAGE_TYPE = 'video_page';
export const VIDEO_AD_SECTION = 'videos';

/** spec 001 §2: `adSuppress=all` suppresses video ads. */
export const AD_SUPPRESS_PARAM = 'adSuppress';
export const AD_SUPPRESS_ALL = 'all';

/** The ad unit of video ads when the site names none. */
export const DEFAULT_VIDEO_AD_UNIT = '/neutron/video';
