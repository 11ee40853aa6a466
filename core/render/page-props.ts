import type { ComponentType } from 'react';
import type { PageData } from '../page-data.ts';

/** Props every page component receives. */
export interface PageProps<P = Record<string, unknown>> {
  page: PageData;
  props: P;
}

/** Loads a page component whose props are P, on demand (a lazy chunk in the browser). */
export type LazyPage<P> = () => Promise<ComponentType<PageProps<P>>>;

/** A lazy page typed by its props: `lazyPage<ArticlePageProps>(() => import(…))`. */
export function lazyPage<P>(load: LazyPage<P>): LazyPage<P> {
  return load;
}

// A registry holds pages of many prop types, chosen by the key in the page data. The
// server's page table (definePage, core/server/page-loaders.ts) has checked each page's
// component against its loader; past it, a page takes the props its data carries.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageComponent = ComponentType<PageProps<any>>;
/** Loads a page component on demand (a lazy chunk in the browser). */
export type PageLoader = () => Promise<PageComponent>;
