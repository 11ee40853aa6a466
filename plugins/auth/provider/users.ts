// The embedded provider's accounts in SQLite (better-sqlite3): scrypt-hashed passwords
// (node:crypto), lockout after repeated failures, the free-form profile, password reset
// tokens (kept hashed) and the development mailbox.
import { createHash, randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { normaliseEmail } from '../rules.ts';

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 } as const;
const RESET_TTL_MS = 60 * 60 * 1000;
const MAX_PROFILE_BYTES = 8192;

export const USER_SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password TEXT,
  social TEXT,
  profile TEXT NOT NULL DEFAULT '{}',
  login_count INTEGER NOT NULL DEFAULT 0,
  failed_count INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS password_resets (token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS mailbox (id INTEGER PRIMARY KEY, sent_at INTEGER NOT NULL, recipient TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL);
`;

export interface User {
  id: string;
  email: string;
  profile: Record<string, unknown>;
  loginCount: number;
  social: string | null;
}

interface UserRow {
  id: string;
  email: string;
  password: string | null;
  social: string | null;
  profile: string;
  login_count: number;
  failed_count: number;
  locked_until: number;
}

export interface Mail {
  id: number;
  sentAt: number;
  recipient: string;
  subject: string;
  body: string;
}

export type SignInResult = { ok: true; user: User } | { ok: false; reason: 'wrong' | 'locked' };

export interface Lockout {
  attempts: number;
  minutes: number;
}

function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return `scrypt$${SCRYPT.N}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

function verifyPassword(password: string, stored: string | null): boolean {
  const [kind, cost, salt, hash] = (stored ?? 'scrypt$16384$AAAA$AAAA').split('$');
  if (kind !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length || SCRYPT.keylen, { N: Number(cost), r: SCRYPT.r, p: SCRYPT.p });
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  profile: JSON.parse(row.profile) as Record<string, unknown>,
  loginCount: row.login_count,
  social: row.social,
});

export class UserStore {
  constructor(
    private readonly db: Database.Database,
    private readonly lockout: Lockout,
    private readonly now: () => number = Date.now,
  ) {
    db.exec(USER_SCHEMA);
  }

  private row(email: string): UserRow | undefined {
    return this.db.prepare('SELECT * FROM users WHERE email = ?').get(normaliseEmail(email)) as UserRow | undefined;
  }

  byId(id: string): User | undefined {
    const row = this.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
    return row ? toUser(row) : undefined;
  }

  exists(email: string): boolean {
    return this.row(email) !== undefined;
  }

  /** A new account; undefined when the address is taken. */
  create(email: string, password: string, profile: Record<string, unknown> = {}): User | undefined {
    if (this.exists(email)) return undefined;
    const id = `neutron|${randomUUID()}`;
    this.db
      .prepare('INSERT INTO users (id, email, password, profile, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(id, normaliseEmail(email), hashPassword(password), JSON.stringify(profile), this.now());
    return this.byId(id);
  }

  /** Checks the password; a locked account answers 'locked' whatever the password. */
  signIn(email: string, password: string): SignInResult {
    const row = this.row(email);
    // Unknown addresses cost the same scrypt as known ones.
    const matches = verifyPassword(password, row?.password ?? null);
    if (!row) return { ok: false, reason: 'wrong' };
    if (row.locked_until > this.now()) return { ok: false, reason: 'locked' };
    if (!matches) {
      const failed = row.failed_count + 1;
      const locked = failed >= this.lockout.attempts ? this.now() + this.lockout.minutes * 60_000 : 0;
      this.db.prepare('UPDATE users SET failed_count = ?, locked_until = ? WHERE id = ?').run(locked ? 0 : failed, locked, row.id);
      return { ok: false, reason: locked ? 'locked' : 'wrong' };
    }
    return { ok: true, user: this.recordLogin(row.id) };
  }

  /** Counts a successful sign-in (login_count of spec 001 §3). */
  recordLogin(id: string): User {
    this.db.prepare('UPDATE users SET login_count = login_count + 1, failed_count = 0, locked_until = 0 WHERE id = ?').run(id);
    const user = this.byId(id);
    if (!user) throw new Error(`user ${id} vanished`);
    return user;
  }

  /** The social (development) connection: the linked account, 'noLink' when an account
   *  with that address exists unlinked and `link` is not asked, else a new account. */
  socialSignIn(connection: string, email: string, link: boolean): User | 'noLink' {
    const row = this.row(email);
    if (row && row.social !== connection) {
      if (!link) return 'noLink';
      this.db.prepare('UPDATE users SET social = ? WHERE id = ?').run(connection, row.id);
    }
    if (row) return this.recordLogin(row.id);
    const id = `${connection}|${randomUUID()}`;
    this.db.prepare('INSERT INTO users (id, email, social, created_at) VALUES (?, ?, ?, ?)').run(id, normaliseEmail(email), connection, this.now());
    return this.recordLogin(id);
  }

  /** Replaces the free-form profile; false when it is too large. */
  updateProfile(id: string, profile: Record<string, unknown>): boolean {
    const json = JSON.stringify(profile);
    if (Buffer.byteLength(json) > MAX_PROFILE_BYTES) return false;
    return this.db.prepare('UPDATE users SET profile = ? WHERE id = ?').run(json, id).changes === 1;
  }

  /** A one-hour reset token for the address (undefined when there is no such account). */
  createReset(email: string): string | undefined {
    const row = this.row(email);
    if (!row) return undefined;
    const token = randomBytes(24).toString('base64url');
    this.db.prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(sha256(token), row.id, this.now() + RESET_TTL_MS);
    return token;
  }

  resetValid(token: string): boolean {
    const row = this.db.prepare('SELECT expires_at FROM password_resets WHERE token_hash = ?').get(sha256(token)) as { expires_at: number } | undefined;
    return row !== undefined && row.expires_at > this.now();
  }

  /** Sets the new password and spends the token; false when the token is unknown or old. */
  resetPassword(token: string, password: string): boolean {
    const hash = sha256(token);
    const row = this.db.prepare('SELECT user_id, expires_at FROM password_resets WHERE token_hash = ?').get(hash) as { user_id: string; expires_at: number } | undefined;
    this.db.prepare('DELETE FROM password_resets WHERE token_hash = ? OR expires_at < ?').run(hash, this.now());
    if (!row || row.expires_at <= this.now()) return false;
    this.db.prepare('UPDATE users SET password = ?, failed_count = 0, locked_until = 0 WHERE id = ?').run(hashPassword(password), row.user_id);
    return true;
  }

  sendMail(recipient: string, subject: string, body: string): void {
    this.db.prepare('INSERT INTO mailbox (sent_at, recipient, subject, body) VALUES (?, ?, ?, ?)').run(this.now(), recipient, subject, body);
  }

  mails(limit = 50): Mail[] {
    return (this.db.prepare('SELECT id, sent_at AS sentAt, recipient, subject, body FROM mailbox ORDER BY id DESC LIMIT ?').all(limit) as Mail[]);
  }
}
