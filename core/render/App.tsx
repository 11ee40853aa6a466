// The app inside <div id="app">: the loading bar, the layout and the page. The same
// tree renders on the server and hydrates in the browser.
import type { ReactNode } from 'react';
import type { LoadingBar } from '../client/loading-bar.ts';
import type { PageData } from '../page-data.ts';
import { type ComponentRegistry, ComponentRegistryContext } from './component-registry.ts';
import { LoadingBarView } from './components/LoadingBarView.tsx';
import type { Device } from '../device.ts';
import { DeviceContext } from './device-gate.ts';
import { FeaturesContext } from './features.ts';
import { Layout } from './layouts/Layout.tsx';
import { StoresContext } from './stores.ts';
import type { PageComponent } from './page-props.ts';

interface Props {
  page: PageData;
  Page: PageComponent;
  /** The brand's page component renderers. */
  components: ComponentRegistry;
  loadingBar?: LoadingBar;
  /** Rendered in the main content after the page (the browser's seamless pages). */
  after?: ReactNode;
  /** The device in the browser, once its width watcher has taken over; the page's before. */
  device?: Device;
}

export function App({ page, Page, components, loadingBar, after, device }: Props) {
  return (
    <ComponentRegistryContext.Provider value={components}>
      <DeviceContext.Provider value={device ?? page.device}>
        <FeaturesContext.Provider value={page.features}>
          <LoadingBarView bar={loadingBar} />
          <Layout page={page}>
            <StoresContext.Provider value={page.stores}>
              <Page page={page} props={page.props} />
            </StoresContext.Provider>
            {after}
          </Layout>
        </FeaturesContext.Provider>
      </DeviceContext.Provider>
    </ComponentRegistryContext.Provider>
  );
}
