// Resize URL signatures: hex HMAC-SHA1 (spec 001 §7). Server only — the key never
// reaches the browser bundle.
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA1 = /^[0-9a-f]{40}$/;

export function signImageMessage(key: string, message: string): string {
  return createHmac('sha1', key).update(message, 'utf8').digest('hex');
}

/** A `sign` function for ImageUrlSettings. */
export function createImageSigner(key: string): (message: string) => string {
  return (message) => signImageMessage(key, message);
}

/** Constant-time check of a hex signature, so timing reveals nothing about the right one. */
export function verifyImageSignature(key: string, message: string, signature: string): boolean {
  if (!HEX_SHA1.test(signature)) return false;
  const expected = Buffer.from(signImageMessage(key, message), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
