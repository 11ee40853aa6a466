// References inside a content file, expanded into the entities read before it: authors,
// topics, tags, collections, images and products, and those inside gallery and live items.
// The refs it returns are what the item is listed under.
import { isPlainObject } from '../normalize.ts';
import type { ContentFile } from './front-matter.ts';
import type { ItemKind } from './kinds.ts';
import { asList, nonEmptyString, type SeedContext } from './seed-context.ts';
import { type RefRow, stableId } from './seed-item.ts';
import { relatedProductOf } from './seed-products.ts';

const IMAGE_FIELDS = ['image', 'promoImage', 'mobileImage', 'seoOgImage'];
/** An image shortcode that names its picture by id: `<shortcode type="image" image-id="home">`. */
const IMAGE_BY_ID = /<shortcode\b([^>]*?)\simage-id="([^"]*)"([^>]*)>\s*<\/shortcode>/g;

/** Image shortcodes of a body that name an image by id carry that Image as their embedded
 *  JSON, as the content API sends them (spec 001 §3 embedded image info): the body
 *  pipeline then resizes them like any other picture of the service. */
export function expandBodyImages(ctx: SeedContext, file: ContentFile, data: Record<string, unknown>): void {
  if (typeof data.body !== 'string' || !data.body.includes('image-id=')) return;
  data.body = data.body.replace(IMAGE_BY_ID, (whole, before: string, id: string, after: string) => {
    const attributes = `${before}${after}`;
    if (!/\stype="image"/.test(` ${attributes}`)) return whole;
    const image = ctx.image(file, ['body'], id);
    if (!image) return whole;
    const json = JSON.stringify(image).replace(/</g, '\\u003c');
    return `<shortcode${attributes}><script type="application/json">${json}</script></shortcode>`;
  });
}

/** Replaces each reference in `data` with its entity; returns the refs rows of the item. */
export function expandReferences(ctx: SeedContext, file: ContentFile, site: string, data: Record<string, unknown>): RefRow[] {
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
  for (const key of IMAGE_FIELDS) {
    if (data[key] !== undefined) data[key] = ctx.image(file, [key], data[key]);
  }
  if (typeof data.relatedProduct === 'string') {
    const product = ctx.lookup('product', ctx.products.get(site), file, ['relatedProduct'], data.relatedProduct);
    data.relatedProduct = product ? relatedProductOf(product) : undefined;
  }
  return refs;
}

/** Expands the parts of a gallery (items with images and products), of a live article (items
 *  with authors) and of a review (the reviewed product). */
export function expandParts(ctx: SeedContext, file: ContentFile, site: string, kind: ItemKind, data: Record<string, unknown>): void {
  const slug = String(data.slug);
  if (kind === 'gallery' && Array.isArray(data.items)) {
    data.items = data.items.map((entry: unknown, index: number) => {
      if (!isPlainObject(entry)) return entry;
      const item: Record<string, unknown> = {
        ...entry,
        position: index,
        id: nonEmptyString(entry.id) ?? stableId(`gallery-item:${slug}`, String(index)),
      };
      if (item.image !== undefined) item.image = ctx.image(file, ['items', index, 'image'], item.image);
      if (typeof item.relatedProduct === 'string') {
        const product = ctx.lookup('product', ctx.products.get(site), file, ['items', index, 'relatedProduct'], item.relatedProduct);
        item.relatedProduct = product ? relatedProductOf(product) : undefined;
      }
      return item;
    });
  }
  if (kind === 'livearticle' && Array.isArray(data.items)) {
    data.items = data.items.map((entry: unknown, index: number) => {
      if (!isPlainObject(entry)) return entry;
      const item: Record<string, unknown> = {
        ...entry,
        parentId: data.id,
        namespace: `live-${slug}`,
        id: nonEmptyString(entry.id) ?? stableId(`live-item:${slug}`, String(index)),
      };
      if (item.author !== undefined) item.author = ctx.lookup('author', ctx.authors, file, ['items', index, 'author'], item.author);
      return item;
    });
  }
  if (kind === 'review' && typeof data.product === 'string') {
    const product = ctx.lookup('product', ctx.products.get(site), file, ['product'], data.product);
    if (product) data.relatedProduct = relatedProductOf(product);
    data.targetSlug = data.product;
    delete data.product;
  }
}
