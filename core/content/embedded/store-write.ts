// Writing the seeded rows to the store: every table replaced in one transaction, so a reader
// never sees half a seed, with the sample's hash recorded last.
import type Database from 'better-sqlite3';
import type { SampleContent } from './seed-item.ts';

/** The meta key under which the hash of the seeded sample is kept. */
export const CONTENT_HASH_KEY = 'content_hash';

export function writeSampleContent(db: Database.Database, { items, hash }: SampleContent): void {
  const insertItem = db.prepare(
    'INSERT OR REPLACE INTO items (site, kind, slug, id, url, type_name, section, date_published, date_updated, data, summary) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertFeed = db.prepare('INSERT INTO feeds (site, kind, slug, feed) VALUES (?, ?, ?, ?)');
  const insertRef = db.prepare('INSERT INTO refs (site, kind, slug, ref_kind, ref_slug) VALUES (?, ?, ?, ?, ?)');
  const insertMoved = db.prepare('INSERT OR REPLACE INTO moved (site, kind, old_slug, slug) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (const table of ['items', 'feeds', 'refs', 'moved']) db.exec(`DELETE FROM ${table}`);
    for (const item of items) {
      insertItem.run(
        item.site,
        item.kind,
        item.slug,
        item.id,
        item.url ?? null,
        item.typeName,
        item.section ?? null,
        item.datePublished ?? null,
        item.dateUpdated ?? null,
        JSON.stringify(item.data),
        item.summary ? JSON.stringify(item.summary) : null,
      );
      for (const feed of item.feeds) insertFeed.run(item.site, item.kind, item.slug, feed);
      // Topics and their parents can name the same ref twice: one row each, so lists count once.
      const seen = new Set<string>();
      for (const ref of item.refs) {
        const key = `${ref.kind}:${ref.slug}`;
        if (seen.has(key)) continue;
        seen.add(key);
        insertRef.run(item.site, item.kind, item.slug, ref.kind, ref.slug);
      }
      for (const old of item.previousSlugs) insertMoved.run(item.site, item.kind, old, item.slug);
    }
    db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(CONTENT_HASH_KEY, hash);
  })();
}
