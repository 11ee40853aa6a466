import { describe, expect, it } from 'vitest';
import { isSafeLocalPath } from '../../../core/server/safe-redirect.ts';

describe('safe local redirects', () => {
  it.each(['/about/', '/news/x/?q=1', '/a%20b/', '/about/?q=%', '/about/?a=%0a', '/about/?\\evil', '/about/?next=//evil.example'])('accepts %s', (location) => {
    expect(isSafeLocalPath(location)).toBe(true);
  });
  it.each(['//evil.example', '/\\evil.example', 'http://evil.example/', '/%2F%2Fevil.example', '/%252F%252Fevil.example', '/%5Cevil', '/a\r\nSet-Cookie: x', '/a%0d%0ab', 'evil', '', '//evil.example?x=1', '/%5Cevil?x', '/a/?x=\r\nSet-Cookie: y'])(
    'refuses %j',
    (location) => {
      expect(isSafeLocalPath(location)).toBe(false);
    },
  );
});
