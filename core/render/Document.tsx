// The whole HTML document, rendered by React on the server. The browser hydrates the
// #app element inside it.
import type { ReactNode } from 'react';
import type { HeadTag, PageData } from '../page-data.ts';
import { renderHeadTags } from './head-tags.ts';
import type { ScriptDeclaration } from '../scripts/script-declaration.ts';
import { serializePageData } from './serialize.ts';

export interface DocumentAssets {
  scripts: string[];
  styles: string[];
  /** Module preloads for the entry's imports. */
  preloads: string[];
}

interface Props {
  page: PageData;
  headTags: HeadTag[];
  assets: DocumentAssets;
  locale: string;
  /** Scripts the server renders (timing 'server-render'), in load order. */
  scripts?: readonly ScriptDeclaration[];
  /** The response's Content-Security-Policy nonce (a placeholder the server swaps). */
  nonce?: string;
  children: ReactNode;
}

/** One declared script as a tag; inline code carries the nonce. */
function DeclaredScript({ script, nonce }: { script: ScriptDeclaration; nonce: string | undefined }) {
  const attrs: Record<string, string> = {};
  for (const [name, value] of Object.entries(script.attrs ?? {})) if (/^[a-z][a-z0-9-]*$/.test(name) && !name.startsWith('on')) attrs[name] = value;
  if (script.src) return <script {...attrs} data-neutron-script={script.id} src={script.src} nonce={nonce} />;
  return <script {...attrs} data-neutron-script={script.id} nonce={nonce} dangerouslySetInnerHTML={{ __html: script.inline ?? '' }} />;
}

export const PAGE_DATA_ELEMENT_ID = '__neutron_data';
/** The polite live region that announces the title of a page shown by in-app
 *  navigation; outside #app, so only the browser entry writes to it. */
export const ROUTE_ANNOUNCER_ID = '__neutron_announcer';

export function Document({ page, headTags, assets, locale, scripts = [], nonce, children }: Props) {
  const at = (position: ScriptDeclaration['position']) => scripts.filter((script) => script.position === position).map((script) => <DeclaredScript key={script.id} script={script} nonce={nonce} />);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {renderHeadTags(headTags)}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {at('head')}
      </head>
      <body>
        {at('body')}
        <div id="app">{children}</div>
        <div id={ROUTE_ANNOUNCER_ID} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />
        <script
          id={PAGE_DATA_ELEMENT_ID}
          type="application/json"
          // Escaped by serializePageData: no content string can close the element.
          dangerouslySetInnerHTML={{ __html: serializePageData(page) }}
        />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} nonce={nonce} />
        ))}
        {at('footer')}
      </body>
    </html>
  );
}
