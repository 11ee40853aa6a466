// The collector's report (`neutron tracking report`): page views per route and events
// per type since a moment, read from the store, kept apart by the tracker that took them.
import type { Channel } from './constants.ts';
import type { TrackingStore } from './collector/store.ts';

export interface TrackingReport {
  /** ISO time the report starts at. */
  since: string;
  pageViews: { total: number; byRoute: { brand: string; route: string; count: number }[] };
  events: { total: number; byType: { channel: Channel; type: string; count: number }[] };
}

const UNITS: Readonly<Record<string, number>> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** '90s', '15m', '1h', '7d' → milliseconds; undefined when it is none of these. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d{1,6})([smhd])$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * (UNITS[match[2] ?? ''] ?? 0);
}

export function buildReport(store: TrackingStore, sinceMs: number): TrackingReport {
  const byRoute = store.pageViewsByRoute(sinceMs);
  const byType = store.eventsByType(sinceMs);
  const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);
  return {
    since: new Date(sinceMs).toISOString(),
    pageViews: { total: sum(byRoute), byRoute },
    events: { total: sum(byType), byType },
  };
}

type Row = [first: string, second: string, count: number];

function table(header: [string, string, string], rows: Row[]): string[] {
  const first = Math.max(header[0].length, ...rows.map((row) => row[0].length));
  const second = Math.max(header[1].length, ...rows.map((row) => row[1].length));
  const line = (a: string, b: string, count: string) => `  ${a.padEnd(first)}  ${b.padEnd(second)}  ${count.padStart(6)}`;
  return [line(...header), ...rows.map(([a, b, count]) => line(a, b, String(count)))];
}

export function formatReport(report: TrackingReport): string {
  const lines = [`Tracking since ${report.since}`, '', `Page views (page-view tracker): ${report.pageViews.total}`];
  if (report.pageViews.byRoute.length > 0) lines.push(...table(['brand', 'route', 'views'], report.pageViews.byRoute.map((row): Row => [row.brand, row.route, row.count])));
  lines.push('', `Events (page-event tracker and error pings): ${report.events.total}`);
  if (report.events.byType.length > 0) lines.push(...table(['tracker', 'type', 'events'], report.events.byType.map((row): Row => [row.channel, row.type, row.count])));
  return `${lines.join('\n')}\n`;
}
