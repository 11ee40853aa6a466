// A Listicles component: the listed products in order, each with its best offer.
import type { ComponentRendererProps, ListiclesView } from './component-views.ts';
import { imageAttrs } from '../image-attrs.ts';

export function ListiclesComponent({ view }: ComponentRendererProps<ListiclesView>) {
  return (
    <ol className="page-component page-component--listicles listicle-teasers" data-component={view.name}>
      {view.data.items.map((item) => (
        <li key={item.id} className="listicle-teaser">
          {item.image ? <img {...imageAttrs(item.image)} loading="lazy" /> : null}
          <h3 className="listicle-teaser__title">{item.title}</h3>
          {item.description ? <p className="listicle-teaser__description">{item.description}</p> : null}
          {item.offer ? (
            <a className="listicle-teaser__offer" href={item.offer.url} rel="sponsored noopener" target="_blank">
              {item.offer.price ? `${item.offer.price} at ${item.offer.merchant}` : `See at ${item.offer.merchant}`}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
