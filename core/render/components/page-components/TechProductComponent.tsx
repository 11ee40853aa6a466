// A TechProduct component embedded in another page: image, name, maker and lowest price.
import type { ComponentRendererProps, TechProductView } from './component-views.ts';
import { imageAttrs } from '../image-attrs.ts';

export function TechProductComponent({ view }: ComponentRendererProps<TechProductView>) {
  const { name, url, manufacturer, image, price } = view.data;
  return (
    <article className="page-component page-component--tech-product product-teaser" data-component={view.name}>
      {image ? <img className="product-teaser__image" {...imageAttrs(image)} loading="lazy" /> : null}
      <h3 className="product-teaser__name">{url ? <a href={url}>{name}</a> : name}</h3>
      {manufacturer ? <p className="product-teaser__manufacturer">{manufacturer}</p> : null}
      {price ? <p className="product-teaser__price">From {price}</p> : null}
    </article>
  );
}
