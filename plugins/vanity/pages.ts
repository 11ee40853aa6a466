// The plugin's pages, by key and component (loaded lazily): the server declares them with
// their loaders (index.ts), the client entry registers them for in-app navigation. The
// browser bundle imports this file: it imports nothing of the server.

/** The 404 page of a NOT_FOUND vanity. */
export const NOT_FOUND_PAGE = 'vanity-not-found';

export const notFoundPage = () => import('./NotFoundPage.tsx').then((module) => module.NotFoundPage);

/** The message of a NOT_FOUND vanity's 404 page, naming the vanity id (spec 001 §7). */
export function vanityNotFoundMessage(id: string): string {
  return `Vanity ${id} not found`;
}

export type { NotFoundProps } from './NotFoundPage.tsx';
