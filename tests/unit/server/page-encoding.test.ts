import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RESPONSE_ID_PLACEHOLDER } from '../../../core/page-data.ts';
import { NONCE_PLACEHOLDER } from '../../../core/scripts/content-security-policy.ts';
import { chooseEncoding, fillHoles, gzipOf, packBody } from '../../../core/server/page-encoding.ts';

const page = (nonce: string, id: string) =>
  `<html><head><script nonce="${nonce}">var a=1</script></head><body>${'<p>Some repeated paragraph text. </p>'.repeat(200)}<div data-view="${id}"></div><script nonce="${nonce}"></script></body></html>`;

describe('packed pages', () => {
  it('gzips a kept page with values of its own filled in, without compressing it again', () => {
    const template = Buffer.from(page(NONCE_PLACEHOLDER, RESPONSE_ID_PLACEHOLDER));
    const packed = packBody(template);
    expect(packed?.holes).toEqual([NONCE_PLACEHOLDER, RESPONSE_ID_PLACEHOLDER, NONCE_PLACEHOLDER]);
    expect(packed?.brotli).toBeUndefined();
    for (const [nonce, id] of [
      ['abcdefghijklmnopqrstuvw=', 'f'.repeat(RESPONSE_ID_PLACEHOLDER.length)],
      ['ZYXWVUTSRQPONMLKJIHGFED=', '0'.repeat(RESPONSE_ID_PLACEHOLDER.length)],
    ] as const) {
      const filled = Buffer.from(page(nonce, id));
      const values = new Map([
        [NONCE_PLACEHOLDER, nonce],
        [RESPONSE_ID_PLACEHOLDER, id],
      ]);
      const gzip = gzipOf(packed!, values, filled);
      expect(gunzipSync(gzip).toString()).toBe(filled.toString());
      expect(gzip.length).toBeLessThan(filled.length / 5);
    }
  });

  it('keeps brotli for a page without per-response values; small bodies are not packed', () => {
    expect(packBody(Buffer.from(page('fixed-nonce', 'fixed-id')))?.brotli).toBeDefined();
    expect(packBody(Buffer.from('<p>short</p>'))).toBeUndefined();
  });

  it('negotiates br, then gzip, honouring q=0', () => {
    const packed = packBody(Buffer.from(page('fixed-nonce', 'fixed-id')));
    expect(chooseEncoding('gzip, deflate, br', packed)).toBe('br');
    expect(chooseEncoding('br;q=0, gzip', packed)).toBe('gzip');
    expect(chooseEncoding('identity', packed)).toBe('identity');
    expect(chooseEncoding(undefined, packed)).toBe('identity');
  });

  it("ranks encodings by the reader's q-values, `*` standing for any not named", () => {
    const withBrotli = packBody(Buffer.from(page('fixed-nonce', 'fixed-id')));
    const gzipOnly = packBody(Buffer.from(page(NONCE_PLACEHOLDER, 'fixed-id')));
    expect(gzipOnly?.brotli).toBeUndefined();
    expect(chooseEncoding('gzip;q=0, *', withBrotli)).toBe('br');
    expect(chooseEncoding('gzip;q=0, *', gzipOnly)).toBe('identity');
    expect(chooseEncoding('br;q=0, *', withBrotli)).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip', withBrotli)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.1, br', gzipOnly)).toBe('gzip');
    expect(chooseEncoding('*', withBrotli)).toBe('br');
    expect(chooseEncoding('*;q=0', withBrotli)).toBe('identity');
    expect(chooseEncoding('GZIP', gzipOnly)).toBe('gzip');
  });
});

describe('gzip of kept pages', () => {
  it('keeps one gzip member for a page without holes, and gzips around the holes from the kept bytes', () => {
    const plain = Buffer.from(page('fixed-nonce', 'fixed-id'));
    const packedPlain = packBody(plain)!;
    expect(gzipOf(packedPlain, new Map(), plain)).toBe(gzipOf(packedPlain, new Map(), plain));
    expect(gunzipSync(gzipOf(packedPlain, new Map(), plain)).toString()).toBe(plain.toString());
    const template = Buffer.from(page(NONCE_PLACEHOLDER, RESPONSE_ID_PLACEHOLDER));
    const values = new Map([
      [NONCE_PLACEHOLDER, 'abcdefghijklmnopqrstuvw='],
      [RESPONSE_ID_PLACEHOLDER, 'a'.repeat(RESPONSE_ID_PLACEHOLDER.length)],
    ]);
    const filled = page('abcdefghijklmnopqrstuvw=', 'a'.repeat(RESPONSE_ID_PLACEHOLDER.length));
    expect(gunzipSync(gzipOf(packBody(template)!, values, template)).toString()).toBe(filled);
    expect(fillHoles(template, packBody(template)!, values).toString()).toBe(filled);
    expect(template.toString()).toBe(page(NONCE_PLACEHOLDER, RESPONSE_ID_PLACEHOLDER));
  });
});
