// Readers' Core Web Vitals (LCP, INP, CLS), measured by the web-vitals library and sent
// to the node as beacons, labelled with the route they were measured on. They follow the
// reader's `performance` consent (spec 001 §4): the library loads only once it is granted,
// and then when the page is idle. Its observers read buffered entries, so nothing measured
// before is lost, and it stays out of the JavaScript the page needs to become interactive.
// A metric is sent only while performance is still granted: withdrawing it stops the beacons.
import type { Metric, onCLS, onINP, onLCP } from 'web-vitals';
import { isGranted } from '../scripts/consent.ts';
import { whenIdle } from './idle.ts';
import type { ConsentSource } from './script-loader.ts';
import { WEB_VITALS_PATH, type WebVitalReport } from '../monitoring.ts';

/** The part of the web-vitals library used here. */
export interface WebVitalsLibrary {
  onLCP: typeof onLCP;
  onINP: typeof onINP;
  onCLS: typeof onCLS;
}

export interface WebVitalsOptions {
  /** Sends a beacon to the node. */
  send: (path: string, body: string) => void;
  /** The name of the route on screen when a metric is sent. */
  route: () => string;
  /** The reader's consent (the core's relay). */
  consent: ConsentSource;
  /** Loads the library; by default once the page is idle, as a chunk of its own. */
  load?: () => Promise<WebVitalsLibrary>;
}

function loadWhenIdle(): Promise<WebVitalsLibrary> {
  return new Promise<void>((resolve) => whenIdle(() => resolve())).then(() => import('web-vitals'));
}

export function reportWebVitals({ send, route, consent, load = loadWhenIdle }: WebVitalsOptions): void {
  const sendMetric = (metric: Metric) => {
    if (!isGranted(consent.state(), 'performance')) return;
    const report: WebVitalReport = { name: metric.name as WebVitalReport['name'], value: Math.max(0, metric.value), route: route() };
    send(WEB_VITALS_PATH, JSON.stringify(report));
  };
  const start = () => {
    load()
      .then((library) => {
        library.onLCP(sendMetric);
        library.onINP(sendMetric);
        library.onCLS(sendMetric);
      })
      .catch((error: unknown) => console.warn('web vitals: the library did not load', error));
  };
  if (isGranted(consent.state(), 'performance')) {
    start();
    return;
  }
  const stopWaiting = consent.subscribe((state) => {
    if (!isGranted(state, 'performance')) return;
    stopWaiting();
    start();
  });
}
