// Price summary and resellers as display props (USD, zero minimum fraction digits,
// spec 000 §9), and as Product offers for structured data.
import { formatUsd } from '../../../content/rules/currency.ts';
import type { PriceSummary, Reseller } from '../../../content/schemas/product.ts';
import type { PriceSummaryProps, ResellerProps } from '../../../render/components/article/article-props.ts';
import type { OfferInput } from '../../../seo/structured-data.ts';
import { optional } from './optional.ts';

const price = (value: number | undefined): string | undefined => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? formatUsd(value) : undefined);

/** The price range shown: the lowest and highest offer when resellers quote prices (a range
 *  no offer matches would mislead), else the summary's low and high. */
export function priceSummaryProps(summary: PriceSummary | undefined, resellers?: Reseller[]): PriceSummaryProps | undefined {
  const quoted = offers(resellers).map((offer) => offer.price);
  if (!summary && quoted.length === 0) return undefined;
  const low = quoted.length > 0 ? Math.min(...quoted) : summary?.low;
  const high = quoted.length > 0 ? Math.max(...quoted) : summary?.high;
  const props: PriceSummaryProps = {
    ...optional('low', price(low)),
    ...optional('high', price(high)),
    ...optional('median', price(summary?.median)),
    ...optional('msrp', price(summary?.msrp)),
    ...optional('offerCount', quoted.length > 0 ? quoted.length : summary?.offerCount),
  };
  return Object.keys(props).length > 0 ? props : undefined;
}

/** Only resellers with an http(s) link are shown; lowest price first, then by weight. */
export function usableResellers(resellers: Reseller[] | undefined): Reseller[] {
  return (resellers ?? [])
    .filter((reseller) => /^https?:\/\//i.test(reseller.url))
    .sort((a, b) => (a.price ?? Number.POSITIVE_INFINITY) - (b.price ?? Number.POSITIVE_INFINITY) || (a.weight ?? 0) - (b.weight ?? 0));
}

export function resellerProps(resellers: Reseller[] | undefined): ResellerProps[] {
  return usableResellers(resellers).map((reseller) => ({ name: reseller.name, url: reseller.url, ...optional('price', price(reseller.price)) }));
}

export function offers(resellers: Reseller[] | undefined): OfferInput[] {
  return usableResellers(resellers)
    .filter((reseller): reseller is Reseller & { price: number } => typeof reseller.price === 'number')
    .map((reseller) => ({ price: reseller.price, url: reseller.url, seller: reseller.name }));
}

/** Offers from resellers; without any, one offer at the summary's median (else MSRP)
 *  price on the product page itself, so a priced product still has markup. */
export function offersWithFallback(resellers: Reseller[] | undefined, summary: PriceSummary | undefined, fallback: { url: string; seller: string }): OfferInput[] {
  const fromResellers = offers(resellers);
  if (fromResellers.length > 0) return fromResellers;
  const amount = summary?.median ?? summary?.msrp;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 ? [{ price: amount, url: fallback.url, seller: fallback.seller }] : [];
}
