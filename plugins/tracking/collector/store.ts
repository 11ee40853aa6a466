// The embedded collector's store: SQLite (better-sqlite3, WAL, prepared statements) in its
// own file under data/, one row per accepted event, kept for the retention period. The
// report (tracking report) reads it with the same queries.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database, { type Statement } from 'better-sqlite3';
import type { Channel } from '../constants.ts';

export interface StoredEventInput {
  channel: Channel;
  type: string;
  /** The brand whose endpoint took the event. */
  brand: string;
  route: string | null;
  sessionId: string | null;
  viewId: string | null;
  /** Milliseconds since the epoch, on the node. */
  receivedAt: number;
  /** The event as received (JSON). */
  body: string;
}

export interface StoredEvent extends StoredEventInput {
  id: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  received_at INTEGER NOT NULL,
  channel TEXT NOT NULL,
  type TEXT NOT NULL,
  brand TEXT NOT NULL,
  route TEXT,
  session_id TEXT,
  view_id TEXT,
  body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS events_by_time ON events (received_at);
`;

interface Row {
  id: number;
  received_at: number;
  channel: Channel;
  type: string;
  brand: string;
  route: string | null;
  session_id: string | null;
  view_id: string | null;
  body: string;
}

const toEvent = (row: Row): StoredEvent => ({
  id: row.id,
  receivedAt: row.received_at,
  channel: row.channel,
  type: row.type,
  brand: row.brand,
  route: row.route,
  sessionId: row.session_id,
  viewId: row.view_id,
  body: row.body,
});

export interface StoreOpenOptions {
  /** Open an existing file for reading only (the CLI, beside a running node). */
  readonly?: boolean;
}

const SQL = Object.freeze({
  insert:
    'INSERT INTO events (received_at, channel, type, brand, route, session_id, view_id, body) VALUES (@receivedAt, @channel, @type, @brand, @route, @sessionId, @viewId, @body)',
  prune: 'DELETE FROM events WHERE received_at < ?',
  pageViews:
    "SELECT brand, COALESCE(route, '(unknown)') AS route, COUNT(*) AS count FROM events WHERE channel = 'page-view' AND received_at >= ? GROUP BY brand, route ORDER BY count DESC, brand, route",
  events:
    "SELECT channel, type, COUNT(*) AS count FROM events WHERE channel != 'page-view' AND received_at >= ? GROUP BY channel, type ORDER BY count DESC, channel, type",
  list: 'SELECT * FROM events WHERE received_at >= ? ORDER BY id LIMIT ?',
});

export class TrackingStore {
  readonly db: Database.Database;
  /** Each statement is prepared once, when first used (a read-only handle never prepares a write). */
  private readonly statements = new Map<string, Statement>();

  constructor(
    readonly file: string,
    options: StoreOpenOptions = {},
  ) {
    if (options.readonly) {
      this.db = new Database(file, { readonly: true, fileMustExist: true });
      return;
    }
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(SCHEMA);
  }

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Keeps a batch of events in one transaction. */
  insert(events: readonly StoredEventInput[]): void {
    if (events.length === 0) return;
    const insert = this.statement(SQL.insert);
    this.db.transaction((batch: readonly StoredEventInput[]) => {
      for (const event of batch) insert.run(event);
    })(events);
  }

  /** Drops events received before `before` (ms); returns how many. */
  prune(before: number): number {
    return this.statement(SQL.prune).run(before).changes;
  }

  /** Page views since `since` (ms), per brand and route, most first. */
  pageViewsByRoute(since: number): { brand: string; route: string; count: number }[] {
    return this.statement(SQL.pageViews).all(since) as { brand: string; route: string; count: number }[];
  }

  /** Every other event since `since` (ms), per channel and type, most first. */
  eventsByType(since: number): { channel: Channel; type: string; count: number }[] {
    return this.statement(SQL.events).all(since) as { channel: Channel; type: string; count: number }[];
  }

  /** Stored events since `since`, oldest first (tests, debugging). */
  list(since = 0, limit = 1000): StoredEvent[] {
    return (this.statement(SQL.list).all(since, limit) as Row[]).map(toEvent);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
