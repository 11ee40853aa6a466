// Page components of the listing and fixed pages, loaded lazily per page.
import type { PageLoader } from '../page-registry.ts';

export const listingPages: Record<string, PageLoader> = {};
