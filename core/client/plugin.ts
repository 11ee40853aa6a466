// The browser side of a plugin: page components and a setup function. A brand's
// bundle includes only the client entries of the plugins it enables.
import type { PageData } from '../page-data.ts';
import type { ComponentRenderer } from '../render/component-registry.ts';
import type { PageLoader } from '../render/page-props.ts';

export interface ClientApi {
  /** The current page's data (updated on every in-app navigation). */
  page(): PageData;
  /** Called after the first render and after each in-app navigation. */
  onNavigate(listener: (page: PageData) => void): void;
}

export interface ClientPlugin {
  name: string;
  pages?: Record<string, PageLoader>;
  /** Page component renderers by component type, the same as the server side's. */
  components?: Record<string, ComponentRenderer>;
  setup?(api: ClientApi): void;
}

export function defineClientPlugin(plugin: ClientPlugin): ClientPlugin {
  return Object.freeze({ ...plugin });
}
