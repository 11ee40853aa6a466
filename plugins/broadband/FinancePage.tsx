// The hidden finance pages (/_hidden/personal-finance/…): the page's text and blocks, with
// the rate tables.
import type { PageProps } from '../../core/browser.ts';
import { LandingHeader, LandingIntro, LandingSections } from './LandingHeader.tsx';
import type { FinancePageProps } from './page-props.ts';
import { RateTables } from './RateTables.tsx';

export function FinancePage({ props }: PageProps<FinancePageProps>) {
  return (
    <article className="broadband-page finance-page">
      <LandingHeader text={props} />
      <LandingIntro text={props} />
      <RateTables rates={props.rates} />
      <LandingSections sections={props.sections} />
    </article>
  );
}
