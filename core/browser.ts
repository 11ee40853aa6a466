// The public entry for a plugin's browser code (its `client` module). Kept apart from
// core/index.ts so browser bundles never pull in server-only modules.
export { defineClientPlugin } from './client/plugin.ts';
export type { ClientApi, ClientPlugin } from './client/plugin.ts';
export type { PageData, HeadTag } from './page-data.ts';
export type { PageProps } from './render/page-props.ts';
