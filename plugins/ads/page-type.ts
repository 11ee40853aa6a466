// The page type the ad server knows a page by (`ptype`, the bid-caching rules).

/** Ad page types: the page key, in the ad server's words. */
const AD_PAGE_TYPES: Readonly<Record<string, string>> = {
  gallery: 'image_gallery',
  'front-door': 'front_door',
  'auto-front-door': 'front_door',
  video: 'video_page',
};
export const adPageType = (page: string): string => AD_PAGE_TYPES[page] ?? page.replace(/-/g, '_');
