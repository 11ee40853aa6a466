// The brand's promotions and widgets for this page today (spec 000 §9 date-windowed
// promotions, shopping and dynamic widgets), chosen by the loader.
import { DEVICES } from '../../../device.ts';
import { useRendersOn } from '../../device-gate.ts';
import type { MerchandisingProps, MerchandisingWidget } from './article-props.ts';

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
        <Widget key={widget.kind} widget={widget} />
      ))}
    </div>
  );
}

/** A widget, on the device classes it declares (spec 001 §6 device gate). */
function Widget({ widget }: { widget: MerchandisingWidget }) {
  if (!useRendersOn(widget.devices ?? DEVICES)) return null;
  return (
    <aside className={`widget widget--${widget.kind}`} aria-label={widget.title} data-widget={widget.kind}>
      <h2 className="widget__title">{widget.title}</h2>
      {widget.text ? <p className="widget__text">{widget.text}</p> : null}
      <a className="widget__link" href={widget.href}>
        {widget.linkText}
      </a>
    </aside>
  );
}
