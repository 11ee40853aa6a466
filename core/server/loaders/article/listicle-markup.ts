// The structured data of an article's listicles (spec 000 §5): each listicle with a priced
// merchant offer becomes a Product in an ItemList; a listicle without one is left out.
import { pricedOffer } from '../../../content/rules/listicle-offer.ts';
import type { ListicleEntry } from '../../../content/schemas/listicle.ts';
import { type JsonLd, type ListicleInput, listicleItemList } from '../../../seo/structured-data.ts';
import type { LoaderServices } from '../../page-loaders.ts';
import { socialImage } from '../site-urls.ts';

export function listicleMarkup(services: LoaderServices, page: { name: string; url: string }, listicles: readonly ListicleEntry[] | undefined): JsonLd | undefined {
  const items: ListicleInput[] = [];
  for (const entry of listicles ?? []) {
    const name = entry.productName ?? entry.hed;
    const offer = pricedOffer(entry);
    if (!name || !offer) continue;
    const image = socialImage(services, entry.imageGroup);
    const description = entry.description ?? entry.subhed;
    items.push({
      name,
      ...(description ? { description } : {}),
      ...(image ? { image } : {}),
      offer: { price: offer.price, url: offer.url, seller: offer.merchant },
    });
  }
  return listicleItemList({ ...page, items });
}
