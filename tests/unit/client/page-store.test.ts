// The page store (spec 000 §4): current and previous page, seamless pages apart.
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../core/page-data.ts';
import { pageKey, PageStore, type StoredPage } from '../../../core/client/page-store.ts';

const entry = (key: string): StoredPage<string> => ({ key, page: { title: key } as PageData, head: [], Page: key });

describe('PageStore', () => {
  it('keeps the page on screen and the one before it', () => {
    const store = new PageStore<string>();
    store.show(entry('/a/'));
    store.show(entry('/b/'));
    store.show(entry('/c/'));
    expect(store.current?.main.key).toBe('/c/');
    expect(store.previous?.main.key).toBe('/b/');
    expect(store.previousFor('/a/')).toBeUndefined();
  });

  it('showing the same page again keeps the previous one', () => {
    const store = new PageStore<string>();
    store.show(entry('/a/'));
    store.show(entry('/b/'));
    store.show(entry('/b/'));
    expect(store.previous?.main.key).toBe('/a/');
  });

  it('seamless pages are kept with their page, cleared with it, and name it for back', () => {
    const store = new PageStore<string>();
    store.show(entry('/a/'));
    store.appendSeamless(entry('/a-next/'));
    expect(store.current?.seamless.map((page) => page.key)).toEqual(['/a-next/']);
    store.show(entry('/b/'));
    expect(store.current?.seamless).toEqual([]);
    const back = store.previousFor('/a-next/');
    expect(back?.main.key).toBe('/a/');
    store.restore(back!);
    expect(store.current?.main.key).toBe('/a/');
    expect(store.current?.seamless.map((page) => page.key)).toEqual(['/a-next/']);
    expect(store.previous?.main.key).toBe('/b/');
    store.clearSeamless();
    expect(store.current?.seamless).toEqual([]);
  });

  it('keys pages by path and query', () => {
    expect(pageKey({ pathname: '/a/', search: '?page=2' })).toBe('/a/?page=2');
  });
});
