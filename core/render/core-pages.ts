// The core's page components by key (route meta `page`), each a lazy import so the
// browser bundle splits per page; the server preloads them all at boot.
import type { PageLoader } from './page-props.ts';

export const corePages: Readonly<Record<string, PageLoader>> = Object.freeze({
  error: () => import('./pages/ErrorPage.tsx').then((module) => module.ErrorPage),
  generic: () => import('./pages/GenericPage.tsx').then((module) => module.GenericPage),
  // Article-like pages.
  article: () => import('./pages/ArticlePage.tsx').then((module) => module.ArticlePage),
  'live-article': () => import('./pages/LiveArticlePage.tsx').then((module) => module.LiveArticlePage),
  review: () => import('./pages/ReviewPage.tsx').then((module) => module.ReviewPage),
  product: () => import('./pages/ProductPage.tsx').then((module) => module.ProductPage),
  gallery: () => import('./pages/GalleryPage.tsx').then((module) => module.GalleryPage),
  video: () => import('./pages/VideoPage.tsx').then((module) => module.VideoPage),
  // Listing and fixed pages.
  'front-door': () => import('./pages/FrontDoorPage.tsx').then((module) => module.FrontDoorPage),
  'auto-front-door': () => import('./pages/FrontDoorPage.tsx').then((module) => module.FrontDoorPage),
  door: () => import('./pages/DoorPage.tsx').then((module) => module.DoorPage),
  topic: () => import('./pages/TopicPage.tsx').then((module) => module.TopicPage),
  tag: () => import('./pages/TagPage.tsx').then((module) => module.TagPage),
  collection: () => import('./pages/CollectionPage.tsx').then((module) => module.CollectionPage),
  'author-profile': () => import('./pages/AuthorProfilePage.tsx').then((module) => module.AuthorProfilePage),
  static: () => import('./pages/StaticPage.tsx').then((module) => module.StaticPage),
  landing: () => import('./pages/LandingPage.tsx').then((module) => module.LandingPage),
  sitemaps: () => import('./pages/SitemapsPage.tsx').then((module) => module.SitemapsPage),
});
