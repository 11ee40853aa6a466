// The boundary: upstream JSON is validated once, with an error that names the URL and
// the failed fields; code behind the boundary trusts the types.
import type { Static, TSchema } from '@sinclair/typebox';
import type { ErrorObject } from 'ajv';
import { validatorFor } from '../config/schema-validator.ts';
import { invalidContent } from './errors.ts';
import { normalizeContentJson } from './normalize.ts';
import { type Article, ArticleSchema } from './schemas/article.ts';
import { type ContentList, ContentListSchema, type SeamlessList, SeamlessListSchema } from './schemas/content-list.ts';
import { type Gallery, GallerySchema } from './schemas/gallery.ts';
import { type LiveArticle, LiveArticleSchema, type LiveItems, LiveItemsSchema } from './schemas/live.ts';
import {
  COMPONENT_DATA_SCHEMAS,
  type ComponentType,
  type Page,
  type PageComponent,
  PageComponentSchema,
  PageSchema,
  type TypedComponent,
} from './schemas/page.ts';
import { type Author, AuthorSchema } from './schemas/people.ts';
import { type TechProduct, TechProductSchema } from './schemas/product.ts';
import { type Review, ReviewSchema } from './schemas/review.ts';
import {
  type CommerceShortcode,
  CommerceShortcodeSchema,
  type Feed,
  FeedSchema,
  type GeneratedUrl,
  GeneratedUrlSchema,
  type Sitemap,
  type SitemapIndex,
  SitemapIndexSchema,
  SitemapSchema,
  type VanityDictionary,
  VanityDictionarySchema,
  type VanityEntry,
  VanityEntrySchema,
} from './schemas/services.ts';
import { type StaticPage, StaticPageSchema } from './schemas/static-page.ts';
import { type Video, VideoSchema } from './schemas/video.ts';


function describeError(error: ErrorObject, base: string): string {
  const where = `${base}${error.instancePath.replace(/\//g, '.')}`.replace(/^\./, '') || '(root)';
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty: string }).missingProperty);
    return `${where === '(root)' ? '' : `${where}.`}${missing}: is required`;
  }
  return `${where}: ${error.message ?? 'is invalid'}`;
}

function failedFields(errors: ErrorObject[] | null | undefined, base = ''): string[] {
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    seen.add(describeError(error, base));
  }
  return [...seen].slice(0, 10);
}

export interface SchemaProblem {
  path: string[];
  message: string;
}

/** Problems of `value` against `schema` (defaults applied in place), for callers that report positions. */
export function schemaProblems(schema: TSchema, value: unknown): SchemaProblem[] {
  const validate = validatorFor(schema);
  if (validate(value)) return [];
  return (validate.errors ?? [])
    .filter((error) => error.keyword !== 'anyOf' && error.keyword !== 'oneOf')
    .map((error) => {
      const path = error.instancePath === '' ? [] : error.instancePath.slice(1).split('/');
      return { path, message: describeError(error, '') };
    });
}

/** Validates normalised JSON against `schema`, applying its defaults. */
export function validateAs<S extends TSchema>(schema: S, what: string, json: unknown, url: string): Static<S> {
  const value = normalizeContentJson(json);
  const validate = validatorFor(schema);
  if (!validate(value)) throw invalidContent(url, what, failedFields(validate.errors));
  return value as Static<S>;
}

export const validateAsArticle = (json: unknown, url: string): Article => validateAs(ArticleSchema, 'Article', json, url);
export const validateAsReview = (json: unknown, url: string): Review => validateAs(ReviewSchema, 'Review', json, url);
export const validateAsGallery = (json: unknown, url: string): Gallery => validateAs(GallerySchema, 'Gallery', json, url);
export const validateAsVideo = (json: unknown, url: string): Video => validateAs(VideoSchema, 'Video', json, url);
export const validateAsLiveArticle = (json: unknown, url: string): LiveArticle => validateAs(LiveArticleSchema, 'LiveArticle', json, url);
export const validateAsTechProduct = (json: unknown, url: string): TechProduct => validateAs(TechProductSchema, 'TechProduct', json, url);
export const validateAsAuthor = (json: unknown, url: string): Author => validateAs(AuthorSchema, 'Author', json, url);
export const validateAsStaticPage = (json: unknown, url: string): StaticPage => validateAs(StaticPageSchema, 'StaticPage', json, url);
export const validateAsContentList = (json: unknown, url: string): ContentList => validateAs(ContentListSchema, 'ContentList', json, url);
export const validateAsSeamlessList = (json: unknown, url: string): SeamlessList =>
  validateAs(SeamlessListSchema, 'SeamlessList', json, url);
export const validateAsVanityEntry = (json: unknown, url: string): VanityEntry =>
  validateAs(VanityEntrySchema, 'VanityEntry', json, url) as VanityEntry;
export const validateAsVanityDictionary = (json: unknown, url: string): VanityDictionary =>
  validateAs(VanityDictionarySchema, 'VanityDictionary', json, url);
export const validateAsSitemap = (json: unknown, url: string): Sitemap => validateAs(SitemapSchema, 'Sitemap', json, url);
export const validateAsSitemapIndex = (json: unknown, url: string): SitemapIndex =>
  validateAs(SitemapIndexSchema, 'SitemapIndex', json, url);
export const validateAsFeed = (json: unknown, url: string): Feed => validateAs(FeedSchema, 'Feed', json, url);
export const validateAsGeneratedUrl = (json: unknown, url: string): GeneratedUrl =>
  validateAs(GeneratedUrlSchema, 'GeneratedUrl', json, url);
export const validateAsLiveItems = (json: unknown, url: string): LiveItems => validateAs(LiveItemsSchema, 'LiveItems', json, url);
export const validateAsCommerceShortcode = (json: unknown, url: string): CommerceShortcode =>
  validateAs(CommerceShortcodeSchema, 'CommerceShortcode', json, url);

/** A component: its meta.componentType picks the model its data is checked against. */
export function validateAsComponent(json: unknown, url: string, base = ''): TypedComponent {
  const validateShell = validatorFor(PageComponentSchema);
  const component = normalizeContentJson(json);
  if (!validateShell(component)) throw invalidContent(url, 'component', failedFields(validateShell.errors, base));
  const shell = component as PageComponent;
  const type: ComponentType = shell.meta.componentType;
  const validateData = validatorFor(COMPONENT_DATA_SCHEMAS[type]);
  if (!validateData(shell.data)) throw invalidContent(url, `${type} component`, failedFields(validateData.errors, `${base}.data`));
  return shell as TypedComponent;
}

/** A page: the shell, then every component against its own model. */
export function validateAsPage(json: unknown, url: string): Page {
  const page = normalizeContentJson(json);
  const validateShell = validatorFor(PageSchema);
  if (!validateShell(page)) throw invalidContent(url, 'Page', failedFields(validateShell.errors));
  const shell = page as { components: unknown[] };
  shell.components = shell.components.map((component, index) => validateAsComponent(component, url, `components.${index}`));
  return page as Page;
}
