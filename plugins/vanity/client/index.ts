// Browser side of the vanity plugin: its 404 page, so a page that lands on it hydrates
// and in-app navigation can render it.
import { defineClientPlugin } from '../../../core/browser.ts';
import { NOT_FOUND_PAGE, notFoundPage } from '../pages.ts';

export default defineClientPlugin({
  name: 'vanity',
  pages: { [NOT_FOUND_PAGE]: notFoundPage },
});
