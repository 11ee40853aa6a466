// The whole HTML document, rendered by React on the server. The browser hydrates the
// #app element inside it.
import type { ReactNode } from 'react';
import type { HeadTag, PageData } from '../page-data.ts';
import { renderHeadTags } from './head-tags.ts';
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
  children: ReactNode;
}

export const PAGE_DATA_ELEMENT_ID = '__neutron_data';

export function Document({ page, headTags, assets, locale, children }: Props) {
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
      </head>
      <body>
        <div id="app">{children}</div>
        <script
          id={PAGE_DATA_ELEMENT_ID}
          type="application/json"
          // Escaped by serializePageData: no content string can close the element.
          dangerouslySetInnerHTML={{ __html: serializePageData(page) }}
        />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </body>
    </html>
  );
}
