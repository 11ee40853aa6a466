// Loaders of the article-like pages: article (all variants), live article, review,
// product, gallery, video. Each lives in loaders/article/ with the helpers they share.
import type { PageLoaderRegistry } from '../page-loaders.ts';
import { loadArticle } from './article/article-loader.ts';
import { loadGallery } from './article/gallery-loader.ts';
import { loadLiveArticle } from './article/live-article-loader.ts';
import { loadProduct } from './article/product-loader.ts';
import { loadReview } from './article/review-loader.ts';
import { loadVideo } from './article/video-loader.ts';

/** Page keys (route meta `page`) this module answers. */
export const ARTICLE_PAGE_KEYS = ['article', 'live-article', 'review', 'product', 'gallery', 'video'] as const;

export function registerArticleLoaders(registry: PageLoaderRegistry): void {
  registry.set('article', loadArticle);
  registry.set('live-article', loadLiveArticle);
  registry.set('review', loadReview);
  registry.set('product', loadProduct);
  registry.set('gallery', loadGallery);
  registry.set('video', loadVideo);
}
