// Props of the listing and fixed page components: what their loaders return. Plain
// serialisable data (page data is shipped as JSON for hydration and navigation).
import type { LoadMoreData } from './load-more.ts';
import type { BreadcrumbData, CardImage, PaginationData, StoryCardData } from './story-card-data.ts';

export interface StoryGroup {
  title: string;
  stories: StoryCardData[];
}

export interface FrontDoorProps {
  heading: string;
  description?: string;
  isHome: boolean;
  page: number;
  pagination?: PaginationData;
  breadcrumbs: BreadcrumbData[];
}

export interface ListingProps {
  heading: string;
  kicker?: string;
  description?: string;
  image?: CardImage;
  stories: StoryCardData[];
  pagination?: PaginationData;
  /** The list's next link, when its component has one: "Load more" under the stories. */
  more?: LoadMoreData;
  breadcrumbs: BreadcrumbData[];
  /** Sub-topics or related listings to browse to. */
  related?: { title: string; url: string; current?: boolean }[];
}

export interface SocialLink {
  network: 'twitter' | 'instagram' | 'facebook';
  label: string;
  url: string;
}

export interface AuthorProfileProps extends ListingProps {
  jobTitle?: string;
  bio?: string;
  medicalReviewer: boolean;
  social: SocialLink[];
  details: { label: string; text: string }[];
}

/** A rendered body: the pipeline's HTML, dropped from hydration data (`staticHtml`). */
export interface RenderedHtml {
  staticHtml?: 'body';
  html?: string;
}

export interface StaticSection {
  id: string;
  title: string;
  body?: { html: string };
  links: { title: string; url: string; description?: string }[];
}

export interface StaticPageProps {
  headline: string;
  dek?: string;
  image?: CardImage;
  body?: RenderedHtml;
  sections: StaticSection[];
  /** Sponsored pages say so (route meta isSponsored). */
  sponsored: boolean;
  /** Built from config because the content API has no such page. */
  fromConfig: boolean;
  breadcrumbs: BreadcrumbData[];
}

export interface LandingPageProps extends StaticPageProps {
  /** The paid-search variation shown (vpn-paid-search). */
  variation?: { id: string; title: string; description?: string };
}

export interface SitemapEntry {
  name: string;
  label: string;
  url: string;
  count: number;
  years: { year: number; url: string; count: number }[];
}

export interface SitemapsPageProps {
  heading: string;
  description: string;
  sitemaps: SitemapEntry[];
  feeds: { title: string; url: string }[];
  breadcrumbs: BreadcrumbData[];
}
