// Page components of the listing and fixed pages, loaded lazily per page.
import type { PageLoader } from '../page-registry.ts';

export const listingPages: Record<string, PageLoader> = {
  'front-door': () => import('./FrontDoorPage.tsx').then((m) => m.FrontDoorPage),
  'auto-front-door': () => import('./FrontDoorPage.tsx').then((m) => m.FrontDoorPage),
  door: () => import('./DoorPage.tsx').then((m) => m.DoorPage),
  topic: () => import('./TopicPage.tsx').then((m) => m.TopicPage),
  tag: () => import('./TagPage.tsx').then((m) => m.TagPage),
  collection: () => import('./CollectionPage.tsx').then((m) => m.CollectionPage),
  'author-profile': () => import('./AuthorProfilePage.tsx').then((m) => m.AuthorProfilePage),
  static: () => import('./StaticPage.tsx').then((m) => m.StaticPage),
  landing: () => import('./LandingPage.tsx').then((m) => m.LandingPage),
  sitemaps: () => import('./SitemapsPage.tsx').then((m) => m.SitemapsPage),
};
