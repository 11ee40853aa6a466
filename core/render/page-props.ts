import type { ComponentType } from 'react';
import type { PageData } from '../page-data.ts';

/** Props every page component receives. */
export interface PageProps<P = Record<string, unknown>> {
  page: PageData;
  props: P;
}

// A registry holds pages of many prop types; each page component declares its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageComponent = ComponentType<PageProps<any>>;
/** Loads a page component on demand (a lazy chunk in the browser). */
export type PageLoader = () => Promise<PageComponent>;
