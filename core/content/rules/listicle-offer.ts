// A listicle entry's offer and its price (spec 000 §5): a listicle counts as priced only
// with a merchant offer that has a price. An offer without its own price falls back to the
// product's median price divided by 100 (the median is in cents), or else to a number
// parsed from the product's first attribute.
import { isPlainObject } from '../normalize.ts';
import type { ListicleEntry, MerchantOffer } from '../schemas/listicle.ts';
import { parseNumber } from './numbers.ts';

/** The product fields of a listicle's techProd / tapiProduct the fallbacks read. */
interface ListicleProduct {
  priceSummary?: { median?: unknown };
  attributes?: unknown[];
}

export interface PricedOffer {
  merchant: string;
  url: string;
  price: number;
}

/** Where an offer sends the reader: the monetized link when the offer uses it, only https. */
export function offerUrl(offer: MerchantOffer): string | undefined {
  const url = offer.useMonetization && offer.monetizedUrl ? offer.monetizedUrl : (offer.url ?? offer.rawUrl);
  return url !== undefined && /^https:\/\//i.test(url) ? url : undefined;
}

/** The first offer a reader can follow: an https link and a merchant. */
export function firstOffer(entry: ListicleEntry): { offer: MerchantOffer; merchant: string; url: string } | undefined {
  for (const offer of entry.merchantOffers ?? []) {
    const url = offerUrl(offer);
    if (url && offer.offerMerchant) return { offer, merchant: offer.offerMerchant, url };
  }
  return undefined;
}

/** A non-negative number, or undefined for anything that is not one. */
function amount(value: unknown): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (value === '') return undefined;
  try {
    const parsed = parseNumber(value);
    return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function productOf(entry: ListicleEntry): ListicleProduct | undefined {
  const product = isPlainObject(entry.techProd) ? entry.techProd : isPlainObject(entry.tapiProduct) ? entry.tapiProduct : undefined;
  return product as ListicleProduct | undefined;
}

/** The first attribute's value: `val[0]` (the content API's attribute shape) or `value`. */
function firstAttributeValue(product: ListicleProduct): unknown {
  const first = product.attributes?.[0];
  if (!isPlainObject(first)) return undefined;
  return Array.isArray(first.val) ? first.val[0] : first.value;
}

/** The offer's own price, else the product's median / 100, else its first attribute as a number. */
export function listiclePrice(entry: ListicleEntry, offer: MerchantOffer): number | undefined {
  const own = amount(offer.offerPrice);
  if (own !== undefined) return own;
  const product = productOf(entry);
  if (!product) return undefined;
  const median = amount(isPlainObject(product.priceSummary) ? product.priceSummary.median : undefined);
  if (median !== undefined) return median / 100;
  return amount(firstAttributeValue(product));
}

/** The entry's offer with its price, or undefined when it has no priced offer. */
export function pricedOffer(entry: ListicleEntry): PricedOffer | undefined {
  const found = firstOffer(entry);
  if (!found) return undefined;
  const price = listiclePrice(entry, found.offer);
  return price === undefined ? undefined : { merchant: found.merchant, url: found.url, price };
}
