// The plugin's page, by key and component (loaded lazily): the server side declares it
// with its loader (index.ts), the client entry registers it for in-app navigation.
export { PLAYER_PAGE } from './constants.ts';

export const playerPage = () => import('./VideoPlayerPage.tsx').then((module) => module.VideoPlayerPage);
