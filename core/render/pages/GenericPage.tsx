// The page for routes whose page component is not installed: the title and any
// sanitised HTML the loader provides, inside the route's layout.
import type { PageProps } from '../page-props.ts';

export function GenericPage({ page }: PageProps) {
  return (
    <article className="generic-page">
      <h1>{page.title}</h1>
    </article>
  );
}
