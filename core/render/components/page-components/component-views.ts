// View models of page components (spec 000 §3 "Page component", component kinds): what
// the server makes of one content API component, and all its renderer reads. Plain,
// serialisable data (dates formatted, image URLs built, links checked), so server and
// browser render the same markup.
import type { ReactNode } from 'react';
import type { LoadMoreData } from '../listing/load-more.ts';
import type { CardImage, StoryCardData } from '../listing/story-card-data.ts';

/** Any component view: the built-in kinds below, or a plugin's own `type`. */
export interface ComponentView<T extends string = string, D = unknown> {
  /** The content API component's id (unique on the page). */
  id: string;
  /** Picks the renderer: a component kind (`ContentList`) or a plugin's type. */
  type: T;
  /** The component's meta.componentName (`top-stories`, `more-videos`, …). */
  name: string;
  data: D;
}

/** A single piece of content shown as a teaser (Article, LiveArticle, Gallery). */
export interface TeaserData {
  story: StoryCardData;
}

export interface LiveArticleData extends TeaserData {
  /** Updates in the live story. */
  updates: number;
}

export interface GalleryData extends TeaserData {
  /** Number of photos. */
  photos: number;
  /** The first few photos, for a strip under the card. */
  thumbnails: CardImage[];
}

export interface VideoData {
  title: string;
  url: string;
  description?: string;
  poster?: CardImage;
  /** m:ss (spec 000 §9). */
  duration?: string;
}

export interface ReviewData {
  title: string;
  url: string;
  description?: string;
  image?: CardImage;
  /** 0 to 10 (spec 000 §5); absent when the review has no valid rating. */
  rating?: number;
  editorsChoice: boolean;
  good?: string;
  bad?: string;
}

export interface TechProductData {
  name: string;
  url?: string;
  manufacturer?: string;
  image?: CardImage;
  /** Lowest price, formatted in USD (spec 000 §9). */
  price?: string;
}

export interface StoryListData {
  title?: string;
  description?: string;
  stories: StoryCardData[];
  /** Shown instead of the list when it has no stories. */
  emptyText?: string;
  /** Element id of the list (an in-page anchor such as `#latest`). */
  anchor?: string;
  viewMore?: { text: string; url: string };
  /** The list's next link, when the page shows it paged: "Load more" under the stories. */
  more?: LoadMoreData;
  /** Site paths of the stories the page already shows elsewhere (its feature) and the list
   *  leaves out: "Load more" leaves them out of the later pages too. Only with `more`. */
  shownElsewhere?: string[];
}

export interface ListicleItemData {
  id: string;
  title: string;
  description?: string;
  image?: CardImage;
  offer?: { merchant: string; price?: string; url: string };
}

export interface ListiclesData {
  items: ListicleItemData[];
}

export interface CollectionLinkData {
  title: string;
  url: string;
  description?: string;
  image?: CardImage;
}

export interface RicochetCollectionsData {
  collections: CollectionLinkData[];
}

export interface SeamlessData {
  items: { id: string; title: string; url: string }[];
}

export interface TextData {
  headline: string;
  dek?: string;
  /** The body pipeline's HTML (sanitised on the server); absent for an empty body. */
  html?: string;
}

/** One story a feature cell places. */
export interface FeatureItemData {
  id: string;
  story: StoryCardData;
  /** The lead of the layout: bigger image, headline as h2. */
  lead: boolean;
}

/** A cell of a feature layout: its stories, the page components it holds, its sub-cells. */
export interface FeatureCellData {
  /** Grid columns of 12 (spec 000 §9 grid). */
  colspan?: number;
  label?: string;
  items: FeatureItemData[];
  components: ComponentView[];
  children: FeatureCellData[];
}

export interface FeatureData {
  title?: string;
  viewType?: string;
  cells: FeatureCellData[];
}

export type ArticleView = ComponentView<'Article', TeaserData>;
export type LiveArticleView = ComponentView<'LiveArticle', LiveArticleData>;
export type ContentListView = ComponentView<'ContentList', StoryListData>;
export type FeatureView = ComponentView<'Feature', FeatureData>;
export type GalleryView = ComponentView<'Gallery', GalleryData>;
export type ListiclesView = ComponentView<'Listicles', ListiclesData>;
export type ReviewView = ComponentView<'Review', ReviewData>;
export type RicochetCollectionsView = ComponentView<'RicochetCollections', RicochetCollectionsData>;
export type SeamlessView = ComponentView<'Seamless', SeamlessData>;
export type TechProductView = ComponentView<'TechProduct', TechProductData>;
export type TextView = ComponentView<'Text', TextData>;
export type VideoView = ComponentView<'Video', VideoData>;
export type VideoListView = ComponentView<'VideoList', StoryListData>;

/** The view of each built-in component kind. */
export interface BuiltInViews {
  Article: ArticleView;
  LiveArticle: LiveArticleView;
  ContentList: ContentListView;
  Feature: FeatureView;
  Gallery: GalleryView;
  Listicles: ListiclesView;
  Review: ReviewView;
  RicochetCollections: RicochetCollectionsView;
  Seamless: SeamlessView;
  TechProduct: TechProductView;
  Text: TextView;
  Video: VideoView;
  VideoList: VideoListView;
}

/** Props every component renderer receives. */
export interface ComponentRendererProps<V extends ComponentView = ComponentView> {
  view: V;
  /** Renders nested component views (a feature's cells hold page components). */
  renderViews: (views: readonly ComponentView[]) => ReactNode;
}

/** True when one of the views is a list that ends in "Load more" (the page's pagination
 *  then keeps only its way back). */
export function loadsMore(views: readonly ComponentView[]): boolean {
  return views.some((view) => view.type === 'ContentList' && (view.data as StoryListData).more !== undefined);
}
