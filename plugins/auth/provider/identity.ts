// The embedded identity service of one process: the SQLite store (accounts, provider
// models, mailbox), the secrets, and the Provider of each issuer. Brands that enable the
// plugin share it when they name the same database, so one account signs in on both.
import { createHmac, timingSafeEqual } from 'node:crypto';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type Provider from 'oidc-provider';
import { pruneExpired } from './adapter.ts';
import { loadSecrets, type ProviderSecrets } from './keys.ts';
import { createProvider, loadProviderClass, type ProviderClass } from './provider.ts';
import { type Lockout, UserStore } from './users.ts';

export interface IdentitySettings {
  /** SQLite file, or ':memory:'. */
  database: string;
  /** Where the secrets are kept; undefined keeps them in memory (tests). */
  secretsFile: string | undefined;
  lockout: Lockout;
  accessTokenSeconds: number;
}

export class EmbeddedIdentity {
  readonly db: Database.Database;
  readonly users: UserStore;
  readonly secrets: ProviderSecrets;
  private readonly providers = new Map<string, Provider>();
  private readonly pruning: NodeJS.Timeout;

  constructor(
    private readonly settings: IdentitySettings,
    private readonly ProviderClass: ProviderClass,
  ) {
    if (settings.database !== ':memory:') mkdirSync(path.dirname(settings.database), { recursive: true });
    this.db = new Database(settings.database);
    this.db.pragma('journal_mode = WAL');
    this.users = new UserStore(this.db, settings.lockout);
    this.secrets = loadSecrets(settings.secretsFile);
    this.pruning = setInterval(() => pruneExpired(this.db), 60 * 60 * 1000);
    this.pruning.unref();
  }

  /** The provider whose issuer is `${origin}${prefix}_neutron/oidc`, made on first use. */
  provider(origin: string, prefix: string, clientId: string, logoutReturnTo = prefix): Provider {
    const key = `${origin}${prefix}`;
    let provider = this.providers.get(key);
    if (!provider) {
      provider = createProvider(origin, { ProviderClass: this.ProviderClass, accessTokenSeconds: this.settings.accessTokenSeconds, logoutReturnTo, db: this.db, users: this.users, secrets: this.secrets, clientId, prefix });
      this.providers.set(key, provider);
    }
    return provider;
  }

  /** The dialog's CSRF token, bound to the interaction. */
  csrfToken(uid: string): string {
    return createHmac('sha256', this.secrets.cookieKeys[0] ?? '').update(`csrf:${uid}`).digest('base64url');
  }

  checkCsrf(uid: string, token: unknown): boolean {
    if (typeof token !== 'string') return false;
    const expected = Buffer.from(this.csrfToken(uid));
    const actual = Buffer.from(token);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  close(): void {
    clearInterval(this.pruning);
    this.db.close();
  }
}

const shared = new Map<string, { identity: EmbeddedIdentity; users: number }>();

/** The process's identity service for `settings.database`, counted per user. */
export async function acquireIdentity(settings: IdentitySettings): Promise<EmbeddedIdentity> {
  const ProviderClass = await loadProviderClass();
  // ':memory:' is per app: never share it across apps built in one process.
  const key = settings.database === ':memory:' ? undefined : settings.database;
  const entry = key ? shared.get(key) : undefined;
  if (entry) {
    entry.users += 1;
    return entry.identity;
  }
  const identity = new EmbeddedIdentity(settings, ProviderClass);
  if (key) shared.set(key, { identity, users: 1 });
  return identity;
}

export function releaseIdentity(identity: EmbeddedIdentity): void {
  for (const [key, entry] of shared) {
    if (entry.identity !== identity) continue;
    entry.users -= 1;
    if (entry.users === 0) {
      shared.delete(key);
      identity.close();
    }
    return;
  }
  identity.close();
}
