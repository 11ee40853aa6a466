// The layouts of spec 000 §2.5. Each is small: what differs is the chrome around the page.
import type { ReactNode } from 'react';
import type { PageData } from '../../page-data.ts';
import type { LayoutName } from '../../routing/types.ts';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';

interface Props {
  page: PageData;
  children: ReactNode;
}

function DefaultLayout({ page, children }: Props) {
  return (
    <div className={`layout layout--default brand--${page.brand}`}>
      <Header site={page.site} />
      <main id="main" className="layout__main">
        {children}
      </main>
      <Footer site={page.site} />
    </div>
  );
}

function ErrorLayout({ page, children }: Props) {
  return (
    <div className={`layout layout--error brand--${page.brand}`}>
      <Header site={page.site} />
      <main id="main" className="layout__main layout__main--error">
        {children}
      </main>
      <Footer site={page.site} />
    </div>
  );
}

/** Marketplace pages: site header, a wide commerce column, the footer. */
function MarketplaceLayout({ page, children }: Props) {
  return (
    <div className={`layout layout--marketplace brand--${page.brand}`}>
      <Header site={page.site} />
      <main id="main" className="layout__main layout__main--wide">
        {children}
      </main>
      <Footer site={page.site} />
    </div>
  );
}

/** Minimal pages keep the brand mark but drop section navigation. */
function MinimalLayout({ page, children }: Props) {
  return (
    <div className={`layout layout--minimal brand--${page.brand}`}>
      <header className="site-header site-header--minimal">
        <a className="site-header__brand" href={page.site.prefix}>
          {page.site.name}
        </a>
      </header>
      <main id="main" className="layout__main">
        {children}
      </main>
    </div>
  );
}

/** Paid-search landings: no navigation that leads readers away from the offer. */
function PaidSearchLayout({ page, children }: Props) {
  return (
    <div className={`layout layout--paid-search brand--${page.brand}`}>
      <header className="site-header site-header--minimal">
        <span className="site-header__brand">{page.site.name}</span>
      </header>
      <main id="main" className="layout__main">
        {children}
      </main>
      <Footer site={page.site} />
    </div>
  );
}

function EnergyLeadFormLayout({ page, children }: Props) {
  return (
    <div className={`layout layout--energy-lead-form brand--${page.brand}`}>
      <header className="site-header site-header--minimal">
        <a className="site-header__brand" href={page.site.prefix}>
          {page.site.name}
        </a>
      </header>
      <main id="main" className="layout__main layout__main--form">
        {children}
      </main>
      <Footer site={page.site} />
    </div>
  );
}

/** Immersive pages (ceros) and empty pages own the whole viewport. */
function BareLayout({ page, children }: Props) {
  return (
    <main id="main" className={`layout layout--${page.layout} brand--${page.brand}`}>
      {children}
    </main>
  );
}

const LAYOUTS: Record<LayoutName, (props: Props) => ReactNode> = {
  default: DefaultLayout,
  error: ErrorLayout,
  marketplace: MarketplaceLayout,
  minimal: MinimalLayout,
  'paid-search': PaidSearchLayout,
  'energy-lead-form': EnergyLeadFormLayout,
  ceros: BareLayout,
  empty: BareLayout,
};

export function Layout({ page, children }: Props) {
  const Chosen = LAYOUTS[page.layout] ?? DefaultLayout;
  return <Chosen page={page}>{children}</Chosen>;
}
