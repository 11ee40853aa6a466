// Images and products: the entities content files name by id or slug. Images are kept only
// in the context; products are stored too, with their site path (spec 000 §3 Image, TechProduct).
import { type SiteSegment, TYPE_NAMES } from '../api-words.ts';
import { TechProductSchema } from '../schemas/product.ts';
import type { ContentFile } from './front-matter.ts';
import { asList, nonEmptyString, type SeedContext } from './seed-context.ts';
import { listItems } from './seed-files.ts';
import { stableId, unlistedItem } from './seed-item.ts';

export function readImages(ctx: SeedContext, file: ContentFile): void {
  for (const entry of listItems(file)) {
    const id = nonEmptyString(entry.id);
    const filename = nonEmptyString(entry.filename);
    if (!id || !filename) continue;
    ctx.images.set(id, {
      id: stableId('image', id),
      filename,
      path: filename,
      // Served from examples/content/images/sample/ by the embedded image service.
      bucketType: 'sample',
      bucketPath: `/${filename}`,
      typeName: 'content_image',
      dateCreated: nonEmptyString(entry.dateCreated) ?? '2024-01-01T00:00:00Z',
      alt: nonEmptyString(entry.alt) ?? '',
      caption: nonEmptyString(entry.caption),
      credits: nonEmptyString(entry.credits),
      width: entry.width,
      height: entry.height,
    });
  }
}

export function readProduct(ctx: SeedContext, file: ContentFile, site: SiteSegment): void {
  const data: Record<string, unknown> = { ...file.data, site };
  const slug = nonEmptyString(data.slug);
  if (!slug) {
    ctx.fail(file, [], "a product needs a 'slug'");
    return;
  }
  data.id = nonEmptyString(data.id) ?? stableId(`product:${site}`, slug);
  data.typeName = TYPE_NAMES.product;
  data.images = asList(data.images)
    .map((image, index) => ctx.image(file, ['images', index], image))
    .filter(Boolean);
  if (!ctx.validate(file, TechProductSchema, data)) return;
  data.canonicalUrl = ctx.resolvePath('product', data);
  const map = ctx.products.get(site) ?? new Map();
  map.set(slug, data);
  ctx.products.set(site, map);
  ctx.items.push(
    unlistedItem({
      site,
      kind: 'product',
      slug,
      id: String(data.id),
      url: String(data.canonicalUrl),
      typeName: TYPE_NAMES.product,
      data,
    }),
  );
}

/** The related-product shape of a stored product (spec 000 §3 related product). */
export function relatedProductOf(product: Record<string, unknown>): Record<string, unknown> {
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
