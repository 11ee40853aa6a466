// The visible trail matching the BreadcrumbList JSON-LD of the page.
import type { BreadcrumbData } from './story-card-data.ts';

interface Props {
  items: BreadcrumbData[];
}

export function Breadcrumbs({ items }: Props) {
  if (items.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={item.url}>{index === items.length - 1 ? <span aria-current="page">{item.name}</span> : <a href={item.url}>{item.name}</a>}</li>
        ))}
      </ol>
    </nav>
  );
}
