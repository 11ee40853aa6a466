// A Text component: headline, dek and the body. The HTML is the body pipeline's output,
// parsed and sanitised on the server (core/body), never upstream HTML as received.
import type { ComponentRendererProps, TextView } from './component-views.ts';

export function TextComponent({ view }: ComponentRendererProps<TextView>) {
  const { headline, dek, html } = view.data;
  return (
    <section className="page-component page-component--text" data-component={view.name} aria-label={headline}>
      <h2 className="page-component__title">{headline}</h2>
      {dek ? <p className="page-component__description">{dek}</p> : null}
      {html ? <div className="page-component__body" dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </section>
  );
}
