// Resize URL signatures: hex HMAC-SHA1 (spec 001 §7). Server only — the key never
// reaches the browser bundle.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

const HEX_SHA1 = /^[0-9a-f]{40}$/;

export function signImageMessage(key: string, message: string): string {
  return createHmac('sha1', key).update(message, 'utf8').digest('hex');
}

/** Signatures a signer remembers: every page signs the same few presets of the same images. */
const REMEMBERED_SIGNATURES = 20_000;

/** A `sign` function for ImageUrlSettings. A signature depends only on the key and the
 *  message, so each signer remembers its recent ones instead of hashing them again. */
export function createImageSigner(key: string): (message: string) => string {
  const signatures = new LRUCache<string, string>({ max: REMEMBERED_SIGNATURES });
  return (message) => {
    let signature = signatures.get(message);
    if (signature === undefined) {
      signature = signImageMessage(key, message);
      signatures.set(message, signature);
    }
    return signature;
  };
}

/** Constant-time check of a hex signature, so timing reveals nothing about the right one. */
export function verifyImageSignature(key: string, message: string, signature: string): boolean {
  if (!HEX_SHA1.test(signature)) return false;
  const expected = Buffer.from(signImageMessage(key, message), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
