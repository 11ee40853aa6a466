// The embedded provider's signing key and cookie keys: generated on first start and kept
// under data/secrets/ (outside git, mode 0600); tests keep them in memory.
import { createPrivateKey, generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ProviderSecrets {
  /** RS256 private signing key as a JWK. */
  signingKey: JsonWebKey & { kid: string };
  /** Keys that sign the provider's cookies and the dialog's CSRF tokens. */
  cookieKeys: string[];
}

function generate(): ProviderSecrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  // Exported from a key object of its own: exporting the one key generation returned can
  // hang Node 20 for good when a garbage collection runs during the export (the
  // generation's job, collected, locks the key the export holds).
  const jwk = createPrivateKey(privateKey).export({ format: 'jwk' });
  return { signingKey: { ...jwk, kid: randomBytes(8).toString('hex') }, cookieKeys: [randomBytes(32).toString('base64url')] };
}

/** The secrets in `file`, made on first use; `undefined` keeps them in memory only. */
export function loadSecrets(file: string | undefined): ProviderSecrets {
  if (!file) return generate();
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProviderSecrets;
  const secrets = generate();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
