// The rate tables as a page component of door pages (/personal-finance/, …): the
// plugin puts a view of this type first on the pages its options list.
import { Suspense } from 'react';
import type { ComponentRendererProps, ComponentView } from '../../core/index.ts';
import type { RATES_COMPONENT } from './constants.ts';
import type { RatesProps } from './page-props.ts';
import { RateTables } from './RateTables.tsx';

export type FinanceRatesView = ComponentView<typeof RATES_COMPONENT, RatesProps>;

export function FinanceRatesComponent({ view }: ComponentRendererProps<FinanceRatesView>) {
  return <RateTables rates={view.data} />;
}

/** The server's renderer: the same Suspense boundary the browser's lazy one has
 *  (LazyFinanceRates.tsx), so hydration waits for the chunk instead of mismatching. */
export function ServerFinanceRates(props: ComponentRendererProps<FinanceRatesView>) {
  return (
    <Suspense fallback={null}>
      <FinanceRatesComponent {...props} />
    </Suspense>
  );
}
