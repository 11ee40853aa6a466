// The public entry for a plugin's browser code (its `client` module). Kept apart from
// core/index.ts so browser bundles never pull in server-only modules.
export { defineClientPlugin } from './client/plugin.ts';
export type { ClientApi, ClientPlugin } from './client/plugin.ts';
export type { PageData, HeadTag } from './page-data.ts';
export type { PageProps } from './render/page-props.ts';
export { CORE_FEATURES } from './features.ts';
export { CORE_SLOTS } from './render/slots.ts';
export type { CoreSlotName, SlotFiller, SlotProps } from './render/slots.ts';
export { useFeature } from './render/features.ts';
/** A page's document title as a full load's <title> shows it ("Title - Site"). */
export { documentTitle } from './seo/seo-tags.ts';
/** Head tags a component sets itself (merged with the `headTags` hook: core/render/README.md). */
export { Helmet } from 'react-helmet-async';
// The reader platform: device and consent.
export { DEVICES } from './device.ts';
export type { Device } from './device.ts';
export { CONSENT_CATEGORIES, CONSENT_CODES, CONSENT_NOT_MANAGED, isConsentCategory, isGranted } from './scripts/consent.ts';
export type { ConsentCategory, ConsentState } from './scripts/consent.ts';
export type { ConsentSource } from './client/script-loader.ts';
export type { ScriptDeclaration } from './scripts/script-declaration.ts';
/** Work that waits for the browser to be idle (requestIdleCallback, else a timer). */
export { afterLoadWhenIdle, whenIdle } from './client/idle.ts';
export { createWindowWatcher, WAIT_FOR_SERVICE_ATTEMPTS, WAIT_FOR_SERVICE_INTERVAL_MS } from './client/window-watcher.ts';
export type { WindowWatcher } from './client/window-watcher.ts';
// Dates as the server displays them (spec 000 §9), for content the browser receives later.
export { formatDisplayDate, formatLiveItemDate, formatLongDate, formatShortDate } from './content/rules/date-display.ts';
export type { LiveItemProps } from './render/components/article/article-props.ts';
