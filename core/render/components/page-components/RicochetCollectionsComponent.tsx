// A RicochetCollections component: links to collections to read on.
import type { ComponentRendererProps, RicochetCollectionsView } from './component-views.ts';
import { imageAttrs } from '../image-attrs.ts';

export function RicochetCollectionsComponent({ view }: ComponentRendererProps<RicochetCollectionsView>) {
  return (
    <nav className="page-component page-component--collections" data-component={view.name} aria-label="Collections">
      <ul className="collection-links">
        {view.data.collections.map((collection) => (
          <li key={collection.url} className="collection-link">
            {collection.image ? (
              <img {...imageAttrs(collection.image)} loading="lazy" />
            ) : null}
            <a href={collection.url}>{collection.title}</a>
            {collection.description ? <p>{collection.description}</p> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
