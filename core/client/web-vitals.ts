// Readers' Core Web Vitals (LCP, INP, CLS), measured by the web-vitals library and sent
// to the node as beacons, labelled with the route they were measured on.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { WEB_VITALS_PATH, type WebVitalReport } from '../monitoring.ts';

export function reportWebVitals(send: (path: string, body: string) => void, route: () => string): void {
  const sendMetric = (metric: Metric) => {
    const report: WebVitalReport = { name: metric.name as WebVitalReport['name'], value: Math.max(0, metric.value), route: route() };
    send(WEB_VITALS_PATH, JSON.stringify(report));
  };
  onLCP(sendMetric);
  onINP(sendMetric);
  onCLS(sendMetric);
}
