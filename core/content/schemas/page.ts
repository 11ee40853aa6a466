// Pages and page components (spec 000 §3): a page is a list of components; each
// component's meta.componentType picks the model of its data.
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { ArticleSchema } from './article.ts';
import { Opt } from './common.ts';
import { ContentListSchema, SeamlessListSchema } from './content-list.ts';
import { FeatureSchema } from './feature.ts';
import { GallerySchema } from './gallery.ts';
import { ListicleEntrySchema } from './listicle.ts';
import { LiveArticleSchema } from './live.ts';
import { TechProductSchema } from './product.ts';
import { ReviewSchema } from './review.ts';
import { StaticPageSchema } from './static-page.ts';
import { CollectionSchema } from './taxonomy.ts';
import { VideoSchema } from './video.ts';

export const COMPONENT_TYPES = [
  'Article',
  'LiveArticle',
  'ContentList',
  'Feature',
  'Gallery',
  'Listicles',
  'Review',
  'RicochetCollections',
  'Seamless',
  'TechProduct',
  'Text',
  'Video',
  'VideoList',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** The data model of each component type. */
export const COMPONENT_DATA_SCHEMAS: Record<ComponentType, TSchema> = {
  Article: ArticleSchema,
  LiveArticle: LiveArticleSchema,
  ContentList: ContentListSchema,
  Feature: FeatureSchema,
  Gallery: GallerySchema,
  Listicles: Type.Object({ items: Type.Array(ListicleEntrySchema) }),
  Review: ReviewSchema,
  RicochetCollections: Type.Object({ items: Type.Array(CollectionSchema) }),
  Seamless: SeamlessListSchema,
  TechProduct: TechProductSchema,
  Text: StaticPageSchema,
  Video: VideoSchema,
  VideoList: ContentListSchema,
};

export const ComponentMetaSchema = Type.Object({
  componentName: Type.String(),
  componentDisplayName: Opt(Type.String()),
  componentType: Type.Union(COMPONENT_TYPES.map((name) => Type.Literal(name))),
});

export const PageComponentSchema = Type.Object({
  id: Type.String(),
  meta: ComponentMetaSchema,
  /** Context of the component: the topic, tag, collection or author a list belongs to, … */
  metadata: Opt(Type.Record(Type.String(), Type.Unknown())),
  /** `next` is a component link that loads more items (spec 000 §4). */
  links: Opt(Type.Object({ self: Opt(Type.String()), next: Opt(Type.String()) })),
  data: Type.Unknown(),
});

export type PageComponent = Static<typeof PageComponentSchema>;
export type ComponentData = {
  Article: Static<typeof ArticleSchema>;
  LiveArticle: Static<typeof LiveArticleSchema>;
  ContentList: Static<typeof ContentListSchema>;
  Feature: Static<typeof FeatureSchema>;
  Gallery: Static<typeof GallerySchema>;
  Listicles: { items: Static<typeof ListicleEntrySchema>[] };
  Review: Static<typeof ReviewSchema>;
  RicochetCollections: { items: Static<typeof CollectionSchema>[] };
  Seamless: Static<typeof SeamlessListSchema>;
  TechProduct: Static<typeof TechProductSchema>;
  Text: Static<typeof StaticPageSchema>;
  Video: Static<typeof VideoSchema>;
  VideoList: Static<typeof ContentListSchema>;
};

/** A component whose data has been validated against its type's model. */
export type TypedComponent<T extends ComponentType = ComponentType> = {
  [K in T]: Omit<PageComponent, 'meta' | 'data'> & {
    meta: Static<typeof ComponentMetaSchema> & { componentType: K };
    data: ComponentData[K];
  };
}[T];

export const PageSchema = Type.Object({
  pageType: Type.String(),
  id: Type.String(),
  queryParams: Opt(Type.Record(Type.String(), Type.String())),
  components: Type.Array(PageComponentSchema),
  header: Opt(Type.Unknown()),
  footer: Opt(Type.Unknown()),
  debug: Opt(Type.Unknown()),
  isSeamless: Opt(Type.Boolean()),
});

export interface Page {
  pageType: string;
  id: string;
  queryParams?: Record<string, string>;
  components: TypedComponent[];
  header?: unknown;
  footer?: unknown;
  debug?: unknown;
  isSeamless?: boolean;
}

/** Narrows a component by its meta.componentType (TypeScript does not narrow on nested keys). */
export function isComponentOf<T extends ComponentType>(
  component: TypedComponent | undefined,
  type: T,
): component is Extract<TypedComponent, TypedComponent<T>> {
  return component?.meta.componentType === type;
}
