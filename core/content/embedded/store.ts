// The embedded content store: SQLite (better-sqlite3, WAL), seeded from the sample files
// and reseeded when their content hash changes, so editing a sample and restarting shows it.
// Here: the tables and every read; store-write.ts writes the seeded rows. version() names the
// rows' state, so answers built from them can be kept until a write changes it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database, { type Statement } from 'better-sqlite3';
import { deepFreeze } from '../answer-memo.ts';
import type { ContentLink } from '../schemas/content-list.ts';
import type { PathResolver } from './content-path.ts';
import { type ItemKind, SHARED_SITE } from './kinds.ts';
import { readSampleContent } from './seed.ts';
import type { SampleContent } from './seed-item.ts';
import { CONTENT_HASH_KEY, writeSampleContent } from './store-write.ts';

export interface ContentStoreOptions {
  /** Folder of sample content (examples/content). */
  contentDir: string;
  /** Database file, or ':memory:'. */
  file?: string;
  /** Site paths of items; defaults to the built-in shapes of content-path.ts. */
  resolvePath?: PathResolver;
  /** Seed from the sample files (default true); false starts an empty store. */
  sample?: boolean;
}

/** What an unseeded store records instead of a sample's hash. */
const NO_SAMPLE: SampleContent = { hash: 'no-sample', items: [] };

export interface StoredItem {
  site: string;
  kind: ItemKind;
  slug: string;
  id: string;
  url: string | null;
  data: Record<string, unknown>;
  summary: ContentLink | null;
}

export interface ListQuery {
  site: string;
  kinds?: readonly ItemKind[];
  ref?: { kind: string; slug: string };
  feed?: string;
  section?: string;
  /** Date prefix of datePublished: '2024', '2024-03', '2024-03-05'. */
  datePrefix?: string;
  limit: number;
  offset: number;
  /** Count every match for paging (default true); a fixed-size pick does without. */
  withTotal?: boolean;
}

interface Row {
  site: string;
  kind: ItemKind;
  slug: string;
  id: string;
  url: string | null;
  data: string;
  summary: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS items (
  site TEXT NOT NULL, kind TEXT NOT NULL, slug TEXT NOT NULL, id TEXT NOT NULL,
  url TEXT, type_name TEXT NOT NULL, section TEXT, date_published TEXT, date_updated TEXT,
  data TEXT NOT NULL, summary TEXT,
  PRIMARY KEY (site, kind, slug)
);
CREATE INDEX IF NOT EXISTS items_by_date ON items (site, date_published DESC);
CREATE TABLE IF NOT EXISTS feeds (site TEXT NOT NULL, kind TEXT NOT NULL, slug TEXT NOT NULL, feed TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS feeds_by_name ON feeds (site, feed);
CREATE TABLE IF NOT EXISTS refs (site TEXT NOT NULL, kind TEXT NOT NULL, slug TEXT NOT NULL, ref_kind TEXT NOT NULL, ref_slug TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS refs_by_target ON refs (site, ref_kind, ref_slug);
CREATE TABLE IF NOT EXISTS moved (site TEXT NOT NULL, kind TEXT NOT NULL, old_slug TEXT NOT NULL, slug TEXT NOT NULL, PRIMARY KEY (site, kind, old_slug));
`;

/** Parsed rows, frozen: each row's JSON is parsed once, not on every read, and parsed again
 *  only when the row's text differs (a write, here or by another connection) (bounded, for
 *  a store far larger than the samples). */
const MAX_PARSED = 20_000;

class ParsedRows {
  private readonly items = new Map<string, { row: Row; item: StoredItem }>();
  private readonly summaries = new Map<string, ContentLink>();

  item(row: Row): StoredItem {
    const key = `${row.site}\u0000${row.kind}\u0000${row.slug}`;
    const parsed = this.items.get(key);
    if (parsed && sameRow(parsed.row, row)) return parsed.item;
    const item: StoredItem = deepFreeze({
      site: row.site,
      kind: row.kind,
      slug: row.slug,
      id: row.id,
      url: row.url,
      data: JSON.parse(row.data) as Record<string, unknown>,
      summary: row.summary ? this.summary(row.summary) : null,
    });
    if (parsed || this.items.size < MAX_PARSED) this.items.set(key, { row, item });
    return item;
  }

  summary(text: string): ContentLink {
    let summary = this.summaries.get(text);
    if (!summary) {
      summary = deepFreeze(JSON.parse(text) as ContentLink);
      if (this.summaries.size < MAX_PARSED) this.summaries.set(text, summary);
    }
    return summary;
  }

  clear(): void {
    this.items.clear();
    this.summaries.clear();
  }
}

const sameRow = (a: Row, b: Row) => a.data === b.data && a.summary === b.summary && a.id === b.id && a.url === b.url;

export class ContentStore {
  readonly db: Database.Database;
  /** True when this open rebuilt the data from the sample files. */
  readonly reseeded: boolean;

  constructor(options: ContentStoreOptions) {
    const file = options.file ?? path.join('data', 'content.sqlite');
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(SCHEMA);
    const sample =
      options.sample === false ? NO_SAMPLE : readSampleContent(options.contentDir, options.resolvePath ? { resolvePath: options.resolvePath } : {});
    const stored = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(CONTENT_HASH_KEY) as { value: string } | undefined;
    this.reseeded = stored?.value !== sample.hash;
    if (this.reseeded) this.write(sample);
  }

  private readonly statements = new Map<string, Statement>();
  private readonly parsed = new ParsedRows();
  /** Writes through this store (SQLite's data_version counts other connections'). */
  private writes = 0;

  /** Replaces every row with `sample`'s (the store's one write path). */
  write(sample: SampleContent): void {
    writeSampleContent(this.db, sample);
    this.writes += 1;
    this.parsed.clear();
  }

  /** The rows' state: it changes with every write, through this store or another
   *  connection to the same file, and only then. */
  version(): string {
    return `${this.writes}:${String(this.statement('PRAGMA data_version').pluck().get())}`;
  }

  /** A prepared statement, compiled once per SQL text (reads happen on every page). */
  private statement(sql: string): Statement {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      prepared = this.db.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  get(site: string, kind: ItemKind, slug: string): StoredItem | undefined {
    const row = this.statement('SELECT site, kind, slug, id, url, data, summary FROM items WHERE site IN (?, ?) AND kind = ? AND slug = ?')
      .get(site, SHARED_SITE, kind, slug) as Row | undefined;
    return row ? this.parsed.item(row) : undefined;
  }

  getById(site: string, id: string): StoredItem | undefined {
    const row = this.statement('SELECT site, kind, slug, id, url, data, summary FROM items WHERE site IN (?, ?) AND id = ?')
      .get(site, SHARED_SITE, id) as Row | undefined;
    return row ? this.parsed.item(row) : undefined;
  }

  /** The current slug of an item that used to live at `oldSlug`. */
  movedTo(site: string, kind: ItemKind, oldSlug: string): string | undefined {
    const row = this.statement('SELECT slug FROM moved WHERE site = ? AND kind = ? AND old_slug = ?').get(site, kind, oldSlug) as
      | { slug: string }
      | undefined;
    return row?.slug;
  }

  all(site: string, kind: ItemKind): StoredItem[] {
    const rows = this.statement('SELECT site, kind, slug, id, url, data, summary FROM items WHERE site IN (?, ?) AND kind = ? ORDER BY slug')
      .all(site, SHARED_SITE, kind) as Row[];
    return rows.map((row) => this.parsed.item(row));
  }

  /** Content summaries, newest first, with the total count. A reference (topic, tag, …)
   *  drives the query from its index: one row per item, since refs are stored once. */
  list(query: ListQuery): { items: ContentLink[]; total: number } {
    let from = 'items i';
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.ref) {
      from = 'refs r JOIN items i ON i.site = r.site AND i.kind = r.kind AND i.slug = r.slug';
      where.push('r.site = ?', 'r.ref_kind = ?', 'r.ref_slug = ?');
      params.push(query.site, query.ref.kind, query.ref.slug);
    } else {
      where.push('i.site = ?');
      params.push(query.site);
    }
    where.push('i.summary IS NOT NULL');
    if (query.kinds && query.kinds.length > 0) {
      where.push(`i.kind IN (${query.kinds.map(() => '?').join(', ')})`);
      params.push(...query.kinds);
    }
    if (query.section) {
      where.push('i.section = ?');
      params.push(query.section);
    }
    if (query.datePrefix) {
      where.push('substr(i.date_published, 1, ?) = ?');
      params.push(query.datePrefix.length, query.datePrefix);
    }
    if (query.feed) {
      where.push('EXISTS (SELECT 1 FROM feeds f WHERE f.site = i.site AND f.kind = i.kind AND f.slug = i.slug AND f.feed = ?)');
      params.push(query.feed);
    }
    const clause = `FROM ${from} WHERE ${where.join(' AND ')}`;
    const rows = this.statement(`SELECT i.summary ${clause} ORDER BY i.date_published DESC, i.slug LIMIT ? OFFSET ?`)
      .all(...params, query.limit, query.offset) as { summary: string }[];
    const items = rows.map((row) => this.parsed.summary(row.summary));
    if (query.withTotal === false) return { items, total: query.offset + items.length };
    const total = (this.statement(`SELECT count(*) AS n ${clause}`).get(...params) as { n: number }).n;
    return { items, total };
  }

  /** Year/month buckets of a feed, for the sitemap index. */
  dateBuckets(site: string, feed: string): { year: number; month: number; count: number; lastModified: string | null }[] {
    const rows = this.statement(
        `SELECT substr(i.date_published, 1, 4) AS y, substr(i.date_published, 6, 2) AS m, count(*) AS n,
                max(coalesce(i.date_updated, i.date_published)) AS last
           FROM items i JOIN feeds f ON f.site = i.site AND f.kind = i.kind AND f.slug = i.slug
          WHERE i.site = ? AND f.feed = ? AND i.date_published IS NOT NULL
          GROUP BY y, m ORDER BY y DESC, m DESC`,
      )
      .all(site, feed) as { y: string; m: string; n: number; last: string | null }[];
    return rows.map((row) => ({ year: Number(row.y), month: Number(row.m), count: row.n, lastModified: row.last }));
  }

  close(): void {
    this.db.close();
  }
}
