// The live store: published items in SQLite (better-sqlite3, WAL, synchronous FULL), so an
// item is on disk before its post is acknowledged. Each channel (a live article's content
// id) has one counter; every change takes the next value as its revision, and a new item
// takes it as its sequence too. Nodes on one machine may share the file: the counter is
// read and written in one immediate transaction.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { LiveItem } from '../item.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS channels (content_id TEXT PRIMARY KEY, last INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS items (
  content_id TEXT NOT NULL,
  id TEXT NOT NULL,
  sequence INTEGER NOT NULL,
  revision INTEGER NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL,
  PRIMARY KEY (content_id, id)
);
CREATE INDEX IF NOT EXISTS items_by_revision ON items (content_id, revision);
`;

/** What an editor's post says of an item; the store adds id, sequence and revision. */
export type ItemFields = Omit<LiveItem, 'id' | 'sequence' | 'revision' | 'deleted'>;

interface Row {
  id: string;
  sequence: number;
  revision: number;
  deleted: number;
  data: string;
}

const toItem = (row: Row): LiveItem => ({
  ...(JSON.parse(row.data) as ItemFields),
  id: row.id,
  sequence: row.sequence,
  revision: row.revision,
  ...(row.deleted ? { deleted: true } : {}),
});

export class LiveStore {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(readonly file: string) {
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    this.statements = {
      last: this.db.prepare<[string], { last: number }>('SELECT last FROM channels WHERE content_id = ?'),
      setLast: this.db.prepare('INSERT INTO channels (content_id, last) VALUES (?, ?) ON CONFLICT (content_id) DO UPDATE SET last = excluded.last'),
      get: this.db.prepare<[string, string], Row>('SELECT id, sequence, revision, deleted, data FROM items WHERE content_id = ? AND id = ?'),
      put: this.db.prepare(
        'INSERT INTO items (content_id, id, sequence, revision, deleted, data) VALUES (@contentId, @id, @sequence, @revision, @deleted, @data) ON CONFLICT (content_id, id) DO UPDATE SET sequence = excluded.sequence, revision = excluded.revision, deleted = excluded.deleted, data = excluded.data',
      ),
      since: this.db.prepare<[string, number], Row>('SELECT id, sequence, revision, deleted, data FROM items WHERE content_id = ? AND revision > ? ORDER BY revision'),
    };
  }

  /** The channel's counter: the revision of its last change (0 when none). */
  lastRevision(contentId: string): number {
    return this.statements.last.get(contentId)?.last ?? 0;
  }

  /** Every item of the channel changed after `revision`, deleted ones included, oldest change first. */
  since(contentId: string, revision = 0): LiveItem[] {
    return this.statements.since.all(contentId, revision).map(toItem);
  }

  /** A new item. `floor` is the highest sequence the channel already has upstream. */
  insert(contentId: string, floor: number, fields: ItemFields): LiveItem {
    const item = this.change(contentId, floor, (revision) => ({ ...fields, id: randomUUID(), sequence: revision, revision }));
    if (!item) throw new Error('live store: insert made no item');
    return item;
  }

  /** Replaces an item's fields; its sequence stays. Undefined when the store has no such item. */
  update(contentId: string, id: string, floor: number, fields: ItemFields): LiveItem | undefined {
    return this.change(contentId, floor, (revision, old) => (old && !old.deleted ? { ...fields, id, sequence: old.sequence, revision } : undefined), id);
  }

  /** Marks an item deleted (kept as a tombstone, so readers that knew it learn it is gone). */
  remove(contentId: string, id: string, floor: number): LiveItem | undefined {
    return this.change(contentId, floor, (revision, old) => (old && !old.deleted ? { id, sequence: old.sequence, revision, deleted: true, html: '', important: false, pinned: false } : undefined), id);
  }

  /** One change in one immediate transaction: the next revision, the row, the counter. */
  private change(contentId: string, floor: number, make: (revision: number, old: LiveItem | undefined) => LiveItem | undefined, id?: string): LiveItem | undefined {
    const run = this.db.transaction(() => {
      const old = id === undefined ? undefined : this.statements.get.get(contentId, id);
      const revision = Math.max(this.lastRevision(contentId), floor) + 1;
      const item = make(revision, old ? toItem(old) : undefined);
      if (!item) return undefined;
      const { id: itemId, sequence, deleted, revision: _revision, ...data } = item;
      this.statements.put.run({ contentId, id: itemId, sequence, revision, deleted: deleted ? 1 : 0, data: JSON.stringify(data) });
      this.statements.setLast.run(contentId, revision);
      return item;
    });
    return run.immediate();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
