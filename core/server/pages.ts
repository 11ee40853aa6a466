// The core's pages, one declaration each: the key routes name (route meta `page`), the
// loader that makes the page's props and the component that shows them (typed by those
// props in core/render/core-pages.ts). Every brand starts from this table; its plugins add
// their own pages (core/project.ts).
import { notFound } from '../content/errors.ts';
import { redirectTo } from '../errors.ts';
import { corePages } from '../render/core-pages.ts';
import { loadArticle } from './loaders/article/article-loader.ts';
import { loadGallery } from './loaders/article/gallery-loader.ts';
import { loadLiveArticle } from './loaders/article/live-article-loader.ts';
import { loadProduct } from './loaders/article/product-loader.ts';
import { loadReview } from './loaders/article/review-loader.ts';
import { loadVideo } from './loaders/article/video-loader.ts';
import { loadDoor, loadFrontDoor } from './loaders/listing/door.ts';
import { loadAuthorProfile, loadCollection, loadTag, loadTopic } from './loaders/listing/entity.ts';
import { loadSitemapsPage } from './loaders/listing/sitemaps-page.ts';
import { loadLanding, loadStatic } from './loaders/listing/static.ts';
import { definePage, type PageDefinition } from './page-loaders.ts';

export const CORE_PAGES: readonly PageDefinition[] = Object.freeze([
  // Pages without a loader: the error page (the server's error handler builds its data)
  // and the generic page, which shows any page key nothing else answers.
  definePage({ key: 'error', component: corePages.error }),
  definePage({ key: 'generic', component: corePages.generic }),
  // Article-like pages (loaders/article/).
  definePage({ key: 'article', load: loadArticle, component: corePages.article }),
  definePage({ key: 'live-article', load: loadLiveArticle, component: corePages['live-article'] }),
  definePage({ key: 'review', load: loadReview, component: corePages.review }),
  definePage({ key: 'product', load: loadProduct, component: corePages.product }),
  definePage({ key: 'gallery', load: loadGallery, component: corePages.gallery }),
  definePage({ key: 'video', load: loadVideo, component: corePages.video }),
  // Listing and fixed pages (loaders/listing/).
  definePage({ key: 'front-door', load: loadFrontDoor, component: corePages['front-door'] }),
  definePage({ key: 'auto-front-door', load: loadFrontDoor, component: corePages['auto-front-door'] }),
  definePage({ key: 'door', load: loadDoor, component: corePages.door }),
  definePage({ key: 'topic', load: loadTopic, component: corePages.topic, pagedByQuery: true }),
  definePage({ key: 'tag', load: loadTag, component: corePages.tag, pagedByQuery: true }),
  definePage({ key: 'collection', load: loadCollection, component: corePages.collection, pagedByQuery: true }),
  definePage({ key: 'author-profile', load: loadAuthorProfile, component: corePages['author-profile'], pagedByQuery: true }),
  definePage({ key: 'static', load: loadStatic, component: corePages.static }),
  definePage({ key: 'landing', load: loadLanding, component: corePages.landing }),
  definePage({ key: 'sitemaps', load: loadSitemapsPage, component: corePages.sitemaps }),
  // Legacy route shapes (route meta movedTo): a 301 to the prefix plus the path, query kept.
  definePage({
    key: 'moved',
    load: async (ctx) => {
      throw redirectTo(`${ctx.route.meta.movedTo ?? ''}${ctx.request.path}`);
    },
    component: corePages.generic,
  }),
  // XML sitemaps are fastify routes (loaders/content-routes.ts): page data for one answers
  // { load } before any loader runs. Should a sitemap route ever match a path no fastify
  // route takes, its page data is a 404, never an empty page.
  definePage({
    key: 'sitemap',
    load: async () => {
      throw notFound('An XML sitemap has no page data');
    },
    component: corePages.generic,
  }),
]);
