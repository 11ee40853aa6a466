import type { PageData } from '../page-data.ts';

/** Props every page component receives. */
export interface PageProps<P = Record<string, unknown>> {
  page: PageData;
  props: P;
}
