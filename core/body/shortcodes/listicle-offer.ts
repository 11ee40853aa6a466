// The offer a listicle entry shows: the first merchant offer with a URL, priced by
// its own price, else the median price ÷ 100, else a number parsed from the first
// attribute (spec 000 §5). Entries with a priced offer feed listicle markup.
import { safeUrl } from '../safe-url.ts';
import { list, numberFrom, record, text } from './shortcode-data.ts';

export interface ListicleOffer {
  merchant?: string;
  price?: number;
  url: string;
}

function fallbackPrice(entry: Record<string, unknown>): number | undefined {
  const product = record(entry.techProd);
  const summary = record(entry.priceSummary ?? product.priceSummary);
  const median = numberFrom(summary.medianPrice);
  if (median !== undefined) return median / 100;
  const firstAttribute = record(list(entry.attributes ?? product.attributes)[0]);
  const value = list(firstAttribute.val)[0] ?? firstAttribute.value;
  return numberFrom(value);
}

export function listicleOffer(entryValue: unknown): ListicleOffer | undefined {
  const entry = record(entryValue);
  for (const offerValue of list(entry.merchantOffers)) {
    const offer = record(offerValue);
    const url = safeUrl(offer.useMonetization === true ? (offer.monetizedUrl ?? offer.url) : (offer.url ?? offer.rawUrl));
    if (url === undefined || !/^https?:/i.test(url)) continue;
    const price = numberFrom(offer.offerPrice) ?? fallbackPrice(entry);
    const result: ListicleOffer = { url };
    const merchant = text(offer.offerMerchant, 100);
    if (merchant !== undefined) result.merchant = merchant;
    if (price !== undefined && price >= 0) result.price = price;
    return result;
  }
  return undefined;
}
