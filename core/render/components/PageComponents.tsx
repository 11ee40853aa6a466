// A list of page components in order, each through the renderer its type names. A type
// without a renderer is left out (the registry reports it once), never breaking the page.
import { type ReactNode, useContext } from 'react';
import { type ComponentRegistry, ComponentRegistryContext } from '../component-registry.ts';
import type { ComponentView } from './page-components/component-views.ts';

interface Props {
  items: readonly ComponentView[];
  /** Defaults to the rendering brand's registry (ComponentRegistryContext). */
  registry?: ComponentRegistry;
}

export function PageComponents({ items, registry }: Props) {
  const brandRegistry = useContext(ComponentRegistryContext);
  const renderers = registry ?? brandRegistry;
  if (!renderers) throw new Error('PageComponents rendered outside a brand: no component registry');
  const renderViews = (views: readonly ComponentView[]): ReactNode =>
    views.map((view) => {
      const Renderer = renderers.get(view.type);
      return Renderer ? <Renderer key={view.id} view={view} renderViews={renderViews} /> : null;
    });
  return <>{renderViews(items)}</>;
}
