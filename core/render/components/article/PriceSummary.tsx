// Price summary and reseller links of a product (USD formatted by the loader). Reseller
// links are commercial: sponsored and nofollow.
import type { PriceSummaryProps, ResellerProps } from './article-props.ts';

interface Props {
  summary?: PriceSummaryProps | undefined;
  resellers: ResellerProps[];
}

function range(summary: PriceSummaryProps): string | undefined {
  if (summary.low && summary.high && summary.low !== summary.high) return `${summary.low} - ${summary.high}`;
  return summary.low ?? summary.median ?? summary.msrp;
}

export function PriceSummary({ summary, resellers }: Props) {
  if (!summary && resellers.length === 0) return null;
  const price = summary ? range(summary) : undefined;
  return (
    <section className="price-summary" aria-label="Where to buy">
      {price ? <p className="price-summary__range">{price}</p> : null}
      {summary?.msrp ? <p className="price-summary__msrp">{`MSRP ${summary.msrp}`}</p> : null}
      {resellers.length > 0 ? (
        <ul className="price-summary__resellers">
          {resellers.map((reseller) => (
            <li key={`${reseller.name}-${reseller.url}`}>
              <a href={reseller.url} rel="sponsored nofollow noopener" target="_blank">
                {reseller.price ? `${reseller.price} at ${reseller.name}` : `See at ${reseller.name}`}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
