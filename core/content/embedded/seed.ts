// Reads the sample content of examples/content/ into store rows: references (authors,
// topics, tags, collections, images, products) are expanded into full entities and each
// entity is validated against its schema, reporting file:line:col on failure.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import type { ConfigFinding } from '../../config/load-yaml.ts';
import { SITE_SEGMENTS, type SiteSegment } from '../api-words.ts';
import { isPlainObject } from '../normalize.ts';
import { ArticleSchema } from '../schemas/article.ts';
import type { ContentLink } from '../schemas/content-list.ts';
import { GallerySchema } from '../schemas/gallery.ts';
import { LiveArticleSchema } from '../schemas/live.ts';
import { AuthorSchema } from '../schemas/people.ts';
import { TechProductSchema } from '../schemas/product.ts';
import { ReviewSchema } from '../schemas/review.ts';
import { CommerceShortcodeSchema, VanityEntrySchema } from '../schemas/services.ts';
import { StaticPageSchema } from '../schemas/static-page.ts';
import { CollectionSchema, TagSchema, TopicSchema } from '../schemas/taxonomy.ts';
import { VideoSchema } from '../schemas/video.ts';
import { schemaProblems } from '../validate.ts';
import { defaultContentPath, type PathResolver } from './content-path.ts';
import { type ContentFile, ContentFileError, parseContentFile } from './front-matter.ts';
import { type ItemKind, SHARED_SITE } from './kinds.ts';

/** Bump when the seed's output shape changes, so stored databases are rebuilt. */
export const SEED_VERSION = 3;

export interface RefRow {
  kind: 'topic' | 'tag' | 'collection' | 'author';
  slug: string;
}

export interface SeedItem {
  site: string;
  kind: ItemKind;
  slug: string;
  id: string;
  url?: string;
  typeName: string;
  section?: string;
  datePublished?: string;
  dateUpdated?: string;
  feeds: string[];
  refs: RefRow[];
  previousSlugs: string[];
  data: Record<string, unknown>;
  summary?: ContentLink;
}

export interface SampleContent {
  hash: string;
  items: SeedItem[];
}

const CONTENT_FOLDERS: Record<string, { kind: ItemKind; typeName: string; schema: TSchema }> = {
  articles: { kind: 'article', typeName: 'content_article', schema: ArticleSchema },
  livearticles: { kind: 'livearticle', typeName: 'content_updating_story', schema: LiveArticleSchema },
  reviews: { kind: 'review', typeName: 'content_review', schema: ReviewSchema },
  galleries: { kind: 'gallery', typeName: 'content_gallery', schema: GallerySchema },
  videos: { kind: 'video', typeName: 'content_video', schema: VideoSchema },
  static: { kind: 'static', typeName: 'content_static', schema: StaticPageSchema },
};

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || name === 'README.md') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full));
    else out.push(full);
  }
  return out;
}

function stableId(prefix: string, value: string): string {
  const hex = createHash('sha1').update(`${prefix}:${value}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

class SeedContext {
  readonly findings: ConfigFinding[] = [];
  readonly images = new Map<string, Record<string, unknown>>();
  readonly authors = new Map<string, Record<string, unknown>>();
  readonly tags = new Map<string, Record<string, unknown>>();
  readonly topics = new Map<string, Map<string, Record<string, unknown>>>();
  readonly collections = new Map<string, Map<string, Record<string, unknown>>>();
  readonly products = new Map<string, Map<string, Record<string, unknown>>>();
  readonly items: SeedItem[] = [];

  constructor(
    readonly root: string,
    readonly resolvePath: PathResolver,
  ) {}

  fail(file: ContentFile, at: readonly (string | number)[], message: string): void {
    const [line, col] = file.locate(at);
    this.findings.push({ file: file.file, line, col, message, severity: 'error' });
  }

  image(file: ContentFile, at: (string | number)[], value: unknown): unknown {
    if (typeof value !== 'string') return value;
    if (/^https?:\/\//.test(value)) return value;
    const image = this.images.get(value);
    if (!image) this.fail(file, at, `unknown image '${value}' (see images/images.yaml)`);
    return image ? { ...image } : undefined;
  }

  lookup(kind: string, map: Map<string, Record<string, unknown>> | undefined, file: ContentFile, at: (string | number)[], value: unknown) {
    const slug = typeof value === 'string' ? value : isPlainObject(value) ? (str(value.slug) ?? str(value.username)) : undefined;
    const found = slug ? map?.get(slug) : undefined;
    if (!found) this.fail(file, at, `unknown ${kind} '${String(slug ?? value)}'`);
    return found;
  }

  validate(file: ContentFile, schema: TSchema, value: Record<string, unknown>): boolean {
    const problems = schemaProblems(schema, value);
    for (const problem of problems.slice(0, 5)) this.fail(file, problem.path, problem.message);
    return problems.length === 0;
  }
}

function readFile(ctx: SeedContext, full: string): ContentFile | undefined {
  const display = path.relative(path.dirname(ctx.root), full) || full;
  try {
    return parseContentFile(display, readFileSync(full, 'utf8'));
  } catch (error) {
    if (error instanceof ContentFileError) ctx.findings.push(...error.findings);
    else throw error;
    return undefined;
  }
}

function listItems(file: ContentFile): Record<string, unknown>[] {
  const items = file.data.items;
  return Array.isArray(items) ? items.filter(isPlainObject) : [];
}

function readImages(ctx: SeedContext, file: ContentFile): void {
  for (const entry of listItems(file)) {
    const id = str(entry.id);
    const filename = str(entry.filename);
    if (!id || !filename) continue;
    ctx.images.set(id, {
      id: stableId('image', id),
      filename,
      path: filename,
      // Served from examples/content/images/sample/ by the embedded image service.
      bucketType: 'sample',
      bucketPath: `/${filename}`,
      typeName: 'content_image',
      dateCreated: str(entry.dateCreated) ?? '2024-01-01T00:00:00Z',
      alt: str(entry.alt) ?? '',
      caption: str(entry.caption),
      credits: str(entry.credits),
      width: entry.width,
      height: entry.height,
    });
  }
}

function readAuthor(ctx: SeedContext, file: ContentFile): void {
  const data = { ...file.data };
  const username = str(data.username);
  if (!username) {
    ctx.fail(file, [], "an author needs a 'username'");
    return;
  }
  data.id = str(data.id) ?? stableId('author', username);
  if (data.image !== undefined) data.image = ctx.image(file, ['image'], data.image);
  if (!ctx.validate(file, AuthorSchema, data)) return;
  ctx.authors.set(username, data);
  ctx.items.push({
    site: SHARED_SITE,
    kind: 'author',
    slug: username.toLowerCase(),
    id: String(data.id),
    url: ctx.resolvePath('author', data),
    typeName: 'content_author',
    feeds: [],
    refs: [],
    previousSlugs: [],
    data,
  });
}

function readTags(ctx: SeedContext, file: ContentFile, site: string): void {
  listItems(file).forEach((entry, index) => {
    const tag = { slug: str(entry.slug), name: str(entry.name) ?? str(entry.slug) };
    if (!ctx.validate(file, TagSchema, tag)) return;
    if (!tag.slug) {
      ctx.fail(file, ['items', index], "a tag needs a 'slug'");
      return;
    }
    ctx.tags.set(tag.slug, tag);
    ctx.items.push({
      site,
      kind: 'tag',
      slug: tag.slug,
      id: stableId('tag', tag.slug),
      url: ctx.resolvePath('tag', tag),
      typeName: 'content_tag',
      feeds: [],
      refs: [],
      previousSlugs: [],
      data: { ...tag, description: str(entry.description) },
    });
  });
}

function readTopics(ctx: SeedContext, file: ContentFile, site: SiteSegment): void {
  const raw = new Map<string, Record<string, unknown>>();
  listItems(file).forEach((entry) => {
    const slug = str(entry.slug);
    if (slug) raw.set(slug, entry);
  });
  const topics = new Map<string, Record<string, unknown>>();
  const build = (slug: string, seen: Set<string>): Record<string, unknown> | undefined => {
    const done = topics.get(slug);
    if (done) return done;
    const entry = raw.get(slug);
    if (!entry || seen.has(slug)) return undefined;
    seen.add(slug);
    const parentSlug = str(entry.parent);
    const parent = parentSlug ? build(parentSlug, seen) : undefined;
    const index = listItems(file).indexOf(entry);
    if (parentSlug && !parent) ctx.fail(file, ['items', index, 'parent'], `unknown parent topic '${parentSlug}'`);
    const ancestors = parent
      ? [...((parent.topicPath as Record<string, unknown>[]) ?? []), { id: parent.id, slug: parent.slug, name: parent.name }]
      : [];
    const name = str(entry.name) ?? slug;
    const slugs = [...ancestors.map((a) => String(a.slug)), slug];
    const topic: Record<string, unknown> = {
      id: stableId(`topic:${site}`, slug),
      uuid: stableId(`topic-uuid:${site}`, slug),
      slug,
      name,
      typeName: 'content_topic',
      description: str(entry.description),
      typePath: 'content_topic',
      hPath: slugs.join('/'),
      hslugPath: slugs.join('/'),
      topicPath: ancestors,
      metaData: { hubTopicPathString: [...ancestors.map((a) => String(a.name)), name].join('^') },
    };
    if (entry.image !== undefined) topic.image = ctx.image(file, ['items', index, 'image'], entry.image);
    if (!ctx.validate(file, TopicSchema, topic)) return undefined;
    topics.set(slug, topic);
    return topic;
  };
  for (const slug of raw.keys()) build(slug, new Set());
  ctx.topics.set(site, topics);
  for (const topic of topics.values()) {
    ctx.items.push({
      site,
      kind: 'topic',
      slug: String(topic.slug),
      id: String(topic.id),
      url: ctx.resolvePath('topic', { ...topic, site }),
      typeName: 'content_topic',
      feeds: [],
      refs: [],
      previousSlugs: [],
      data: { ...topic, site },
    });
  }
}

function readCollections(ctx: SeedContext, file: ContentFile, site: SiteSegment): void {
  const map = new Map<string, Record<string, unknown>>();
  listItems(file).forEach((entry, index) => {
    const slug = str(entry.slug);
    if (!slug) {
      ctx.fail(file, ['items', index], "a collection needs a 'slug'");
      return;
    }
    const collection: Record<string, unknown> = {
      ...entry,
      id: str(entry.id) ?? stableId(`collection:${site}`, slug),
      typeSlug: str(entry.typeSlug) ?? 'collection',
    };
    if (entry.image !== undefined) collection.image = ctx.image(file, ['items', index, 'image'], entry.image);
    if (!ctx.validate(file, CollectionSchema, collection)) return;
    map.set(slug, collection);
    ctx.items.push({
      site,
      kind: 'collection',
      slug,
      id: String(collection.id),
      url: ctx.resolvePath('collection', collection),
      typeName: 'content_collection',
      feeds: [],
      refs: [],
      previousSlugs: [],
      data: collection,
    });
  });
  ctx.collections.set(site, map);
}

function readProduct(ctx: SeedContext, file: ContentFile, site: SiteSegment): void {
  const data: Record<string, unknown> = { ...file.data, site };
  const slug = str(data.slug);
  if (!slug) {
    ctx.fail(file, [], "a product needs a 'slug'");
    return;
  }
  data.id = str(data.id) ?? stableId(`product:${site}`, slug);
  data.typeName = 'content_product';
  data.images = asList(data.images)
    .map((image, index) => ctx.image(file, ['images', index], image))
    .filter(Boolean);
  if (!ctx.validate(file, TechProductSchema, data)) return;
  data.canonicalUrl = ctx.resolvePath('product', data);
  const map = ctx.products.get(site) ?? new Map();
  map.set(slug, data);
  ctx.products.set(site, map);
  ctx.items.push({
    site,
    kind: 'product',
    slug,
    id: String(data.id),
    url: String(data.canonicalUrl),
    typeName: 'content_product',
    feeds: [],
    refs: [],
    previousSlugs: [],
    data,
  });
}

/** The related-product shape of a stored product (spec 000 §3 related product). */
function relatedProductOf(product: Record<string, unknown>): Record<string, unknown> {
  return {
    id: product.id,
    family: product.family,
    manufacturer: product.manufacturer,
    product: { name: product.name, slug: product.slug },
    resellers: product.resellers,
    slugs: product.slugs,
    seoUrl: product.seoUrl,
  };
}

function feedsOf(kind: ItemKind, data: Record<string, unknown>): string[] {
  switch (kind) {
    case 'article': {
      const feeds = ['article'];
      if (data.section === 'news') feeds.push('news');
      if (data.section === 'how_to') feeds.push('how-to');
      if (String(data.type ?? '').startsWith('Best List')) feeds.push('best');
      return feeds;
    }
    case 'livearticle':
      return ['updating_story'];
    case 'review':
      return ['review'];
    case 'gallery':
      return ['gallery'];
    case 'video':
      return ['video'];
    case 'static':
      return ['static'];
    default:
      return [];
  }
}

function summaryOf(item: SeedItem): ContentLink {
  const data = item.data;
  const image = (data.image ?? data.promoImage) as ContentLink['image'];
  const author = data.author as ContentLink['author'];
  const link: ContentLink = {
    id: item.id,
    slug: item.slug,
    title: String(data.promoHed ?? data.headline ?? data.title ?? data.name ?? item.slug),
    type: typeof data.type === 'string' ? data.type : item.kind,
    typeName: item.typeName,
    url: item.url ?? `/${item.slug}/`,
  };
  const description = data.promoDek ?? data.dek ?? data.description;
  if (typeof description === 'string') link.description = description;
  if (image) link.image = image;
  if (typeof data.section === 'string') link.section = data.section;
  if (item.datePublished) link.datePublished = item.datePublished;
  if (item.dateUpdated) link.dateUpdated = item.dateUpdated;
  if (author) link.author = author;
  if (typeof data.rating === 'number') link.rating = data.rating;
  if (typeof data.duration === 'number') link.duration = data.duration;
  return link;
}

function readContent(ctx: SeedContext, file: ContentFile, site: SiteSegment, folder: string): void {
  const spec = CONTENT_FOLDERS[folder];
  if (!spec) {
    ctx.fail(file, [], `unknown content folder '${folder}'`);
    return;
  }
  const data: Record<string, unknown> = { ...file.data, site };
  const slug = str(data.slug) ?? path.basename(file.file).replace(/\.[a-z]+$/, '');
  data.slug = slug;
  data.id = str(data.id) ?? stableId(`${spec.kind}:${site}`, slug);
  data.typeName = str(data.typeName) ?? spec.typeName;
  data.edition = str(data.edition) ?? 'us';
  if (file.body !== undefined && file.body !== '' && data.body === undefined) data.body = file.body;
  const refs: RefRow[] = [];

  if (data.author !== undefined) {
    const author = ctx.lookup('author', ctx.authors, file, ['author'], data.author);
    data.author = author;
    if (author) refs.push({ kind: 'author', slug: String(author.username).toLowerCase() });
  }
  if (data.moreAuthors !== undefined) {
    data.moreAuthors = asList(data.moreAuthors)
      .map((entry, index) => ctx.lookup('author', ctx.authors, file, ['moreAuthors', index], entry))
      .filter((author): author is Record<string, unknown> => Boolean(author));
    for (const author of data.moreAuthors as Record<string, unknown>[])
      refs.push({ kind: 'author', slug: String(author.username).toLowerCase() });
  }
  if (data.topics !== undefined) {
    data.topics = asList(data.topics)
      .map((entry, index) => {
        const topic = ctx.lookup('topic', ctx.topics.get(site), file, ['topics', index], entry);
        return topic ? { ...topic, primary: index === 0 } : undefined;
      })
      .filter(Boolean);
    for (const topic of data.topics as Record<string, unknown>[]) {
      refs.push({ kind: 'topic', slug: String(topic.slug) });
      for (const ancestor of (topic.topicPath as { slug: string }[]) ?? []) refs.push({ kind: 'topic', slug: ancestor.slug });
    }
  }
  if (data.tags !== undefined) {
    data.tags = asList(data.tags)
      .map((entry, index) => ctx.lookup('tag', ctx.tags, file, ['tags', index], entry))
      .filter(Boolean);
    for (const tag of data.tags as Record<string, unknown>[]) refs.push({ kind: 'tag', slug: String(tag.slug) });
  }
  if (data.collections !== undefined) {
    data.collections = asList(data.collections)
      .map((entry, index) => ctx.lookup('collection', ctx.collections.get(site), file, ['collections', index], entry))
      .filter(Boolean);
    for (const collection of data.collections as Record<string, unknown>[])
      refs.push({ kind: 'collection', slug: String(collection.slug) });
  }
  for (const key of ['image', 'promoImage', 'mobileImage', 'seoOgImage']) {
    if (data[key] !== undefined) data[key] = ctx.image(file, [key], data[key]);
  }
  if (typeof data.relatedProduct === 'string') {
    const product = ctx.lookup('product', ctx.products.get(site), file, ['relatedProduct'], data.relatedProduct);
    data.relatedProduct = product ? relatedProductOf(product) : undefined;
  }
  if (spec.kind === 'gallery' && Array.isArray(data.items)) {
    data.items = data.items.map((entry: unknown, index: number) => {
      if (!isPlainObject(entry)) return entry;
      const item: Record<string, unknown> = {
        ...entry,
        position: index,
        id: str(entry.id) ?? stableId(`gallery-item:${slug}`, String(index)),
      };
      if (item.image !== undefined) item.image = ctx.image(file, ['items', index, 'image'], item.image);
      if (typeof item.relatedProduct === 'string') {
        const product = ctx.lookup('product', ctx.products.get(site), file, ['items', index, 'relatedProduct'], item.relatedProduct);
        item.relatedProduct = product ? relatedProductOf(product) : undefined;
      }
      return item;
    });
  }
  if (spec.kind === 'livearticle' && Array.isArray(data.items)) {
    data.items = data.items.map((entry: unknown, index: number) => {
      if (!isPlainObject(entry)) return entry;
      const item: Record<string, unknown> = {
        ...entry,
        parentId: data.id,
        namespace: `live-${slug}`,
        id: str(entry.id) ?? stableId(`live-item:${slug}`, String(index)),
      };
      if (item.author !== undefined) item.author = ctx.lookup('author', ctx.authors, file, ['items', index, 'author'], item.author);
      return item;
    });
  }
  if (spec.kind === 'review' && typeof data.product === 'string') {
    const product = ctx.lookup('product', ctx.products.get(site), file, ['product'], data.product);
    if (product) data.relatedProduct = relatedProductOf(product);
    data.targetSlug = data.product;
    delete data.product;
  }
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
  const published = str(data.datePublished);
  const updated = str(data.dateUpdated);
  if (published) item.datePublished = published;
  if (updated) item.dateUpdated = updated;
  item.summary = summaryOf(item);
  ctx.items.push(item);
}

function readNamed(ctx: SeedContext, file: ContentFile, site: SiteSegment, kind: 'feature' | 'navigation' | 'commerce'): void {
  const data: Record<string, unknown> = { ...file.data };
  const slug = str(data.slug) ?? str(data.id) ?? path.basename(file.file).replace(/\.[a-z]+$/, '');
  if (kind === 'commerce') {
    data.id = slug;
    if (!ctx.validate(file, CommerceShortcodeSchema, data)) return;
  }
  ctx.items.push({
    site,
    kind,
    slug,
    id: stableId(`${kind}:${site}`, slug),
    typeName: `content_${kind}`,
    feeds: [],
    refs: [],
    previousSlugs: [],
    data,
  });
}

function readVanity(ctx: SeedContext, file: ContentFile, site: SiteSegment): void {
  listItems(file).forEach((entry, index) => {
    const data: Record<string, unknown> = { ...entry, id: str(entry.id) ?? stableId(`vanity:${site}`, String(entry.urlPath)) };
    if (!ctx.validate(file, VanityEntrySchema, data)) return;
    if (!str(data.urlPath)) {
      ctx.fail(file, ['items', index, 'urlPath'], 'urlPath is required');
      return;
    }
    ctx.items.push({
      site,
      kind: 'vanity',
      slug: String(data.urlPath),
      id: String(data.id),
      typeName: 'vanity',
      feeds: [],
      refs: [],
      previousSlugs: [],
      data,
    });
  });
}

/** Reads every sample file below `root`; throws a ContentFileError listing each problem. */
export function readSampleContent(root: string, options: { resolvePath?: PathResolver } = {}): SampleContent {
  const files = listFiles(root);
  const hash = createHash('sha256').update(`seed-v${SEED_VERSION}`);
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  const ctx = new SeedContext(root, options.resolvePath ?? defaultContentPath);
  const relative = (file: string) => path.relative(root, file).split(path.sep);
  const isData = (file: string) => /\.(ya?ml|json|md|html)$/.test(file);

  const pass = (match: (parts: string[]) => boolean, read: (file: ContentFile, parts: string[]) => void) => {
    for (const full of files) {
      const parts = relative(full);
      if (!isData(full) || !match(parts)) continue;
      const file = readFile(ctx, full);
      if (file) read(file, parts);
    }
  };
  const onSite = (parts: string[]) => SITE_SEGMENTS.includes(parts[0] as SiteSegment);
  const site = (parts: string[]) => parts[0] as SiteSegment;

  pass(
    (p) => p[0] === 'images' && p.length === 2,
    (file) => readImages(ctx, file),
  );
  pass(
    (p) => p[0] === 'shared' && p[1] === 'authors',
    (file) => readAuthor(ctx, file),
  );
  pass(
    (p) => p[0] === 'shared' && p[1]?.startsWith('tags.') === true,
    (file) => readTags(ctx, file, SHARED_SITE),
  );
  pass(
    (p) => onSite(p) && p[1]?.startsWith('topics.') === true,
    (file, p) => readTopics(ctx, file, site(p)),
  );
  pass(
    (p) => onSite(p) && p[1]?.startsWith('collections.') === true,
    (file, p) => readCollections(ctx, file, site(p)),
  );
  pass(
    (p) => onSite(p) && p[1] === 'products',
    (file, p) => readProduct(ctx, file, site(p)),
  );
  pass(
    (p) => onSite(p) && p.length === 3 && p[1] !== undefined && p[1] in CONTENT_FOLDERS,
    (file, p) => readContent(ctx, file, site(p), p[1] ?? ''),
  );
  pass(
    (p) => onSite(p) && p[1] === 'features',
    (file, p) => readNamed(ctx, file, site(p), 'feature'),
  );
  pass(
    (p) => onSite(p) && p[1] === 'commerce',
    (file, p) => readNamed(ctx, file, site(p), 'commerce'),
  );
  pass(
    (p) => onSite(p) && p[1]?.startsWith('navigation.') === true,
    (file, p) => readNamed(ctx, file, site(p), 'navigation'),
  );
  pass(
    (p) => onSite(p) && p[1]?.startsWith('vanity.') === true,
    (file, p) => readVanity(ctx, file, site(p)),
  );

  if (ctx.findings.length > 0) throw new ContentFileError(ctx.findings);
  // The stored rows also depend on the path resolver (the route table): hash what is stored.
  hash.update(JSON.stringify(ctx.items));
  return { hash: hash.digest('hex'), items: ctx.items };
}
