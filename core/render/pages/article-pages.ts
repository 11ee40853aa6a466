// Page components of the article-like pages, loaded lazily per page.
import type { PageLoader } from '../page-registry.ts';

export const articlePages: Record<string, PageLoader> = {};
