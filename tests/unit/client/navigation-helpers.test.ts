import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadOnceForChunkError } from '../../../core/client/chunk-reload.ts';
import { inAppTarget, isJumpLink } from '../../../core/client/links.ts';

function storage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

describe('chunk-load failure reload guard', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads once per 60 s', () => {
    const store = storage();
    const assign = vi.fn();
    expect(reloadOnceForChunkError('/a/', store, 1_000_000, assign)).toBe(true);
    expect(reloadOnceForChunkError('/a/', store, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, assign)).toBe(false);
    expect(reloadOnceForChunkError('/a/', store, 1_000_000 + CHUNK_RELOAD_GUARD_MS, assign)).toBe(true);
    expect(assign).toHaveBeenCalledTimes(2);
  });
});

describe('links', () => {
  const anchor = (href: string, target = '', attrs: string[] = []) => ({ href, target, hasAttribute: (name: string) => attrs.includes(name) });

  it('jump links start with #jumplink, whitespace removed', () => {
    expect(isJumpLink('#jumplink-specs')).toBe(true);
    expect(isJumpLink(' # jump link')).toBe(true);
    expect(isJumpLink('#specs')).toBe(false);
    expect(isJumpLink('#jump link')).toBe(true);
  });

  it('only same-origin page links are handled in-app', () => {
    const origin = 'http://localhost:3000';
    expect(inAppTarget(anchor('http://localhost:3000/news/x/'), origin)?.pathname).toBe('/news/x/');
    expect(inAppTarget(anchor('https://elsewhere.example/'), origin)).toBeUndefined();
    expect(inAppTarget(anchor('/news/x/', '_blank'), origin)).toBeUndefined();
    expect(inAppTarget(anchor('/feed/', '', ['download']), origin)).toBeUndefined();
    expect(inAppTarget(anchor('/_node/status'), origin)).toBeUndefined();
  });
});
