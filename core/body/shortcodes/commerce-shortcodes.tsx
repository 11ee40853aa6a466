// Commerce shortcodes: review cards (plus broadband and energy variants), buy and
// commerce buttons, promos, commerce links, related links and listicles. Outbound
// commerce links are sponsored, nofollow and open in a new tab with noopener.
import { safeUrl } from '../safe-url.ts';
import { textContent } from '../text-content.ts';
import type { ShortcodeNode } from '../types.ts';
import { type ListicleOffer, listicleOffer } from './listicle-offer.ts';
import { field, formatPrice, list, numberFrom, record, type ShortcodeRenderer, skip, text } from './shortcode-data.ts';

/** Outbound links to merchants are paid links. */
export const SPONSORED_REL = 'sponsored nofollow noopener noreferrer';

/** Pros and cons text splits on a tilde or a period plus space, dropping empties (spec 001 §9). */
export function splitProsCons(value: string): string[] {
  return value
    .split(/~|\. /)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function prosCons(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => text(item)).filter((item): item is string => item !== undefined);
  return typeof value === 'string' ? splitProsCons(value) : [];
}

function httpUrl(value: unknown): string | undefined {
  const url = safeUrl(value);
  return url !== undefined && /^https?:/i.test(url) ? url : undefined;
}

const VARIANT_DETAILS: Record<string, [string, string][]> = {
  broadband: [
    ['connectionType', 'Connection'],
    ['speedRange', 'Speeds'],
    ['priceRange', 'Price range'],
    ['dataCap', 'Data cap'],
  ],
  energy: [
    ['planType', 'Plan type'],
    ['rate', 'Rate'],
    ['contractLength', 'Contract'],
    ['renewablePercent', 'Renewable'],
  ],
};

function reviewCard(variant?: 'broadband' | 'energy'): ShortcodeRenderer {
  return (node, ctx) => {
    const data = record(node.data);
    const name = field(node, 'productName') ?? field(node, 'title') ?? text(data.preferredProductName);
    if (name === undefined) return skip(node, ctx, 'needs a product name');
    const rating = numberFrom(data.rating ?? node.attrs.rating);
    const validRating = rating !== undefined && rating >= 0 && rating <= 10 ? rating : undefined;
    const pros = prosCons(data.good ?? data.pros);
    const cons = prosCons(data.bad ?? data.cons);
    const details = variant ? VARIANT_DETAILS[variant]?.filter(([key]) => text(data[key]) !== undefined) ?? [] : [];
    const image = safeUrl(record(data.image).imageUrl ?? data.image, 'media');
    const resellers = list(data.resellers)
      .map(record)
      .map((reseller) => ({ name: text(reseller.name, 100), price: numberFrom(reseller.price), url: httpUrl(reseller.url) }))
      .filter((reseller) => reseller.url !== undefined && reseller.name !== undefined);
    return (
      <section className={variant ? `review-card review-card--${variant}` : 'review-card'} data-rating={validRating}>
        {image !== undefined && <img className="review-card__image" src={image} alt="" loading="lazy" />}
        <h3 className="review-card__name">{name}</h3>
        {validRating !== undefined && <div className="review-card__rating">{`${validRating}/10`}</div>}
        {details.length > 0 && (
          <dl className="review-card__details">
            {details.map(([key, label]) => [<dt key={`t${key}`}>{label}</dt>, <dd key={`d${key}`}>{text(data[key])}</dd>])}
          </dl>
        )}
        {pros.length > 0 && (
          <div className="review-card__pros">
            <h4>Like</h4>
            <ul>
              {pros.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </div>
        )}
        {cons.length > 0 && (
          <div className="review-card__cons">
            <h4>Don't like</h4>
            <ul>
              {cons.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </div>
        )}
        {text(data.bottomLine) !== undefined && <p className="review-card__bottom-line">{text(data.bottomLine)}</p>}
        {resellers.map((reseller, index) => (
          <a key={index} className="review-card__offer" href={reseller.url} rel={SPONSORED_REL} target="_blank">
            {reseller.price !== undefined ? `${formatPrice(reseller.price)} at ${reseller.name}` : `See at ${reseller.name}`}
          </a>
        ))}
      </section>
    );
  };
}

function buttonLabel(node: ShortcodeNode): string {
  const merchant = field(node, 'merchant');
  const price = numberFrom(field(node, 'price'));
  const explicit = field(node, 'text') ?? (textContent(node.children).trim() || undefined);
  if (explicit !== undefined) return explicit;
  if (price !== undefined && merchant !== undefined) return `${formatPrice(price)} at ${merchant}`;
  return merchant !== undefined ? `See at ${merchant}` : 'See it';
}

const buyButton: ShortcodeRenderer = (node, ctx) => {
  const href = httpUrl(field(node, 'url'));
  if (href === undefined) return skip(node, ctx, 'needs an http(s) url');
  return (
    <a className={`buy-button buy-button--${node.type}`} href={href} rel={SPONSORED_REL} target="_blank" data-merchant={field(node, 'merchant')}>
      {buttonLabel(node)}
    </a>
  );
};

const commercePromo: ShortcodeRenderer = (node, ctx) => {
  const href = httpUrl(field(node, 'url'));
  const title = field(node, 'title');
  if (href === undefined || title === undefined) return skip(node, ctx, 'needs a title and an http(s) url');
  const code = field(node, 'code');
  return (
    <aside className="commerce-promo">
      <h3>{title}</h3>
      {field(node, 'description') !== undefined && <p>{field(node, 'description')}</p>}
      {code !== undefined && <p className="commerce-promo__code">{`Code: ${code}`}</p>}
      <a className="commerce-promo__cta" href={href} rel={SPONSORED_REL} target="_blank">
        {buttonLabel(node)}
      </a>
    </aside>
  );
};

const commerceLink: ShortcodeRenderer = (node, ctx) => {
  const href = httpUrl(field(node, 'url'));
  if (href === undefined) return skip(node, ctx, 'needs an http(s) url');
  const label = node.children.length > 0 ? ctx.renderNodes(node.children) : (field(node, 'text') ?? href);
  return (
    <a className="commerce-link" href={href} rel={SPONSORED_REL} target="_blank" data-commerce-link="">
      {label}
    </a>
  );
};

const relatedLinks: ShortcodeRenderer = (node, ctx) => {
  const links = list(record(node.data).links)
    .map(record)
    .map((item) => ({ title: text(item.title, 300), url: safeUrl(item.url) }))
    .filter((item): item is { title: string; url: string } => item.title !== undefined && item.url !== undefined);
  if (links.length === 0) return skip(node, ctx, 'needs JSON links with title and url');
  return (
    <aside className="related-links">
      <h3>{field(node, 'title') ?? 'Related'}</h3>
      <ul>
        {links.map((item, index) => (
          <li key={index}>
            <a href={item.url}>{item.title}</a>
          </li>
        ))}
      </ul>
    </aside>
  );
};

function offerLink(offer: ListicleOffer) {
  const label =
    offer.price !== undefined
      ? `${formatPrice(offer.price)}${offer.merchant ? ` at ${offer.merchant}` : ''}`
      : offer.merchant
        ? `See at ${offer.merchant}`
        : 'See it';
  return (
    <a className="listicle__offer" href={offer.url} rel={SPONSORED_REL} target="_blank" data-price={offer.price}>
      {label}
    </a>
  );
}

function listicle(compact: boolean): ShortcodeRenderer {
  return (node, ctx) => {
    const entries = list(record(node.data).items ?? record(node.data).listicles).map(record);
    if (entries.length === 0) return skip(node, ctx, 'needs JSON items');
    return (
      <section className={compact ? 'listicle listicle--mini' : 'listicle'} data-listicle-id={field(node, 'id')}>
        {field(node, 'title') !== undefined && <h3>{field(node, 'title')}</h3>}
        <ol>
          {entries.map((entry, index) => {
            const offer = listicleOffer(entry);
            const image = safeUrl(record(entry.image).imageUrl ?? entry.image, 'media');
            return (
              <li key={index} className="listicle__item">
                {!compact && image !== undefined && <img src={image} alt="" loading="lazy" />}
                <h4>{text(entry.hed, 300) ?? text(entry.productName, 300) ?? `Item ${index + 1}`}</h4>
                {!compact && text(entry.description) !== undefined && <p>{text(entry.description)}</p>}
                {offer !== undefined && offerLink(offer)}
              </li>
            );
          })}
        </ol>
      </section>
    );
  };
}

const crossContentListicle: ShortcodeRenderer = (node, ctx) => {
  const items = list(record(node.data).items)
    .map(record)
    .map((item) => ({ title: text(item.title, 300), url: safeUrl(item.url), type: text(item.type, 40), description: text(item.description) }))
    .filter((item) => item.title !== undefined && item.url !== undefined);
  if (items.length === 0) return skip(node, ctx, 'needs JSON items with title and url');
  return (
    <section className="cross-content-listicle">
      {field(node, 'title') !== undefined && <h3>{field(node, 'title')}</h3>}
      <ol>
        {items.map((item, index) => (
          <li key={index} data-content-type={item.type}>
            <a href={item.url}>{item.title}</a>
            {item.description !== undefined && <p>{item.description}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
};

export const commerceShortcodes: Record<string, ShortcodeRenderer> = {
  'review-card': reviewCard(),
  'review-card-broadband': reviewCard('broadband'),
  'review-card-energy': reviewCard('energy'),
  'buy-button': buyButton,
  'commerce-button': buyButton,
  'commerce-promo': commercePromo,
  'commerce-link': commerceLink,
  'related-links': relatedLinks,
  listicle: listicle(false),
  'mini-listicle': listicle(true),
  'cross-content-listicle': crossContentListicle,
};
