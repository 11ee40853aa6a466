// Loaders of the article-like pages: article (all variants), live article, review,
// product, gallery, video.
import type { PageLoaderRegistry } from '../page-loaders.ts';

export function registerArticleLoaders(_registry: PageLoaderRegistry): void {}
