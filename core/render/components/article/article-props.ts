// Serialisable props of the article-like pages (article, live article, review, product,
// gallery, video). Loaders build them on the server; the same values hydrate the page and
// arrive as JSON on in-app navigation, so every display string is computed in the loader.
import type { Device } from '../../../device.ts';
import type { PlacedSlot } from '../../../body/types.ts';
import type { ComponentView } from '../page-components/component-views.ts';
import type { ResponsiveVariants } from '../image-attrs.ts';

export interface LinkItem {
  title: string;
  href: string;
  /** A paid post: the link says Sponsored, as every card that lists one does. */
  sponsored?: true;
}

export interface BylineAuthor {
  name: string;
  /** Profile page: /profiles/{username}/ (spec 000 §2.2). */
  href?: string;
  /** Shown with a leading @ (spec 000 §3 Author). */
  twitter?: string;
  title?: string;
  medicalReviewer: boolean;
}

/** The author's bio that ends an article, a review or a live article (spec 000 §3, §6):
 *  left out with `suppressBio`. */
export interface AuthorBioProps {
  name: string;
  /** Short bio: the author's authorBio. */
  bio: string;
  /** Profile page: /profiles/{username}/. */
  href?: string;
  picture?: ImageProps;
}

export interface DisplayDate {
  /** ISO 8601, for the time element's dateTime. */
  iso: string;
  /** Relative under 10 days, else formatted in US Pacific time (spec 000 §9). */
  display: string;
  /** Long format with time, US Pacific. */
  long: string;
  label: 'Published' | 'Updated';
}

export interface ImageProps extends ResponsiveVariants {
  src: string;
  alt: string;
  caption?: string;
  credits?: string;
  width?: number;
  height?: number;
}

/** The body pipeline's result. `html` is present on the server and in navigation JSON,
 *  and left out of the hydration script (the `staticHtml` marker). */
export interface StaticBody {
  staticHtml: 'body';
  html?: string;
  adSlots: PlacedSlot[];
  adsSuppressed?: string;
  affiliateDisclosure: boolean;
}

/** A small content body (a live item, a gallery item) rendered by the body pipeline and
 *  kept in page data: it is not the page's one static body. */
export interface InlineBody {
  html: string;
}

/** The ad placement view (`?adDebug=1` outside production), rendered on the server. */
export interface AdDebugProps {
  html: string;
}

export interface ArticleHeaderProps {
  headline: string;
  dek?: string;
  /** Eyebrow above the headline: the primary topic. */
  kicker?: LinkItem;
  authors: BylineAuthor[];
  date?: DisplayDate;
  hero?: ImageProps;
  /** Marks sponsored content in the header. */
  sponsored?: boolean;
}

/** What every article-like page shows around its own content. */
export interface MerchandisingWidget {
  kind: string;
  title: string;
  text?: string;
  href: string;
  linkText: string;
  /** The device classes it renders for (spec 001 §6); every device when absent. */
  devices?: Device[];
}

/** The brand's promotions and widgets shown on this page today (spec 000 §9). */
export interface MerchandisingProps {
  promotions: { id: string; text: string; href: string }[];
  widgets: MerchandisingWidget[];
  /** The page's topic is in the wide-button topic set. */
  wideButtons: boolean;
}

export interface ArticleFrameProps {
  header: ArticleHeaderProps;
  tags: LinkItem[];
  topics: LinkItem[];
  related: LinkItem[];
  /** Absent on pages without topics of their own (video, product). */
  merchandising?: MerchandisingProps;
  affiliateDisclosure: boolean;
  adsSuppressed: boolean;
  adDebug?: AdDebugProps;
}

/** The pages that end with their author's bio: articles, reviews and live articles. */
export interface AuthorBioFrameProps {
  /** The author's bio under the story; absent with `suppressBio` or without a bio. */
  authorBio?: AuthorBioProps;
}

/** A story the browser appends after this one as the reader reaches the end. */
export interface SeamlessLink {
  url: string;
  title: string;
}

export interface ArticlePageProps extends ArticleFrameProps, AuthorBioFrameProps {
  variant: 'standard' | 'longform' | 'how-to' | 'sponsored' | 'deal';
  replay: boolean;
  body: StaticBody;
  /** Read-next stories on routes with the seamless flag (spec 000 §2.5). */
  seamless?: SeamlessLink[];
}

export interface LiveItemProps {
  id: string;
  sequence: number;
  headline?: string;
  body: InlineBody;
  author?: BylineAuthor;
  date?: DisplayDate;
  pinned: boolean;
  important: boolean;
}

export interface LiveArticlePageProps extends ArticleFrameProps, AuthorBioFrameProps {
  body: StaticBody;
  /** Newest first (highest sequence). */
  items: LiveItemProps[];
  eventStart?: DisplayDate;
  eventEnd?: DisplayDate;
  /** The event is over (its end lies in the past when the page was built). */
  ended: boolean;
  channel?: { namespace?: string; name?: string; key?: string };
}

export interface ResellerProps {
  name: string;
  url: string;
  /** USD, formatted. */
  price?: string;
}

export interface PriceSummaryProps {
  low?: string;
  high?: string;
  median?: string;
  msrp?: string;
  offerCount?: number;
}

export interface SubRatingProps {
  name: string;
  rating: number;
}

export interface ReviewPageProps extends ArticleFrameProps, AuthorBioFrameProps {
  reviewType: 'review' | 'preview';
  replay: boolean;
  productName: string;
  rating?: number;
  subRatings: SubRatingProps[];
  good: string[];
  bad: string[];
  bottomLine?: string;
  /** `date`: the award date for display ("Aug 20, 2024"), `iso`: the same in UTC. */
  editorsChoice?: { date?: string; iso?: string };
  priceSummary?: PriceSummaryProps;
  resellers: ResellerProps[];
  productHref?: string;
  body: StaticBody;
}

export interface ProductSpecProps {
  name: string;
  value: string;
}

export interface ProductPageProps extends ArticleFrameProps {
  productName: string;
  manufacturer?: string;
  description?: string;
  specs: ProductSpecProps[];
  /** The specs-only variant (/roadshow/auto/{slug}/specs). */
  specsOnly: boolean;
  priceSummary?: PriceSummaryProps;
  resellers: ResellerProps[];
  /** The product's reviews (a ContentList), rendered through the component registry. */
  components: ComponentView[];
}

export interface GalleryItemProps {
  id: string;
  position: number;
  title?: string;
  description?: string;
  body?: InlineBody;
  image?: ImageProps;
  photoCredit?: string;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  previous?: string;
  next?: string;
}

export interface GalleryPageProps extends ArticleFrameProps {
  items: GalleryItemProps[];
  itemCount: number;
  pagination: PaginationProps;
}

export interface VideoPageProps extends ArticleFrameProps {
  variant: 'standard' | 'share' | 'replay' | 'sponsored';
  poster?: ImageProps;
  /** m:ss (spec 000 §9). */
  duration?: string;
  description?: string;
  transcript?: string;
  /** For the video plugin: HLS manifest and the best https mp4. */
  manifestUrl?: string;
  mp4Url?: string;
  /** More videos (a VideoList), rendered through the component registry. */
  components: ComponentView[];
}
