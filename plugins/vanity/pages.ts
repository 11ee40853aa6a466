// The plugin's pages, by key and component (loaded lazily): the server declares them with
// their loaders (index.ts), the client entry registers them for in-app navigation.
import { NOT_FOUND_PAGE } from './constants.ts';

export { NOT_FOUND_PAGE };

export const notFoundPage = () => import('./NotFoundPage.tsx').then((module) => module.NotFoundPage);

/** The message of a NOT_FOUND vanity's 404 page, naming the vanity id (spec 001 §7). */
export function vanityNotFoundMessage(id: string): string {
  return `Vanity ${id} not found`;
}

export interface NotFoundProps {
  id: string;
  message: string;
  homeHref: string;
}
