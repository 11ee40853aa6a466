// Page components of the article-like pages, loaded lazily per page.
import type { PageLoader } from '../page-registry.ts';

export const articlePages: Record<string, PageLoader> = {
  article: () => import('./ArticlePage.tsx').then((module) => module.ArticlePage),
  'live-article': () => import('./LiveArticlePage.tsx').then((module) => module.LiveArticlePage),
  review: () => import('./ReviewPage.tsx').then((module) => module.ReviewPage),
  product: () => import('./ProductPage.tsx').then((module) => module.ProductPage),
  gallery: () => import('./GalleryPage.tsx').then((module) => module.GalleryPage),
  video: () => import('./VideoPage.tsx').then((module) => module.VideoPage),
};
