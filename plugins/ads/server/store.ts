// The embedded ad server's counts: impressions and clicks per line item and creative,
// and per reader for frequency caps, in SQLite (better-sqlite3). One store per database
// file in the process, shared by the brands that name it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type AdEvent = 'impression' | 'click' | 'start' | 'firstQuartile' | 'midpoint' | 'thirdQuartile' | 'complete';
export const AD_EVENTS: readonly AdEvent[] = ['impression', 'click', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'];

export class AdStore {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private readonly countSince: Database.Statement;
  private readonly totals: Database.Statement;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS ad_events (
      event TEXT NOT NULL, line_item TEXT NOT NULL, creative TEXT NOT NULL, reader TEXT NOT NULL, brand TEXT NOT NULL, at INTEGER NOT NULL)`);
    this.db.exec('CREATE INDEX IF NOT EXISTS ad_events_cap ON ad_events (line_item, reader, event, at)');
    this.insert = this.db.prepare('INSERT INTO ad_events (event, line_item, creative, reader, brand, at) VALUES (?, ?, ?, ?, ?, ?)');
    this.countSince = this.db.prepare("SELECT COUNT(*) AS n FROM ad_events WHERE line_item = ? AND reader = ? AND event = 'impression' AND at >= ?");
    this.totals = this.db.prepare('SELECT event, COUNT(*) AS n FROM ad_events WHERE line_item = ? GROUP BY event');
  }

  record(event: AdEvent, lineItem: string, creative: string, reader: string, brand: string, at: number): void {
    this.insert.run(event, lineItem, creative, reader, brand, at);
  }

  /** Impressions of a line item a reader has seen since `since`. */
  impressionsSince(lineItem: string, reader: string, since: number): number {
    return (this.countSince.get(lineItem, reader, since) as { n: number }).n;
  }

  /** Counts per event of one line item. */
  counts(lineItem: string): Partial<Record<AdEvent, number>> {
    const rows = this.totals.all(lineItem) as { event: AdEvent; n: number }[];
    return Object.fromEntries(rows.map((row) => [row.event, row.n]));
  }

  close(): void {
    this.db.close();
  }
}

const open = new Map<string, { store: AdStore; users: number }>();

/** The process's store for `file`; release it when the app closes. */
export function acquireStore(file: string): AdStore {
  const entry = file === ':memory:' ? undefined : open.get(file);
  if (entry) {
    entry.users += 1;
    return entry.store;
  }
  const store = new AdStore(file);
  if (file !== ':memory:') open.set(file, { store, users: 1 });
  return store;
}

export function releaseStore(file: string, store: AdStore): void {
  const entry = open.get(file);
  if (!entry || entry.store !== store) {
    store.close();
    return;
  }
  entry.users -= 1;
  if (entry.users === 0) {
    open.delete(file);
    store.close();
  }
}
