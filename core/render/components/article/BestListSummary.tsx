// The box at the top of a best list: its first and second product and the call-to-action,
// from the page's best-list store (spec 001 §3).
import { useStores } from '../../stores.ts';
import type { BestListProduct } from '../../../stores.ts';
import { SPONSORED_REL } from '../../../body/shortcodes/commerce-shortcodes.tsx';

export const BEST_LIST_SUMMARY_TITLE = 'Our top picks';

function Pick({ product, fallback }: { product: BestListProduct; fallback: string }) {
  return (
    <li className="best-list-summary__pick" data-listicle-id={product.id}>
      <span className="best-list-summary__label">{`${product.label ?? fallback}:`}</span> <strong>{product.name}</strong>
    </li>
  );
}

export function BestListSummary() {
  const { bestList } = useStores();
  if (!bestList) return null;
  return (
    <aside className="best-list-summary" aria-label={BEST_LIST_SUMMARY_TITLE}>
      <h2 className="best-list-summary__title">{BEST_LIST_SUMMARY_TITLE}</h2>
      <ul>
        <Pick product={bestList.first} fallback="First pick" />
        {bestList.second ? <Pick product={bestList.second} fallback="Second pick" /> : null}
      </ul>
      {bestList.callToAction ? (
        <a className="best-list-summary__cta" href={bestList.callToAction.url} rel={SPONSORED_REL} target="_blank">
          {bestList.callToAction.text}
        </a>
      ) : null}
    </aside>
  );
}
