// Content items (articles, live articles, reviews, galleries, videos, static pages): one file
// each, expanded, validated against its schema, given its site path, feeds and summary.
import type { TSchema } from '@sinclair/typebox';
import { DEFAULT_EDITION, type SiteSegment, TYPE_NAMES } from '../api-words.ts';
import { ArticleSchema } from '../schemas/article.ts';
import { GallerySchema } from '../schemas/gallery.ts';
import { LiveArticleSchema } from '../schemas/live.ts';
import { ReviewSchema } from '../schemas/review.ts';
import { StaticPageSchema } from '../schemas/static-page.ts';
import { VideoSchema } from '../schemas/video.ts';
import type { ContentFile } from './front-matter.ts';
import type { ItemKind } from './kinds.ts';
import { asList, nonEmptyString, type SeedContext } from './seed-context.ts';
import { baseSlug } from './seed-files.ts';
import { type SeedItem, stableId } from './seed-item.ts';
import { expandBodyImages, expandParts, expandReferences } from './seed-references.ts';
import { feedsOf, summaryOf } from './seed-summary.ts';

/** The folders of a site that hold content, one item a file. */
export const CONTENT_FOLDERS: Record<string, { kind: ItemKind; typeName: string; schema: TSchema }> = {
  articles: { kind: 'article', typeName: TYPE_NAMES.article, schema: ArticleSchema },
  livearticles: { kind: 'livearticle', typeName: TYPE_NAMES.livearticle, schema: LiveArticleSchema },
  reviews: { kind: 'review', typeName: TYPE_NAMES.review, schema: ReviewSchema },
  galleries: { kind: 'gallery', typeName: TYPE_NAMES.gallery, schema: GallerySchema },
  videos: { kind: 'video', typeName: TYPE_NAMES.video, schema: VideoSchema },
  static: { kind: 'static', typeName: TYPE_NAMES.static, schema: StaticPageSchema },
};

export function readContent(ctx: SeedContext, file: ContentFile, site: SiteSegment, folder: string): void {
  const spec = CONTENT_FOLDERS[folder];
  if (!spec) {
    ctx.fail(file, [], `unknown content folder '${folder}'`);
    return;
  }
  const data: Record<string, unknown> = { ...file.data, site };
  const slug = nonEmptyString(data.slug) ?? baseSlug(file);
  data.slug = slug;
  data.id = nonEmptyString(data.id) ?? stableId(`${spec.kind}:${site}`, slug);
  data.typeName = nonEmptyString(data.typeName) ?? spec.typeName;
  data.edition = nonEmptyString(data.edition) ?? DEFAULT_EDITION;
  if (file.body !== undefined && file.body !== '' && data.body === undefined) data.body = file.body;
  const refs = expandReferences(ctx, file, site, data);
  expandParts(ctx, file, site, spec.kind, data);
  expandBodyImages(ctx, file, data);
  const previousSlugs = asList(data.previousSlugs).map(String);
  delete data.previousSlugs;
  if (!ctx.validate(file, spec.schema, data)) return;
  const url = ctx.resolvePath(spec.kind, data);
  if (url) data.canonicalUrl = url;
  const item: SeedItem = {
    site,
    kind: spec.kind,
    slug,
    id: String(data.id),
    typeName: String(data.typeName),
    feeds: feedsOf(spec.kind, data),
    refs,
    previousSlugs,
    data,
  };
  if (url) item.url = url;
  if (typeof data.section === 'string') item.section = data.section;
  const published = nonEmptyString(data.datePublished);
  const updated = nonEmptyString(data.dateUpdated);
  if (published) item.datePublished = published;
  if (updated) item.dateUpdated = updated;
  item.summary = summaryOf(item);
  ctx.items.push(item);
}
