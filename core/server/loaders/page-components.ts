// Page components → their serialisable views (spec 000 §3 "Page", "Page component"): a
// page is a list of components, each turned into the view its renderer reads (image URLs
// built, links checked, dates formatted by the content rules). A plugin answers for a
// component type through the `componentView` hook first. One bad component is logged and
// left out; it never fails the page.
import { formatUsd } from '../../content/rules/currency.ts';
import { formatDuration } from '../../content/rules/duration.ts';
import { firstOffer, listiclePrice } from '../../content/rules/listicle-offer.ts';
import { isValidRating } from '../../content/rules/review-type.ts';
import { readDate } from '../../content/rules/dates.ts';
import { formatDisplayDate } from '../../content/rules/date-display.ts';
import { preferredDate } from '../../content/rules/preferred-date.ts';
import { fullName } from '../../content/rules/author.ts';
import type { PathResolver } from '../../content/embedded/content-path.ts';
import type { ItemKind } from '../../content/embedded/kinds.ts';
import type { ContentLink } from '../../content/schemas/content-list.ts';
import type { FeatureLayout } from '../../content/schemas/feature.ts';
import type { Image } from '../../content/schemas/image.ts';
import type { ListicleEntry } from '../../content/schemas/listicle.ts';
import { type ComponentType, isComponentOf, type TypedComponent } from '../../content/schemas/page.ts';
import type { PageContext } from '../../context.ts';
import { isPaidContentPath } from '../../routing/route-for-content.ts';
import type { LoadMoreData } from '../../render/components/listing/load-more.ts';
import type { CardImage, StoryCardData } from '../../render/components/listing/story-card-data.ts';
import type {
  BuiltInViews,
  ComponentView,
  FeatureCellData,
  FeatureItemData,
  ListicleItemData,
  StoryListData,
} from '../../render/components/page-components/component-views.ts';
import type { LoaderServices } from '../page-loaders.ts';
import { createRoutePathResolver } from './listing/content-paths.ts';
import { CARD_IMAGE_PRESET, cardImage, isSitePath, LEAD_IMAGE_PRESET, LEAD_IMAGE_WIDTH, storyCard, storyCards } from './listing/common.ts';

/** Image presets of embedded components (spec 000 §9 image size presets). */
export const THUMBNAIL_PRESET = 'wide_160';
export const LISTICLE_IMAGE_PRESET = 'listicle_thumbnail';
/** Photos a gallery teaser shows under its card. */
export const GALLERY_THUMBNAILS = 4;

export interface ComponentViewOptions {
  /** What an empty list says (a door: "New stories are on the way."). */
  emptyText?: string;
  /** The clock relative dates are computed against (spec 000 §9: relative under 10 days). */
  now?: Date;
  /** "Load more" under one list of the page (a door's paged list), by its component id. */
  loadMore?: { listId: string; more: LoadMoreData };
}

interface ViewContext {
  ctx: PageContext;
  services: LoaderServices;
  now: Date;
  options: ComponentViewOptions;
  pathOf: PathResolver;
}

const resolvers = new WeakMap<LoaderServices, PathResolver>();

function pathResolver(services: LoaderServices): PathResolver {
  let resolver = resolvers.get(services);
  if (!resolver) {
    resolver = createRoutePathResolver(services.project);
    resolvers.set(services, resolver);
  }
  return resolver;
}

/** The site path of a full content item: its canonical URL when that is a site path, else its route. */
function contentPath(view: ViewContext, kind: ItemKind, content: { canonicalUrl?: string | undefined; slug?: string | undefined }): string | undefined {
  if (!content.slug) return undefined;
  if (content.canonicalUrl && isSitePath(content.canonicalUrl)) return content.canonicalUrl;
  try {
    const path = view.pathOf(kind, content);
    return path && isSitePath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function image(view: ViewContext, value: Image | undefined, preset = CARD_IMAGE_PRESET): CardImage | undefined {
  return cardImage(value, view.services, preset);
}

/** Links keep to this site: anything else is left out of a list. */
function siteLinks(items: readonly ContentLink[]): ContentLink[] {
  return items.filter((item) => isSitePath(item.url));
}

interface TeaserSource {
  id: string;
  slug: string;
  typeName?: string;
  canonicalUrl?: string;
  title?: string;
  headline?: string;
  promoHed?: string;
  dek?: string;
  promoDek?: string;
  description?: string;
  image?: Image;
  promoImage?: Image;
  author?: Parameters<typeof fullName>[0];
  datePublished?: string;
  dateUpdated?: string;
  displayDatePublished?: string;
  displayDateUpdated?: string;
}

/** A story card of a full content item (an Article, LiveArticle, Gallery component). */
function teaserStory(view: ViewContext, kind: ItemKind, content: TeaserSource, label?: string): StoryCardData | undefined {
  const url = contentPath(view, kind, content);
  const title = content.promoHed ?? content.title ?? content.headline;
  if (!url || !title) return undefined;
  const cardImage = image(view, content.promoImage ?? content.image);
  const description = content.promoDek ?? content.dek ?? content.description;
  const dated = [content.displayDateUpdated, content.dateUpdated, content.displayDatePublished, content.datePublished].some((value) => readDate(value));
  // Without any date the rule would answer "now": a teaser then shows no date at all.
  const date = dated ? preferredDate(content) : undefined;
  const byline = content.author ? fullName(content.author) : '';
  return {
    id: content.id,
    title,
    url,
    ...(description ? { description } : {}),
    ...(cardImage ? { image: cardImage } : {}),
    ...(label ? { label } : {}),
    ...(isPaidContentPath(url) ? { sponsored: true } : {}),
    ...(byline ? { byline } : {}),
    ...(date ? { date: formatDisplayDate(date, view.now), dateTime: date.toISOString() } : {}),
  };
}

function storyList(view: ViewContext, data: { title?: string; description?: string; items: ContentLink[]; slug?: string; viewMoreText?: string; viewMoreUrl?: string }): StoryListData {
  return {
    ...(data.title ? { title: data.title } : {}),
    ...(data.description ? { description: data.description } : {}),
    stories: storyCards(data, view.services, view.now),
    ...(view.options.emptyText ? { emptyText: view.options.emptyText } : {}),
    ...(data.slug ? { anchor: data.slug } : {}),
    ...(data.viewMoreUrl && isSitePath(data.viewMoreUrl) ? { viewMore: { text: data.viewMoreText ?? 'View more', url: data.viewMoreUrl } } : {}),
  };
}

function listicleItem(view: ViewContext, entry: ListicleEntry, index: number): ListicleItemData | undefined {
  const title = entry.hed ?? entry.productName;
  if (!title) return undefined;
  const offer = firstOffer(entry);
  const picture = image(view, entry.imageGroup, LISTICLE_IMAGE_PRESET);
  const price = offer ? listiclePrice(entry, offer.offer) : undefined;
  return {
    id: entry.id ?? entry.uuid ?? `item-${index}`,
    title,
    ...(entry.description ?? entry.subhed ? { description: entry.description ?? entry.subhed } : {}),
    ...(picture ? { image: picture } : {}),
    ...(offer ? { offer: { merchant: offer.merchant, url: offer.url, ...(price !== undefined ? { price: formatUsd(price) } : {}) } } : {}),
  };
}

/** What every view of a linked item starts with: its title, its link and its description. */
function linked(title: string, url: string, description: string | undefined): { title: string; url: string; description?: string } {
  return { title, url, ...(description ? { description } : {}) };
}

type ViewBuilder<K extends ComponentType> = (component: TypedComponent<K>, view: ViewContext) => BuiltInViews[K] | undefined;

function base<K extends ComponentType>(component: TypedComponent<K>): { id: string; type: K; name: string } {
  return { id: component.id, type: component.meta.componentType, name: component.meta.componentName };
}

/** The core's view of each component kind except Feature (which needs the whole page). */
const builders: { [K in Exclude<ComponentType, 'Feature'>]: ViewBuilder<K> } = {
  Article(component, view) {
    const story = teaserStory(view, 'article', component.data);
    return story ? { ...base(component), data: { story } } : undefined;
  },
  LiveArticle(component, view) {
    const story = teaserStory(view, 'livearticle', component.data, 'Live');
    return story ? { ...base(component), data: { story, updates: component.data.items?.length ?? 0 } } : undefined;
  },
  ContentList(component, view) {
    return { ...base(component), data: storyList(view, component.data) };
  },
  VideoList(component, view) {
    return { ...base(component), data: storyList(view, component.data) };
  },
  Gallery(component, view) {
    const story = teaserStory(view, 'gallery', component.data, 'Gallery');
    if (!story) return undefined;
    const thumbnails = component.data.items
      .map((item) => image(view, item.image, THUMBNAIL_PRESET))
      .filter((entry): entry is CardImage => entry !== undefined)
      .slice(0, GALLERY_THUMBNAILS);
    return { ...base(component), data: { story, photos: component.data.items.length, thumbnails } };
  },
  Video(component, view) {
    const video = component.data;
    const url = contentPath(view, 'video', video);
    const title = video.title ?? video.headline;
    if (!url || !title) return undefined;
    const seconds = video.duration ?? video.metaData?.duration;
    const poster = image(view, video.image);
    const description = video.description ?? video.metaData?.promoDescription;
    return {
      ...base(component),
      data: {
        ...linked(title, url, description),
        ...(poster ? { poster } : {}),
        ...(typeof seconds === 'number' ? { duration: formatDuration(seconds) } : {}),
      },
    };
  },
  Review(component, view) {
    const review = component.data;
    const url = contentPath(view, 'review', review);
    const title = review.promoTitle ?? review.title ?? review.headline;
    if (!url || !title) return undefined;
    const picture = image(view, review.promoImage ?? review.image);
    const description = review.promoDek ?? review.dek ?? review.bottomLine;
    return {
      ...base(component),
      data: {
        ...linked(title, url, description),
        ...(picture ? { image: picture } : {}),
        // spec 000 §5: ratings are 0 to 10; anything else is not shown.
        ...(isValidRating(review.rating) ? { rating: review.rating } : {}),
        editorsChoice: review.editorsChoice === true,
        ...(review.good ? { good: review.good } : {}),
        ...(review.bad ? { bad: review.bad } : {}),
      },
    };
  },
  TechProduct(component, view) {
    const product = component.data;
    const url = contentPath(view, 'product', product);
    const picture = image(view, product.images?.[0]);
    const low = product.priceSummary?.low;
    return {
      ...base(component),
      data: {
        name: product.name,
        ...(url ? { url } : {}),
        ...(product.manufacturer?.name ? { manufacturer: product.manufacturer.name } : {}),
        ...(picture ? { image: picture } : {}),
        ...(typeof low === 'number' && Number.isFinite(low) && low >= 0 ? { price: formatUsd(low) } : {}),
      },
    };
  },
  Text(component, view) {
    const text = component.data;
    const pipeline = view.services.bodies.get(view.ctx.brand);
    // The body goes through the brand's body pipeline (parse, sanitise, shortcodes);
    // an embedded text block never carries ads.
    const html =
      text.body && pipeline
        ? pipeline.render(text.body, {
            contentId: component.id,
            content: { ...(text as Record<string, unknown>), suppressAds: true },
            log: view.ctx.log,
            environment: view.ctx.app.environment,
          }).html
        : '';
    return { ...base(component), data: { headline: text.headline, ...(text.dek ? { dek: text.dek } : {}), ...(html ? { html } : {}) } };
  },
  Listicles(component, view) {
    const items = component.data.items
      .map((entry, index) => listicleItem(view, entry, index))
      .filter((entry): entry is ListicleItemData => entry !== undefined);
    return items.length > 0 ? { ...base(component), data: { items } } : undefined;
  },
  RicochetCollections(component, view) {
    const collections = component.data.items
      .filter((collection) => collection.hide !== true)
      .flatMap((collection) => {
        const url = contentPath(view, 'collection', collection);
        if (!url) return [];
        const picture = image(view, collection.image, THUMBNAIL_PRESET);
        return [{ ...linked(collection.title ?? collection.slug, url, collection.description), ...(picture ? { image: picture } : {}) }];
      });
    return collections.length > 0 ? { ...base(component), data: { collections } } : undefined;
  },
  Seamless(component) {
    const items = component.data.items.filter((item) => isSitePath(item.url)).map((item) => ({ id: item.id, title: item.title, url: item.url }));
    return items.length > 0 ? { ...base(component), data: { items } } : undefined;
  },
};

function log(view: ViewContext, component: { id?: unknown; meta?: { componentType?: unknown } }, message: string, error?: unknown): void {
  view.ctx.log.warn(
    { componentId: component.id, componentType: component.meta?.componentType, ...(error ? { err: error } : {}) },
    `page component left out: ${message}`,
  );
}

/** A plugin's view, else the core's (Feature is built separately). */
function viewOf(component: TypedComponent, view: ViewContext): ComponentView | undefined {
  const type = component.meta.componentType;
  const hooks = view.services.project.brands.get(view.ctx.brand)?.hooks;
  const fromPlugin = hooks?.componentView.get(type)?.call(component, view.ctx);
  if (fromPlugin) return fromPlugin;
  if (type === 'Feature') return undefined;
  const build = builders[type] as ViewBuilder<typeof type> | undefined;
  return build?.(component as never, view);
}

function isWellFormed(component: unknown): component is TypedComponent {
  const value = component as Partial<TypedComponent> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.id === 'string' &&
    typeof value.meta?.componentType === 'string' &&
    typeof value.meta.componentName === 'string' &&
    value.data !== undefined
  );
}

/** Stories of the page's lists by `typeName:slug` and by slug: what a feature layout names. */
function storyIndex(components: readonly TypedComponent[]): Map<string, { link: ContentLink; list: string }> {
  const index = new Map<string, { link: ContentLink; list: string }>();
  for (const component of components) {
    if (!isComponentOf(component, 'ContentList') && !isComponentOf(component, 'VideoList')) continue;
    for (const link of siteLinks(component.data.items)) {
      const entry = { link, list: component.id };
      if (link.typeName && !index.has(`${link.typeName}:${link.slug}`)) index.set(`${link.typeName}:${link.slug}`, entry);
      if (!index.has(link.slug)) index.set(link.slug, entry);
    }
  }
  return index;
}

interface FeatureBuild {
  view: ComponentView;
  /** Components the feature shows in its cells or draws its stories from. */
  consumed: Set<string>;
  /** URLs of the stories the feature shows. */
  shown: Set<string>;
}

/** A feature's layout: stories named by typeName and slug come from the page's lists,
 *  components named by id are placed in their cell; empty cells are left out. */
function featureView(component: TypedComponent<'Feature'>, components: readonly TypedComponent[], view: ViewContext, others: Map<string, ComponentView>): FeatureBuild | undefined {
  const stories = storyIndex(components);
  const byKey = new Map<string, TypedComponent>();
  for (const entry of components) {
    if (entry.id !== component.id) {
      byKey.set(entry.id, entry);
      if (!byKey.has(entry.meta.componentName)) byKey.set(entry.meta.componentName, entry);
    }
  }
  const consumed = new Set<string>();
  const shown = new Set<string>();
  const placed = new Map<string, Set<string>>();
  const hasHero = JSON.stringify(component.data.layout).includes('"view":"hero"');
  let leadGiven = false;

  const cellOf = (layout: FeatureLayout, depth: number): FeatureCellData | undefined => {
    // Layouts are editor-built trees; a cycle or a runaway depth is not followed.
    if (depth > 8) return undefined;
    const items: FeatureItemData[] = [];
    const embedded: ComponentView[] = [];
    for (const entry of layout.components ?? []) {
      if (entry.hidden) continue;
      const referenced = byKey.get(entry.id) ?? (entry.slug ? byKey.get(entry.slug) : undefined);
      const referencedView = referenced ? others.get(referenced.id) : undefined;
      if (referenced && referencedView) {
        embedded.push(referencedView);
        consumed.add(referenced.id);
        continue;
      }
      const found = entry.slug ? (stories.get(`${entry.typeName ?? ''}:${entry.slug}`) ?? stories.get(entry.slug)) : undefined;
      if (!found) continue;
      const lead = hasHero ? entry.view === 'hero' : !leadGiven;
      leadGiven ||= lead;
      const story = lead ? storyCard(found.link, view.services, view.now, LEAD_IMAGE_PRESET, LEAD_IMAGE_WIDTH) : storyCard(found.link, view.services, view.now);
      items.push({ id: entry.id, lead, story });
      shown.add(story.url);
      const slugs = placed.get(found.list) ?? new Set<string>();
      slugs.add(found.link.slug);
      placed.set(found.list, slugs);
    }
    const children = (layout.children ?? []).map((child) => cellOf(child, depth + 1)).filter((child): child is FeatureCellData => child !== undefined);
    if (items.length === 0 && embedded.length === 0 && children.length === 0) return undefined;
    return {
      ...(layout.colspan ? { colspan: layout.colspan } : {}),
      ...(layout.label ? { label: layout.label } : {}),
      items,
      components: embedded,
      children,
    };
  };

  const cells = (component.data.layout as FeatureLayout[]).map((layout) => cellOf(layout, 0)).filter((cell): cell is FeatureCellData => cell !== undefined);
  if (cells.length === 0) return undefined;
  // A list whose every story the feature places is the feature's own source (the front
  // door's "Top stories"): it is shown once, as the feature, under the list's title.
  let title: string | undefined;
  for (const [listId, slugs] of placed) {
    const list = byKey.get(listId);
    if (!isComponentOf(list, 'ContentList') && !isComponentOf(list, 'VideoList')) continue;
    if (siteLinks(list.data.items).every((link) => slugs.has(link.slug))) {
      consumed.add(listId);
      title ??= list.data.title;
    }
  }
  return {
    view: {
      ...base(component),
      data: { ...(title ? { title } : {}), ...(component.data.viewType ? { viewType: component.data.viewType } : {}), cells },
    },
    consumed,
    shown,
  };
}

/** The view with "Load more" under it, when it is the list the page shows paged. */
function withLoadMore(view: ComponentView, loadMore: ComponentViewOptions['loadMore']): ComponentView {
  if (!loadMore || view.id !== loadMore.listId || view.type !== 'ContentList') return view;
  return { ...view, data: { ...(view.data as StoryListData), more: loadMore.more } };
}

/** The list without the stories a feature on the page already shows (the front door's
 *  "Latest" repeats none of its top stories); undefined when nothing is left to show. A list
 *  with "Load more" carries their URLs, whether or not its first stories hold any: the
 *  stories it appends leave them out too. */
function withoutShown(list: ComponentView, shown: ReadonlySet<string>): ComponentView | undefined {
  if ((list.type !== 'ContentList' && list.type !== 'VideoList') || shown.size === 0) return list;
  const data = list.data as StoryListData;
  const stories = data.stories.filter((story) => !shown.has(story.url));
  if (stories.length === 0 && data.stories.length > 0) return undefined;
  if (data.more) return { ...list, data: { ...data, stories, shownElsewhere: [...shown] } };
  return stories.length === data.stories.length ? list : { ...list, data: { ...data, stories } };
}

/**
 * The views of a page's components, in page order. Malformed components and those without
 * a view (nothing to show) are logged and left out.
 */
export function toComponentViews(
  components: readonly unknown[],
  ctx: PageContext,
  services: LoaderServices,
  options: ComponentViewOptions = {},
): ComponentView[] {
  const view: ViewContext = { ctx, services, now: options.now ?? new Date(), options, pathOf: pathResolver(services) };
  const wellFormed: TypedComponent[] = [];
  for (const component of components) {
    if (isWellFormed(component)) wellFormed.push(component);
    else log(view, (component ?? {}) as { id?: unknown }, 'malformed component');
  }

  const views = new Map<string, ComponentView>();
  const features: TypedComponent<'Feature'>[] = [];
  for (const component of wellFormed) {
    try {
      const built = viewOf(component, view);
      if (built) views.set(component.id, built);
      else if (isComponentOf(component, 'Feature')) features.push(component);
      else log(view, component, 'nothing to show');
    } catch (error) {
      log(view, component, 'its view failed', error);
    }
  }
  const consumed = new Set<string>();
  const shown = new Set<string>();
  for (const feature of features) {
    try {
      const built = featureView(feature, wellFormed, view, views);
      if (!built) continue;
      views.set(feature.id, built.view);
      for (const id of built.consumed) consumed.add(id);
      for (const url of built.shown) shown.add(url);
    } catch (error) {
      log(view, feature, 'its view failed', error);
    }
  }
  return wellFormed.flatMap((component) => {
    const built = views.get(component.id);
    if (!built || consumed.has(component.id)) return [];
    const kept = withoutShown(withLoadMore(built, options.loadMore), shown);
    return kept ? [kept] : [];
  });
}
