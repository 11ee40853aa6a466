// The live item store, exactly as spec 001 §3–§4 words it.
import { describe, expect, it } from 'vitest';
import { LiveItemStore, type StoreItem } from '../../../plugins/live/client/item-store.ts';

type Item = StoreItem & { text?: string };
const ids = (items: readonly Item[]) => items.map((item) => item.id);

describe('the live item store', () => {
  it('keeps items per channel sorted by sequence, newest first, a missing sequence counting as 0', () => {
    const store = new LiveItemStore<Item>();
    store.receive('a', [{ id: 'two', sequence: 2 }, { id: 'none' }, { id: 'five', sequence: 5 }]);
    store.receive('b', [{ id: 'other', sequence: 9 }]);
    expect(ids(store.items('a'))).toEqual(['five', 'two', 'none']);
    expect(ids(store.items('b'))).toEqual(['other']);
    expect(store.lastSequence('a')).toBe(5);
  });

  it('an item received without a status is new; one with a status keeps it', () => {
    const store = new LiveItemStore<Item>();
    store.receive('a', [{ id: 'x', sequence: 1 }, { id: 'y', sequence: 2, status: 'existing' }]);
    expect(store.items('a').map((item) => [item.id, item.status])).toEqual([
      ['y', 'existing'],
      ['x', 'new'],
    ]);
  });

  it('viewable items are those not new; viewing all new items makes them viewed', () => {
    const store = new LiveItemStore<Item>();
    store.receive('a', [{ id: 'old', sequence: 1, status: 'existing' }, { id: 'fresh', sequence: 2 }]);
    expect(ids(store.viewable('a'))).toEqual(['old']);
    expect(ids(store.newItems('a'))).toEqual(['fresh']);
    store.viewAll('a');
    expect(store.items('a').map((item) => item.status)).toEqual(['viewed', 'existing']);
    expect(ids(store.viewable('a'))).toEqual(['fresh', 'old']);
  });

  it('marking a channel existing makes every item existing', () => {
    const store = new LiveItemStore<Item>();
    store.receive('a', [{ id: 'n', sequence: 1 }, { id: 'v', sequence: 2 }]);
    store.viewAll('a');
    store.receive('a', [{ id: 'm', sequence: 3 }]);
    store.markExisting('a');
    expect(store.items('a').every((item) => item.status === 'existing')).toBe(true);
  });

  it('a received item with a known id replaces it but keeps the old status', () => {
    const store = new LiveItemStore<Item>();
    store.receive('a', [{ id: 'x', sequence: 1, text: 'first' }]);
    store.viewAll('a');
    store.receive('a', [{ id: 'x', sequence: 1, text: 'edited', status: 'new' }]);
    expect(store.items('a')).toEqual([{ id: 'x', sequence: 1, text: 'edited', status: 'viewed' }]);
  });

  it('a received item flagged deleted removes the existing one, and is not kept itself', () => {
    const store = new LiveItemStore<Item>();
    store.receive('a', [{ id: 'x', sequence: 1 }, { id: 'y', sequence: 2 }]);
    store.receive('a', [{ id: 'x', deleted: true }, { id: 'unknown', deleted: true }]);
    expect(ids(store.items('a'))).toEqual(['y']);
  });

  it('tells its listeners which channel changed', () => {
    const store = new LiveItemStore<Item>();
    const changed: string[] = [];
    const stop = store.subscribe((channel) => changed.push(channel));
    store.receive('a', [{ id: 'x' }]);
    store.viewAll('b');
    stop();
    store.markExisting('a');
    expect(changed).toEqual(['a', 'b']);
  });
});
