// The rate tables' page component as the browser registers it: the table code is a lazy
// chunk, and the Suspense boundary keeps the server's markup until it has loaded (React
// hydrates the boundary then). The server renders the same boundary around the eager one.
import { lazy, Suspense } from 'react';
import type { ComponentRendererProps } from '../../core/index.ts';
import type { FinanceRatesView } from './FinanceRatesComponent.tsx';

const FinanceRates = lazy(() => import('./FinanceRatesComponent.tsx').then((module) => ({ default: module.FinanceRatesComponent })));

export function LazyFinanceRates(props: ComponentRendererProps<FinanceRatesView>) {
  return (
    <Suspense fallback={null}>
      <FinanceRates {...props} />
    </Suspense>
  );
}
