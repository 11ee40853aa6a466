// The view store tells the browser entry when React has committed a navigation's view, so
// plugins hear of the new page once it is in the document (core/client/view-store.ts).
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../core/page-data.ts';
import { ViewStore } from '../../../core/client/view-store.ts';

interface TestView {
  page: PageData;
  stories: number;
}

const page = (title: string) => ({ title }) as PageData;

describe('ViewStore', () => {
  it("runs a navigation's callback once React has committed its view, and once only", () => {
    const first = { page: page('first'), stories: 0 };
    const store = new ViewStore<TestView>(first);
    const shown: string[] = [];
    const next = { page: page('next'), stories: 0 };
    store.set(next, () => shown.push('next'));
    expect(store.get()).toBe(next);
    // Committing the view on screen before (a render still under way) runs nothing.
    store.committed(first);
    expect(shown).toEqual([]);
    store.committed(next);
    store.committed(next);
    expect(shown).toEqual(['next']);
  });

  it('the first view and views set without a callback run nothing', () => {
    const first = { page: page('first'), stories: 0 };
    const store = new ViewStore<TestView>(first);
    store.committed(first);
    const story = { ...first, stories: 1 };
    store.set(story);
    store.committed(story);
    expect(store.get()).toBe(story);
  });

  it('a view overtaken by one of another page before React commits it runs nothing', () => {
    const store = new ViewStore<TestView>({ page: page('first'), stories: 0 });
    const shown: string[] = [];
    const a = { page: page('a'), stories: 0 };
    const b = { page: page('b'), stories: 0 };
    store.set(a, () => shown.push('a'));
    store.set(b, () => shown.push('b'));
    store.committed(b);
    store.committed(a);
    expect(shown).toEqual(['b']);
    // Set without a callback, another page drops the waiting one too.
    const c = { page: page('c'), stories: 0 };
    store.set(c, () => shown.push('c'));
    store.set({ page: page('d'), stories: 0 });
    store.committed(c);
    expect(shown).toEqual(['b']);
  });

  it('a read-next story appended to the page before React commits it keeps the page waiting', () => {
    const store = new ViewStore<TestView>({ page: page('first'), stories: 0 });
    const shown: string[] = [];
    const next = { page: page('next'), stories: 0 };
    store.set(next, () => shown.push('next'));
    const withStory = { ...next, stories: 1 };
    store.set(withStory);
    store.committed(withStory);
    expect(shown).toEqual(['next']);
  });

  it('tells subscribers of each view', () => {
    const store = new ViewStore<TestView>({ page: page('first'), stories: 0 });
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.set({ page: page('a'), stories: 0 });
    unsubscribe();
    store.set({ page: page('b'), stories: 0 });
    expect(calls).toBe(1);
  });
});
