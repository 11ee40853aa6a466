// What every brand's browser code stands on before any plugin (DESIGN "The reader
// platform"): the device watcher, the reader's consent, the script loader, error
// reporting, Core Web Vitals, the locale cookie and link tags. Set up once per page load;
// each in-app navigation tells it about the new page.
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
  /** A page was shown (the first, or after an in-app navigation). */
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
  const errors = createErrorReporter(sendBeacon);
  installErrorReporting(errors, { ...(first.site.monitoring.sentryDsn ? { sentryDsn: first.site.monitoring.sentryDsn } : {}), environment: first.site.environment });
  const device = watchDevice(first.device as Device);
  // Before Web Vitals: they wait for the reader's performance consent.
  const consent = createConsentRelay(first.consent);
  if (first.site.monitoring.webVitals) reportWebVitals({ send: sendBeacon, route: () => route, consent });
  const scripts = createScriptLoader(consent);
  tagCommerceLinks();
  return {
    device,
    consent,
    scripts,
    errors,
    pageShown(page) {
      route = page.route.name;
      errors.pageView(page.route.path, page.route.name);
      scripts.declare(page.scripts, new Set(page.features));
      rememberLocale(page);
      keepLinkTag(location.search);
    },
  };
}
