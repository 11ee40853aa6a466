// The layouts of spec 000 §2.5. What differs between them is the chrome around the page,
// so each layout is a row in one table rather than a component of its own.
import type { ReactNode } from 'react';
import type { PageData, ReservedBox } from '../../page-data.ts';
import type { LayoutName } from '../../routing/types.ts';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { MinimalHeader } from '../components/MinimalHeader.tsx';
import { StickyNewsletter } from '../components/StickyNewsletter.tsx';

interface Props {
  page: PageData;
  children: ReactNode;
}

interface Chrome {
  /** full: brand header with navigation; minimal: brand mark only; none: no header. */
  header: 'full' | 'minimal' | 'minimal-unlinked' | 'none';
  footer: boolean;
  main?: string;
}

const LAYOUTS: Record<LayoutName, Chrome> = {
  default: { header: 'full', footer: true },
  error: { header: 'full', footer: true, main: 'layout__main--error' },
  marketplace: { header: 'full', footer: true, main: 'layout__main--wide' },
  minimal: { header: 'minimal', footer: false },
  // Paid-search landings keep readers on the offer: no navigation away.
  'paid-search': { header: 'minimal-unlinked', footer: true },
  'energy-lead-form': { header: 'minimal', footer: true, main: 'layout__main--form' },
  // Immersive and empty pages own the whole viewport.
  ceros: { header: 'none', footer: false },
  empty: { header: 'none', footer: false },
};

/** Plugins' reserved boxes (page.regions): empty in the HTML, at their final height. */
function Boxes({ boxes }: { boxes: ReservedBox[] | undefined }) {
  if (!boxes || boxes.length === 0) return null;
  return boxes.map((box) => (
    <div
      key={box.id}
      id={box.id}
      className={box.className}
      style={{ minHeight: `${box.minHeight}px` }}
      {...Object.fromEntries(Object.entries(box.data ?? {}).map(([name, value]) => [`data-${name}`, value]))}
    />
  ));
}

export function Layout({ page, children }: Props) {
  const chrome = LAYOUTS[page.layout] ?? LAYOUTS.default;
  return (
    <div className={`layout layout--${page.layout} brand--${page.brand}`}>
      {/* The first thing Tab reaches on every layout: past the header to the content. */}
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {chrome.header === 'full' ? <Header site={page.site} /> : null}
      {chrome.header === 'minimal' || chrome.header === 'minimal-unlinked' ? (
        <MinimalHeader site={page.site} linked={chrome.header === 'minimal'} />
      ) : null}
      <Boxes boxes={page.regions?.top} />
      <main id="main" tabIndex={-1} className={`layout__main${chrome.main ? ` ${chrome.main}` : ''}`}>
        {children}
        {page.regions?.aside?.length ? (
          <aside className="layout__aside">
            <Boxes boxes={page.regions.aside} />
          </aside>
        ) : null}
      </main>
      <Boxes boxes={page.regions?.bottom} />
      {chrome.footer ? <Footer site={page.site} /> : null}
      {chrome.footer ? <StickyNewsletter site={page.site} /> : null}
    </div>
  );
}
