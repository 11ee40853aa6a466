// Shows the body HTML the server rendered once. During hydration the page data does not
// carry the string again (it is already in the DOM): the component reads the existing
// element's markup once, so server and client produce the same tree.
import { useState } from 'react';

export const STATIC_BODY_SELECTOR = '[data-static-html="body"]';

interface Props {
  /** The pipeline's HTML; undefined during hydration of a server-rendered page. */
  html: string | undefined;
}

function readServerHtml(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector(STATIC_BODY_SELECTOR)?.innerHTML ?? '';
}

export function ArticleBody({ html }: Props) {
  const [serverHtml] = useState(() => (html === undefined ? readServerHtml() : undefined));
  return (
    <div
      className="article-body"
      data-static-html="body"
      // The markup comes from the body pipeline's allow-list sanitiser and React's own
      // escaping, never from raw content.
      dangerouslySetInnerHTML={{ __html: html ?? serverHtml ?? '' }}
      suppressHydrationWarning
    />
  );
}
