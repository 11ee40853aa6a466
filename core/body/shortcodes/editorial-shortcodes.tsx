// Editorial shortcodes: quotes, notes, cards, charts, FAQ, TOC and small inline types.
import { safeUrl } from '../safe-url.ts';
import { faqItems } from '../steps/faq.ts';
import { linkAttributes } from '../steps/link-rel.ts';
import { TOC_MANUAL_TEXT } from '../steps/table-of-contents.ts';
import { textContent } from '../text-content.ts';
import type { BodyContext, ShortcodeNode, TocItem } from '../types.ts';
import { field, list, numberFrom, record, type ShortcodeRenderer, skip, text } from './shortcode-data.ts';

/** The shortcode's own content, else a text field of its attributes or JSON. */
function contentOf(node: ShortcodeNode, ctx: BodyContext, name = 'text') {
  if (textContent(node.children).trim() !== '' || node.children.some((child) => child.kind !== 'text')) {
    return ctx.renderNodes(node.children);
  }
  return field(node, name);
}

function hasContent(node: ShortcodeNode, name = 'text'): boolean {
  return textContent(node.children).trim() !== '' || field(node, name) !== undefined;
}

const pullquote: ShortcodeRenderer = (node, ctx) => {
  if (!hasContent(node, 'quote')) return skip(node, ctx, 'needs a quote');
  const cite = field(node, 'cite') ?? field(node, 'author');
  return (
    <blockquote className="pullquote">
      <p>{contentOf(node, ctx, 'quote')}</p>
      {cite !== undefined && <cite>{cite}</cite>}
    </blockquote>
  );
};

const quicktake: ShortcodeRenderer = (node, ctx) => {
  const items = list(record(node.data).items)
    .map((item) => text(item))
    .filter((item): item is string => item !== undefined);
  if (items.length === 0 && !hasContent(node)) return skip(node, ctx, 'needs items or text');
  return (
    <aside className="quicktake">
      <h3>{field(node, 'title') ?? 'Quick take'}</h3>
      {items.length > 0 ? (
        <ul>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : (
        <div>{contentOf(node, ctx)}</div>
      )}
    </aside>
  );
};

const faq: ShortcodeRenderer = (node, ctx) => {
  const items = faqItems(node.data);
  if (items.length === 0) return skip(node, ctx, 'needs JSON items with question and answer');
  return (
    <section className="faq">
      <h2>{field(node, 'title') ?? 'Frequently asked questions'}</h2>
      {items.map((item, index) => (
        <div className="faq__item" key={index}>
          <h3>{item.question}</h3>
          <p>{item.answer}</p>
        </div>
      ))}
    </section>
  );
};

const infocard: ShortcodeRenderer = (node, ctx) => {
  const rows = list(record(node.data).items).map(record);
  if (rows.length === 0 && !hasContent(node, 'body')) return skip(node, ctx, 'needs items or body text');
  return (
    <aside className="infocard">
      {field(node, 'title') !== undefined && <h3>{field(node, 'title')}</h3>}
      {rows.length > 0 ? (
        <dl>
          {rows.map((row, index) => [<dt key={`t${index}`}>{text(row.label)}</dt>, <dd key={`d${index}`}>{text(row.value)}</dd>])}
        </dl>
      ) : (
        <div>{contentOf(node, ctx, 'body')}</div>
      )}
    </aside>
  );
};

const chart: ShortcodeRenderer = (node, ctx) => {
  const data = record(node.data);
  const points = list(data.series ?? data.data)
    .map(record)
    .map((point) => ({ label: text(point.label, 200), value: numberFrom(point.value) }))
    .filter((point): point is { label: string; value: number } => point.label !== undefined && point.value !== undefined);
  if (points.length === 0) return skip(node, ctx, 'needs JSON series of {label, value}');
  const max = Math.max(...points.map((point) => Math.abs(point.value))) || 1;
  const unit = field(node, 'unit');
  return (
    <figure className="chart" data-chart-type={field(node, 'chart') ?? 'bar'}>
      <figcaption>{field(node, 'title') ?? 'Chart'}</figcaption>
      <table>
        <tbody>
          {points.map((point, index) => (
            <tr key={index}>
              <th scope="row">{point.label}</th>
              <td>
                <span className="chart__bar" style={{ width: `${Math.round((Math.abs(point.value) / max) * 100)}%` }} />
                {unit !== undefined ? `${point.value} ${unit}` : String(point.value)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};

const tableOfContents: ShortcodeRenderer = (node, ctx) => {
  const toc = (ctx.collected.toc as TocItem[] | undefined) ?? [];
  if (toc.length === 0) return skip(node, ctx, 'the body has no headings for a table of contents');
  return (
    <nav className="table-of-contents" aria-label="Table of contents">
      <p>{TOC_MANUAL_TEXT}</p>
      <ol>
        {toc.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
};

const annotation: ShortcodeRenderer = (node, ctx) => {
  const note = field(node, 'note');
  if (note === undefined) return skip(node, ctx, 'needs a note');
  return (
    <span className="annotation">
      <span className="annotation__text">{ctx.renderNodes(node.children)}</span>
      <span className="annotation__note" role="note">
        {note}
      </span>
    </span>
  );
};

const dateline: ShortcodeRenderer = (node, ctx) => {
  const location = field(node, 'location') ?? text(textContent(node.children), 200);
  if (location === undefined) return skip(node, ctx, 'needs a location');
  const date = field(node, 'date');
  return <span className="dateline">{date !== undefined ? `${location}, ${date} — ` : `${location} — `}</span>;
};

const description: ShortcodeRenderer = (node, ctx) => {
  if (!hasContent(node)) return skip(node, ctx, 'needs text');
  return <div className="description">{contentOf(node, ctx)}</div>;
};

const filters: ShortcodeRenderer = (node, ctx) => {
  const fromJson = list(record(node.data).filters)
    .map(record)
    .map((item) => ({ label: text(item.label, 100), value: text(item.value, 100) ?? text(item.label, 100) }));
  const fromAttribute = (node.attrs.items ?? '').split(',').map((item) => ({ label: text(item, 100), value: text(item, 100) }));
  const items = (fromJson.length > 0 ? fromJson : fromAttribute).filter(
    (item): item is { label: string; value: string } => item.label !== undefined && item.value !== undefined,
  );
  if (items.length === 0) return skip(node, ctx, 'needs filters');
  return (
    <nav className="filters" aria-label={field(node, 'title') ?? 'Filters'}>
      <ul>
        {items.map((item, index) => (
          <li key={index}>
            <span className="filters__item" data-filter={item.value}>
              {item.label}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
};

const link: ShortcodeRenderer = (node, ctx) => {
  const href = safeUrl(field(node, 'url') ?? field(node, 'href'));
  if (href === undefined) return skip(node, ctx, 'needs a safe url');
  const label = node.children.length > 0 ? ctx.renderNodes(node.children) : (field(node, 'text') ?? href);
  const { class: className, ...attrs } = linkAttributes(href, ctx.config);
  return (
    <a href={href} className={className} {...attrs}>
      {label}
    </a>
  );
};

const codeSnippet: ShortcodeRenderer = (node, ctx) => {
  const code = text(record(node.data).code, 100_000) ?? (textContent(node.children).trim() || undefined);
  if (code === undefined) return skip(node, ctx, 'needs code');
  const language = field(node, 'language');
  const safeLanguage = language !== undefined && /^[a-z0-9+#-]{1,20}$/i.test(language) ? language : undefined;
  return (
    <pre className="code-snippet" data-language={safeLanguage}>
      <code className={safeLanguage !== undefined ? `language-${safeLanguage}` : undefined}>{code}</code>
    </pre>
  );
};

const whyTrust: ShortcodeRenderer = (node, ctx) => (
  <aside className="why-trust">
    <h3>{field(node, 'title') ?? 'Why you can trust us'}</h3>
    {hasContent(node) && <div>{contentOf(node, ctx)}</div>}
  </aside>
);

const tweetableText: ShortcodeRenderer = (node, ctx) => {
  const quote = text(textContent(node.children), 280) ?? field(node, 'text');
  if (quote === undefined) return skip(node, ctx, 'needs text');
  return (
    <span className="tweetable-text">
      <span className="tweetable-text__quote">{quote}</span>{' '}
      <a
        className="tweetable-text__share"
        href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(quote)}`}
        rel="nofollow noopener noreferrer"
        target="_blank"
      >
        Tweet this
      </a>
    </span>
  );
};

const pageBreak: ShortcodeRenderer = () => <hr className="page-break" data-page-break="" />;

const geo: ShortcodeRenderer = (node, ctx) => (
  <section className="geo" data-widget="geo" data-geo-kind={field(node, 'kind') ?? 'providers'}>
    <h3>{field(node, 'title') ?? 'Check availability in your area'}</h3>
    {hasContent(node) ? <div>{contentOf(node, ctx)}</div> : <p>Enter your address to see providers near you.</p>}
  </section>
);

const newsletter: ShortcodeRenderer = (node, ctx) => {
  const id = field(node, 'id');
  if (id === undefined || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return skip(node, ctx, 'needs a newsletter id');
  return (
    <aside className="newsletter" data-newsletter-id={id}>
      <h3>{field(node, 'title') ?? 'Get our newsletter'}</h3>
      {field(node, 'description') !== undefined && <p>{field(node, 'description')}</p>}
      <a href="/newsletters/">Sign up</a>
    </aside>
  );
};

const newsCard: ShortcodeRenderer = (node, ctx) => {
  const title = field(node, 'title');
  const href = safeUrl(field(node, 'url'));
  if (title === undefined || href === undefined) return skip(node, ctx, 'needs a title and a url');
  const image = safeUrl(field(node, 'image'), 'media');
  return (
    <article className="news-card">
      {image !== undefined && <img src={image} alt="" loading="lazy" />}
      <h3>
        <a href={href}>{title}</a>
      </h3>
      {field(node, 'summary') !== undefined && <p>{field(node, 'summary')}</p>}
    </article>
  );
};

const timeline: ShortcodeRenderer = (node, ctx) => {
  const events = list(record(node.data).events)
    .map(record)
    .map((event) => ({ date: text(event.date, 100), title: text(event.title, 300), text: text(event.text) }))
    .filter((event) => event.title !== undefined);
  if (events.length === 0) return skip(node, ctx, 'needs JSON events with a title');
  return (
    <section className="timeline">
      {field(node, 'title') !== undefined && <h3>{field(node, 'title')}</h3>}
      <ol>
        {events.map((event, index) => (
          <li key={index}>
            {event.date !== undefined && <time>{event.date}</time>}
            <strong>{event.title}</strong>
            {event.text !== undefined && <p>{event.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
};

export const editorialShortcodes: Record<string, ShortcodeRenderer> = {
  pullquote,
  quicktake,
  faq,
  infocard,
  chart,
  'table-of-contents': tableOfContents,
  annotation,
  dateline,
  description,
  filters,
  link,
  'code-snippet': codeSnippet,
  'why-trust': whyTrust,
  'tweetable-text': tweetableText,
  'page-break': pageBreak,
  geo,
  newsletter,
  'news-card': newsCard,
  timeline,
};
