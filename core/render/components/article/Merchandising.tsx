// The brand's promotions and widgets for this page today (spec 000 §9 date-windowed
// promotions, shopping and dynamic widgets), chosen by the loader.
import type { MerchandisingProps } from './article-props.ts';

interface Props {
  merchandising: MerchandisingProps | undefined;
}

export function Merchandising({ merchandising }: Props) {
  if (!merchandising || (merchandising.promotions.length === 0 && merchandising.widgets.length === 0)) return null;
  return (
    <div className="merchandising">
      {merchandising.promotions.map((promotion) => (
        <p key={promotion.id} className="promotion" data-promotion={promotion.id}>
          <a className="promotion__link" href={promotion.href}>
            {promotion.text}
          </a>
        </p>
      ))}
      {merchandising.widgets.map((widget) => (
        <aside key={widget.kind} className={`widget widget--${widget.kind}`} aria-label={widget.title} data-widget={widget.kind}>
          <h2 className="widget__title">{widget.title}</h2>
          {widget.text ? <p className="widget__text">{widget.text}</p> : null}
          <a className="widget__link" href={widget.href}>
            {widget.linkText}
          </a>
        </aside>
      ))}
    </div>
  );
}
