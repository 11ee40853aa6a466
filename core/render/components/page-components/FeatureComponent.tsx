// A Feature component: its layout's cells in order, each cell's stories and page
// components, then its sub-cells, recursively (spec 000 §3 Feature layout).
import { StoryCard } from '../listing/StoryCard.tsx';
import type { ComponentRendererProps, FeatureCellData, FeatureView } from './component-views.ts';

interface CellProps {
  cell: FeatureCellData;
  renderViews: ComponentRendererProps['renderViews'];
}

function FeatureCell({ cell, renderViews }: CellProps) {
  const leads = cell.items.filter((item) => item.lead);
  const cards = cell.items.filter((item) => !item.lead);
  return (
    <section className={`feature__cell${cell.colspan ? ` feature__cell--span-${cell.colspan}` : ''}`} {...(cell.label ? { 'aria-label': cell.label } : {})}>
      {leads.map((item) => (
        <div key={item.id} className="front-door__lead">
          <StoryCard story={item.story} lead />
        </div>
      ))}
      {cards.length > 0 ? (
        <ul className="story-list__items">
          {cards.map((item) => (
            <li key={item.id}>
              <StoryCard story={item.story} />
            </li>
          ))}
        </ul>
      ) : null}
      {cell.components.length > 0 ? renderViews(cell.components) : null}
      {cell.children.map((child, index) => (
        <FeatureCell key={`${index}-${child.label ?? ""}`} cell={child} renderViews={renderViews} />
      ))}
    </section>
  );
}

export function FeatureComponent({ view, renderViews }: ComponentRendererProps<FeatureView>) {
  const { title, viewType, cells } = view.data;
  return (
    <div className={`page-component page-component--feature feature${viewType ? ` feature--${viewType}` : ''}`} data-component={view.name}>
      {title ? <h2 className="story-list__title">{title}</h2> : null}
      {cells.map((cell, index) => (
        <FeatureCell key={`${index}-${cell.label ?? ""}`} cell={cell} renderViews={renderViews} />
      ))}
    </div>
  );
}
