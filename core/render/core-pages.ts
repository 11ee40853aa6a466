// The core's page components by key (route meta `page`), each a lazy import so the
// browser bundle splits per page, and each typed by its props: the server's page table
// (core/server/pages.ts) pairs every one with the loader that makes those props. Isomorphic:
// the browser builds its page registry from this map, so nothing here imports a loader.
import type { ArticlePageProps, GalleryPageProps, LiveArticlePageProps, ProductPageProps, ReviewPageProps, VideoPageProps } from './components/article/article-props.ts';
import type { AuthorProfileProps, LandingPageProps, ListingProps, SitemapsPageProps, StaticPageProps } from './components/listing/listing-props.ts';
import type { DoorComponentsProps, FrontDoorComponentsProps } from './components/page-components/component-page-props.ts';
import { lazyPage } from './page-props.ts';
import type { ErrorPageProps } from './pages/ErrorPage.tsx';

export const corePages = Object.freeze({
  error: lazyPage<ErrorPageProps>(() => import('./pages/ErrorPage.tsx').then((module) => module.ErrorPage)),
  generic: lazyPage<Record<string, unknown>>(() => import('./pages/GenericPage.tsx').then((module) => module.GenericPage)),
  // Article-like pages.
  article: lazyPage<ArticlePageProps>(() => import('./pages/ArticlePage.tsx').then((module) => module.ArticlePage)),
  'live-article': lazyPage<LiveArticlePageProps>(() => import('./pages/LiveArticlePage.tsx').then((module) => module.LiveArticlePage)),
  review: lazyPage<ReviewPageProps>(() => import('./pages/ReviewPage.tsx').then((module) => module.ReviewPage)),
  product: lazyPage<ProductPageProps>(() => import('./pages/ProductPage.tsx').then((module) => module.ProductPage)),
  gallery: lazyPage<GalleryPageProps>(() => import('./pages/GalleryPage.tsx').then((module) => module.GalleryPage)),
  video: lazyPage<VideoPageProps>(() => import('./pages/VideoPage.tsx').then((module) => module.VideoPage)),
  // Listing and fixed pages.
  'front-door': lazyPage<FrontDoorComponentsProps>(() => import('./pages/FrontDoorPage.tsx').then((module) => module.FrontDoorPage)),
  'auto-front-door': lazyPage<FrontDoorComponentsProps>(() => import('./pages/FrontDoorPage.tsx').then((module) => module.FrontDoorPage)),
  door: lazyPage<DoorComponentsProps | FrontDoorComponentsProps>(() => import('./pages/DoorPage.tsx').then((module) => module.DoorPage)),
  topic: lazyPage<ListingProps>(() => import('./pages/TopicPage.tsx').then((module) => module.TopicPage)),
  tag: lazyPage<ListingProps>(() => import('./pages/TagPage.tsx').then((module) => module.TagPage)),
  collection: lazyPage<ListingProps>(() => import('./pages/CollectionPage.tsx').then((module) => module.CollectionPage)),
  'author-profile': lazyPage<AuthorProfileProps>(() => import('./pages/AuthorProfilePage.tsx').then((module) => module.AuthorProfilePage)),
  static: lazyPage<StaticPageProps>(() => import('./pages/StaticPage.tsx').then((module) => module.StaticPage)),
  landing: lazyPage<LandingPageProps>(() => import('./pages/LandingPage.tsx').then((module) => module.LandingPage)),
  sitemaps: lazyPage<SitemapsPageProps>(() => import('./pages/SitemapsPage.tsx').then((module) => module.SitemapsPage)),
});
