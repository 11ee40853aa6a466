// What a story card shows: plain, serialisable data the loaders prepare (dates already
// formatted, image URLs already built), so server and browser render the same markup.
import type { ResponsiveVariants } from '../image-attrs.ts';

export interface CardImage extends ResponsiveVariants {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface StoryCardData {
  id: string;
  title: string;
  /** Site path of the story. */
  url: string;
  description?: string;
  image?: CardImage;
  /** Content kind label: Review, Video, Gallery, Live … */
  label?: string;
  /** A paid post: the card says so. */
  sponsored?: boolean;
  byline?: string;
  /** Display date (relative under 10 days, else Pacific; spec 000 §9) and its ISO value. */
  date?: string;
  dateTime?: string;
  /** Review rating out of 10. */
  rating?: number;
  /** Video duration as m:ss. */
  duration?: string;
}

export interface PaginationData {
  page: number;
  totalPages: number;
  prev?: string;
  next?: string;
}

export interface BreadcrumbData {
  name: string;
  url: string;
}
