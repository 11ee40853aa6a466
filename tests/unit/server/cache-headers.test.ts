import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../../core/server/cache-headers.ts';

describe('cache headers (spec 000 §9)', () => {
  it('route maxAge overrides the default; zero is no-cache; always private', () => {
    expect(cacheControlFor(undefined, 600)).toBe('private, max-age=600');
    expect(cacheControlFor(86400, 600)).toBe('private, max-age=86400');
    expect(cacheControlFor(0, 600)).toBe('no-cache');
    expect(cacheControlFor(-5, 600)).toBe('private, max-age=600');
    expect(cacheControlFor(1.5, 600)).toBe('private, max-age=600');
  });
});
