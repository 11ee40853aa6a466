// The browser side of a plugin: page components and a setup function. A brand's
// bundle includes only the client entries of the plugins it enables.
import type { Device } from '../device.ts';
import type { PageData } from '../page-data.ts';
import type { ComponentRenderer } from '../render/component-registry.ts';
import type { PageLoader } from '../render/page-props.ts';
import type { SlotFiller } from '../render/slots.ts';
import type { ConsentSource } from './script-loader.ts';

export interface ClientApi {
  /** The current page's data (updated on every in-app navigation). */
  page(): PageData;
  /** Whether a feature flag is on for the current page (site YAML, featureEnable / featureDisable). */
  feature(name: string): boolean;
  /** Called after each in-app navigation (back to a page shown before included), once
   *  React has committed the new page: its markup, title and head tags are in the
   *  document. Not called for the first page: setup reads that one with `page()`. */
  onNavigate(listener: (page: PageData) => void): void;
  /** Called for each page the reader reads after the first: an in-app navigation (at the
   *  same moment as onNavigate), or a read-next story scrolling into view (which is not a
   *  navigation: the page navigated to stays, with its ads and widgets). */
  onPageView(listener: (page: PageData) => void): void;
  /** The reader's device, from the window width (spec 001 §4). */
  device(): Device;
  /** Called when a resize crosses a breakpoint (after the 200 ms debounce); returns the unsubscribe. */
  onDeviceChange(listener: (device: Device, previous: Device) => void): () => void;
  /** The reader's consent: read it, subscribe to changes. Ask before contacting a third party. */
  consent: ConsentSource;
  /** For the consent plugin only: hand over the live consent source. */
  provideConsent(source: ConsentSource): void;
  /** Report an error the plugin caught, under the plugin's name (counted against the
   *  page's error cap). */
  reportError(error: unknown): void;
}

export interface ClientPlugin {
  name: string;
  pages?: Record<string, PageLoader>;
  /** Page component renderers by component type, the same as the server side's. */
  components?: Record<string, ComponentRenderer>;
  /** Fillers of the core's named slots, the same as the server side's. */
  slots?: Record<string, SlotFiller>;
  /** Runs once per page load, after hydration, with an API of the plugin's own: the first
   *  page is in the document and is `api.page()`. In-app navigation starts once every
   *  plugin is set up. A setup that throws is reported under the plugin's name and stops
   *  no other plugin. */
  setup?(api: ClientApi): void;
}

export function defineClientPlugin(plugin: ClientPlugin): ClientPlugin {
  return Object.freeze({ ...plugin });
}
