import { describe, expect, it, vi } from 'vitest';
import { notFound, upstreamError, isContentNotFound } from '../../../core/content/errors.ts';
import { ContentCache } from '../../../core/content/content-cache.ts';
import { StaleCache } from '../../../core/content/stale-cache.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function cache(options: { ttlMs?: number; swrMs?: number; sieMs?: number } = {}) {
  return new StaleCache<{ n: number }>({
    maxEntries: 10,
    maxBytes: 1 << 20,
    ttlMs: options.ttlMs ?? 50,
    staleWhileRevalidateMs: options.swrMs ?? 0,
    staleIfErrorMs: options.sieMs ?? 0,
    sizeOf: () => 10,
    staleOnError: (error) => (error as { code?: string }).code === 'NEUTRON_ERR_CONTENT_UPSTREAM',
  });
}

describe('StaleCache', () => {
  it('coalesces concurrent misses into one load', async () => {
    const kept = cache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(20);
      return { value: { n: loads } };
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => kept.get('k', load)));
    expect(loads).toBe(1);
    expect(new Set(answers.map((answer) => answer.value)).size).toBe(1);
  });

  it('serves a stale answer while one load refreshes it (stale-while-revalidate)', async () => {
    // Margins wide enough for a loaded machine: the refreshed answer stays fresh 300 ms.
    const kept = cache({ ttlMs: 300, swrMs: 5000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(20);
      return { value: { n: loads } };
    };
    await kept.get('k', load);
    await sleep(350);
    const stale = await Promise.all([kept.get('k', load), kept.get('k', load)]);
    expect(stale.map((answer) => [answer.state, answer.value.n])).toEqual([
      ['stale', 1],
      ['stale', 1],
    ]);
    await vi.waitFor(() => expect(kept.fresh('k')).toBeDefined(), { timeout: 2000, interval: 5 });
    expect(loads).toBe(2);
    expect(await kept.get('k', load)).toMatchObject({ state: 'hit', value: { n: 2 } });
  });

  it('serves a stale answer when the upstream fails, within its bound only (stale-if-error)', async () => {
    const kept = cache({ ttlMs: 20, sieMs: 100 });
    await kept.get('k', async () => ({ value: { n: 1 } }));
    await sleep(30);
    const failing = async () => {
      throw upstreamError('API responded with 500', { status: 500 });
    };
    expect(await kept.get('k', failing)).toMatchObject({ state: 'stale-if-error', value: { n: 1 } });
    await sleep(100);
    await expect(kept.get('k', failing)).rejects.toThrow('API responded with 500');
  });

  it('asks a failing upstream again only after retryAfterErrorMs, serving the stale answer at once meanwhile', async () => {
    const kept = new StaleCache<{ n: number }>({
      maxEntries: 10,
      maxBytes: 1 << 20,
      ttlMs: 20,
      staleWhileRevalidateMs: 0,
      staleIfErrorMs: 10_000,
      retryAfterErrorMs: 150,
      sizeOf: () => 10,
      staleOnError: (error) => (error as { code?: string }).code === 'NEUTRON_ERR_CONTENT_UPSTREAM',
    });
    await kept.get('k', async () => ({ value: { n: 1 } }));
    await sleep(30);
    let loads = 0;
    const failing = async () => {
      loads += 1;
      throw upstreamError('API responded with 503', { status: 503 });
    };
    const answers = [];
    for (let request = 0; request < 20; request += 1) answers.push(await kept.get('k', failing));
    expect(loads).toBe(1);
    expect(answers.every((answer) => answer.state === 'stale-if-error' && answer.value.n === 1)).toBe(true);
    await sleep(160);
    expect(await kept.get('k', failing)).toMatchObject({ state: 'stale-if-error', value: { n: 1 } });
    expect(loads).toBe(2);
    expect(await kept.get('k', async () => ({ value: { n: 2 } }))).toMatchObject({ state: 'stale-if-error', value: { n: 1 } });
    await sleep(160);
    expect(await kept.get('k', async () => ({ value: { n: 3 } }))).toMatchObject({ state: 'miss', value: { n: 3 } });
  });

  it('does not stand a stale answer in for a not-found answer', async () => {
    const kept = cache({ ttlMs: 20, sieMs: 1000 });
    await kept.get('k', async () => ({ value: { n: 1 } }));
    await sleep(30);
    await expect(kept.get('k', async () => Promise.reject(notFound()))).rejects.toSatisfy(isContentNotFound);
  });

  it('drops every answer holding a purged id', async () => {
    const kept = cache({ ttlMs: 10_000 });
    await kept.get('a', async () => ({ value: { n: 1 }, ids: ['x', 'y'] }));
    await kept.get('b', async () => ({ value: { n: 2 }, ids: ['y'] }));
    await kept.get('c', async () => ({ value: { n: 3 }, ids: ['z'] }));
    expect(kept.purge(['y'])).toBe(2);
    expect(kept.size).toBe(1);
    expect(kept.purge(['y'])).toBe(0);
  });
});

describe('ContentCache', () => {
  it('keeps a not-found answer for notFoundTtlSeconds, then asks again', async () => {
    const kept = new ContentCache({ enabled: true, maxEntries: 10, ttlSeconds: 60, notFoundTtlSeconds: 1 });
    let asked = 0;
    const missing = async () => {
      asked += 1;
      throw notFound();
    };
    await Promise.all(Array.from({ length: 20 }, () => kept.get('k', missing).catch(() => undefined)));
    for (let attempt = 0; attempt < 20; attempt += 1) await kept.get('k', missing).catch(() => undefined);
    expect(asked).toBe(1);
    await sleep(1100);
    await kept.get('k', missing).catch(() => undefined);
    expect(asked).toBe(2);
  });

  it('never keeps an upstream failure', async () => {
    const kept = new ContentCache({ enabled: true, maxEntries: 10, ttlSeconds: 60 });
    let asked = 0;
    const failing = async () => {
      asked += 1;
      throw upstreamError('API responded with 502', { status: 502 });
    };
    for (let attempt = 0; attempt < 3; attempt += 1) await kept.get('k', failing).catch(() => undefined);
    expect(asked).toBe(3);
  });
});
