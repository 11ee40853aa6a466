// A Seamless component: the stories that would follow this one (spec 000 §3 Seamless item).
import type { ComponentRendererProps, SeamlessView } from './component-views.ts';

export function SeamlessComponent({ view }: ComponentRendererProps<SeamlessView>) {
  return (
    <nav className="page-component page-component--seamless" data-component={view.name} aria-label="Up next">
      <h2 className="page-component__title">Up next</h2>
      <ul>
        {view.data.items.map((item) => (
          <li key={item.id}>
            <a href={item.url}>{item.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
