// A list of page components in order, each through the renderer its type names. A type
// without a renderer is left out (the registry reports it once), never breaking the page.
import type { ReactNode } from 'react';
import { type ComponentRegistry, componentRegistry } from '../component-registry.ts';
import type { ComponentView } from './page-components/component-views.ts';

interface Props {
  items: readonly ComponentView[];
  /** Defaults to the app's registry. */
  registry?: ComponentRegistry;
}

export function PageComponents({ items, registry = componentRegistry }: Props) {
  const renderViews = (views: readonly ComponentView[]): ReactNode =>
    views.map((view) => {
      const Renderer = registry.get(view.type);
      return Renderer ? <Renderer key={view.id} view={view} renderViews={renderViews} /> : null;
    });
  return <>{renderViews(items)}</>;
}
