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
  /** Called after the first render and after each in-app navigation. */
  onNavigate(listener: (page: PageData) => void): void;
  /** Called for each page the reader reads after the first: an in-app navigation, a page
   *  shown again by back, or a read-next story scrolling into view (which is not a
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
  /** Report an error the plugin caught (counted against the page's error cap). */
  reportError(error: unknown): void;
}

export interface ClientPlugin {
  name: string;
  pages?: Record<string, PageLoader>;
  /** Page component renderers by component type, the same as the server side's. */
  components?: Record<string, ComponentRenderer>;
  /** Fillers of the core's named slots, the same as the server side's. */
  slots?: Record<string, SlotFiller>;
  setup?(api: ClientApi): void;
}

export function defineClientPlugin(plugin: ClientPlugin): ClientPlugin {
  return Object.freeze({ ...plugin });
}
