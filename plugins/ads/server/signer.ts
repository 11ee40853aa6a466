// HMAC-SHA256 signatures of the ad server's click and tracking links, so a link can only
// name a line item, creative and reader this server chose, and never a destination.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { keptSecret, type StateFiles } from '../../../core/index.ts';

export const ADS_KEY_ENV = 'NEUTRON_ADS_KEY';
const KEY_FILE = 'data/secrets/ads-link.key';

/** The signing key: NEUTRON_ADS_KEY, else one generated on first start and kept in
 *  data/secrets (outside git); tests get a fresh key per app. */
export function signingKey(state: StateFiles, environment: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env[ADS_KEY_ENV];
  if (fromEnv && fromEnv.length >= 16) return fromEnv;
  if (environment === 'test') return randomBytes(32).toString('hex');
  return keptSecret(state.file(KEY_FILE), { encoding: 'hex' }).secret;
}

export interface Signer {
  sign(fields: readonly string[]): string;
  verify(fields: readonly string[], signature: unknown): boolean;
}

export function createSigner(key: string): Signer {
  const sign = (fields: readonly string[]) => createHmac('sha256', key).update(fields.join('\n')).digest('base64url');
  return {
    sign,
    verify(fields, signature) {
      if (typeof signature !== 'string' || signature.length !== 43) return false;
      const expected = Buffer.from(sign(fields));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
