// Renders a page to a full HTML document string. renderToString serves about twice the
// pages per CPU second of streaming here, so pages are rendered whole and cached.
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import type { HeadTag, PageData } from '../page-data.ts';
import { App } from '../render/App.tsx';
import { mergeComponentHeadTags } from '../render/component-head-tags.ts';
import type { ComponentRegistry } from '../render/component-registry.ts';
import { Document, type DocumentAssets } from '../render/Document.tsx';
import type { PageComponent } from '../render/page-props.ts';
import { NONCE_PLACEHOLDER } from '../scripts/content-security-policy.ts';
import type { ScriptDeclaration } from '../scripts/script-declaration.ts';

export interface RenderInput {
  page: PageData;
  Page: PageComponent;
  /** The brand's page component renderers. */
  components: ComponentRegistry;
  headTags: HeadTag[];
  assets: DocumentAssets;
  locale: string;
  /** Scripts rendered with the HTML (timing 'server-render'). */
  scripts?: readonly ScriptDeclaration[];
}

export function renderDocument({ page, Page, components, headTags, assets, locale, scripts = [] }: RenderInput): string {
  const html = renderToString(
    <Document page={page} headTags={headTags} assets={assets} locale={locale} scripts={scripts} nonce={NONCE_PLACEHOLDER}>
      <HelmetProvider context={{}}>
        <App page={page} Page={Page} components={components} />
      </HelmetProvider>
    </Document>,
  );
  return `<!DOCTYPE html>${mergeComponentHeadTags(html)}`;
}
