// oidc-provider's storage adapter backed by SQLite: one table for every model (sessions,
// grants, codes, tokens, interactions), rows expire with the model's lifetime.
import type Database from 'better-sqlite3';

interface Payload {
  [key: string]: unknown;
  uid?: string;
  userCode?: string;
  grantId?: string;
  consumed?: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS oidc (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL,
  grant_id TEXT,
  uid TEXT,
  user_code TEXT,
  expires_at INTEGER,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_by_grant ON oidc (grant_id);
CREATE INDEX IF NOT EXISTS oidc_by_uid ON oidc (model, uid);
`;

/** A class per database, as oidc-provider instantiates the adapter once per model name. */
export function sqliteAdapter(db: Database.Database, now: () => number = Date.now) {
  db.exec(SCHEMA);
  const live = (row: { payload: string; expires_at: number | null } | undefined): Payload | undefined =>
    row && (row.expires_at === null || row.expires_at > now()) ? (JSON.parse(row.payload) as Payload) : undefined;

  return class SqliteAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      db.prepare('INSERT OR REPLACE INTO oidc (model, id, payload, grant_id, uid, user_code, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        expiresIn ? now() + expiresIn * 1000 : null,
      );
    }

    async find(id: string): Promise<Payload | undefined> {
      return live(db.prepare('SELECT payload, expires_at FROM oidc WHERE model = ? AND id = ?').get(this.model, id) as never);
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      return live(db.prepare('SELECT payload, expires_at FROM oidc WHERE model = ? AND uid = ?').get(this.model, uid) as never);
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      return live(db.prepare('SELECT payload, expires_at FROM oidc WHERE model = ? AND user_code = ?').get(this.model, userCode) as never);
    }

    async consume(id: string): Promise<void> {
      const payload = await this.find(id);
      if (!payload) return;
      payload.consumed = Math.floor(now() / 1000);
      db.prepare('UPDATE oidc SET payload = ? WHERE model = ? AND id = ?').run(JSON.stringify(payload), this.model, id);
    }

    async destroy(id: string): Promise<void> {
      db.prepare('DELETE FROM oidc WHERE model = ? AND id = ?').run(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      db.prepare('DELETE FROM oidc WHERE grant_id = ?').run(grantId);
    }
  };
}

/** Drops expired rows (run now and then). */
export function pruneExpired(db: Database.Database, now: () => number = Date.now): void {
  db.prepare('DELETE FROM oidc WHERE expires_at IS NOT NULL AND expires_at < ?').run(now());
}
