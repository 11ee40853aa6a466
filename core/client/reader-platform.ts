// What every brand's browser code stands on before any plugin (DESIGN "The reader
// platform"): the device watcher, the reader's consent, the script loader, error
// reporting, Core Web Vitals, the locale cookie and link tags. Set up once per page load,
// knowing the first page from the start; each in-app navigation tells it about the new page.
import type { Device } from '../device.ts';
import type { PageData } from '../page-data.ts';
import { type ConsentRelay, createConsentRelay } from './consent-relay.ts';
import { watchDevice, type DeviceWatcher } from './device.ts';
import { keepLinkTag, tagCommerceLinks } from './link-tag.ts';
import { rememberLocale } from './locale-cookie.ts';
import { createErrorReporter, type ErrorReporter, installErrorReporting } from './error-reporting.ts';
import { createScriptLoader, type ScriptLoader } from './script-loader.ts';
import { reportWebVitals } from './web-vitals.ts';

export interface ReaderPlatform {
  device: DeviceWatcher;
  consent: ConsentRelay;
  scripts: ScriptLoader;
  errors: ErrorReporter;
  /** The plugins are set up: the first page's declared scripts, locale cookie and link
   *  tag follow it now. */
  pluginsReady(): void;
  /** An in-app navigation (or back) shows this page. */
  pageShown(page: PageData): void;
}

/** Beacons survive the page being left; fetch with keepalive where beacons are missing. */
function sendBeacon(path: string, body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.(path, blob)) return;
  void fetch(path, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
}

export function startReaderPlatform(first: PageData): ReaderPlatform {
  let route = first.route.name;
  // Errors before the first page is ready (a plugin's setup failing) are that page's.
  const errors = createErrorReporter(sendBeacon, { path: first.route.path, route: first.route.name });
  installErrorReporting(errors, { ...(first.site.monitoring.sentryDsn ? { sentryDsn: first.site.monitoring.sentryDsn } : {}), environment: first.site.environment });
  const device = watchDevice(first.device as Device);
  // Before Web Vitals: they wait for the reader's performance consent.
  const consent = createConsentRelay(first.consent);
  if (first.site.monitoring.webVitals) reportWebVitals({ send: sendBeacon, route: () => route, consent });
  const scripts = createScriptLoader(consent);
  tagCommerceLinks();
  /** What follows the page on screen: its declared scripts, the locale cookie, the link tag. */
  const followPage = (page: PageData) => {
    scripts.declare(page.scripts, new Set(page.features));
    rememberLocale(page);
    keepLinkTag(location.search);
  };
  return {
    device,
    consent,
    scripts,
    errors,
    pluginsReady: () => followPage(first),
    pageShown(page) {
      route = page.route.name;
      errors.pageView(page.route.path, page.route.name);
      followPage(page);
    },
  };
}
