// Hashed email (spec 001 §3): SHA-256 hex of the trimmed, lower-cased address, via crypto.subtle.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashEmail, normalizeEmail } from '../../../plugins/tracking/client/hash-email.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('hashEmail', () => {
  it('hashes the trimmed, lower-cased address', async () => {
    expect(normalizeEmail('  Reader@Example.COM \n')).toBe('reader@example.com');
    expect(await hashEmail('  Reader@Example.COM \n')).toBe(sha256('reader@example.com'));
    expect(await hashEmail('reader@example.com')).toMatch(/^[a-f0-9]{64}$/);
  });

  it('gives the same hash for every spelling of one address', async () => {
    expect(await hashEmail('READER@example.com')).toBe(await hashEmail(' reader@EXAMPLE.com'));
  });

  it('is null without an address or without crypto.subtle', async () => {
    expect(await hashEmail('   ')).toBeNull();
    expect(await hashEmail('reader@example.com', null)).toBeNull();
  });
});
