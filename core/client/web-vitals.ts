// Readers' Core Web Vitals (LCP, INP, CLS), measured by the web-vitals library and sent
// to the node as beacons, labelled with the route they were measured on. The library
// loads once the page is idle: its observers read buffered entries, so nothing measured
// before is lost, and it stays out of the JavaScript the page needs to become interactive.
import type { Metric } from 'web-vitals';
import { whenIdle } from './idle.ts';
import { WEB_VITALS_PATH, type WebVitalReport } from '../monitoring.ts';

export function reportWebVitals(send: (path: string, body: string) => void, route: () => string): void {
  const sendMetric = (metric: Metric) => {
    const report: WebVitalReport = { name: metric.name as WebVitalReport['name'], value: Math.max(0, metric.value), route: route() };
    send(WEB_VITALS_PATH, JSON.stringify(report));
  };
  whenIdle(() => {
    void import('web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        onLCP(sendMetric);
        onINP(sendMetric);
        onCLS(sendMetric);
      })
      .catch((error: unknown) => console.warn('web vitals: the library did not load', error));
  });
}
