// The node's page cache when a refresh makes a page it may not keep: made from content
// answers that are stale themselves, the stale page stays and no failure is reported;
// content that is gone drops the page, so the next request renders its 404.
import { describe, expect, it, vi } from 'vitest';
import { type CachedPage, PageCache, UnkeptPage } from '../../../core/server/page-cache.ts';

const OPTIONS = { enabled: true, maxEntries: 10, maxMegabytes: 1, ttlSeconds: 0.05, staleWhileRevalidateSeconds: 60, staleIfErrorSeconds: 60 };
const page = (status: number, text: string): CachedPage => ({ status, body: Buffer.from(text), surrogateKey: 'story' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A cache holding `key`'s page, past its TTL, and the refresh failures it reported. */
async function stalePage() {
  const failures: unknown[] = [];
  const cache = new PageCache(OPTIONS, (_key, error) => failures.push(error));
  await cache.get('key', async () => ({ value: page(200, 'first'), ids: ['story'] }));
  await sleep(80);
  return { cache, failures };
}

describe('a refresh that makes a page it may not keep', () => {
  it('from stale content answers: the stale page stays, and it is no failure', async () => {
    const { cache, failures } = await stalePage();
    const refresh = vi.fn(async () => {
      throw new UnkeptPage(page(200, 'made from stale content'), ['story']);
    });
    expect((await cache.get('key', refresh)).state).toBe('stale');
    await sleep(10);
    const again = await cache.get('key', async () => ({ value: page(200, 'second'), ids: ['story'] }));
    expect(again.state).toBe('stale');
    expect(again.value.body.toString()).toBe('first');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(failures).toEqual([]);
    await sleep(10);
    expect(cache.fresh('key')?.value.body.toString()).toBe('second');
  });

  it.each([404, 410])('whose content is gone (%i): the page is dropped', async (status) => {
    const { cache, failures } = await stalePage();
    await cache.get('key', async () => {
      throw new UnkeptPage(page(status, 'gone'), ['story']);
    });
    await sleep(10);
    const next = vi.fn(async () => ({ value: page(200, 'rendered again'), ids: ['story'] }));
    expect((await cache.get('key', next)).state).toBe('miss');
    expect(next).toHaveBeenCalledTimes(1);
    expect(failures).toEqual([]);
  });

  it('any other failure is reported, and the stale page stays', async () => {
    const { cache, failures } = await stalePage();
    await cache.get('key', async () => {
      throw new Error('render failed');
    });
    await sleep(10);
    expect(failures.map((error) => (error as Error).message)).toEqual(['render failed']);
    expect((await cache.get('key', async () => ({ value: page(200, 'x'), ids: [] }))).value.body.toString()).toBe('first');
  });
});
