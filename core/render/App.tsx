// The app inside <div id="app">: the loading bar, the layout and the page. The same
// tree renders on the server and hydrates in the browser.
import type { LoadingBar } from '../client/loading-bar.ts';
import type { PageData } from '../page-data.ts';
import { LoadingBarView } from './components/LoadingBarView.tsx';
import { Layout } from './layouts/Layout.tsx';
import type { PageComponent } from './page-registry.ts';

interface Props {
  page: PageData;
  Page: PageComponent;
  loadingBar?: LoadingBar;
}

export function App({ page, Page, loadingBar }: Props) {
  return (
    <>
      <LoadingBarView bar={loadingBar} />
      <Layout page={page}>
        <Page page={page} props={page.props} />
      </Layout>
    </>
  );
}
