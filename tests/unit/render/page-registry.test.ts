// A page component is loaded once however many times it is asked for while loading
// (link prefetch asks once per visible link); a failed load may be tried again.
import { describe, expect, it } from 'vitest';
import { PageRegistry } from '../../../core/render/page-registry.ts';
import type { PageComponent } from '../../../core/render/page-props.ts';

const Page: PageComponent = () => null;

describe('PageRegistry.load', () => {
  it('runs the loader once for loads asked while it is under way', async () => {
    let calls = 0;
    const registry = new PageRegistry({
      article: () => {
        calls += 1;
        return new Promise((resolve) => setTimeout(() => resolve(Page), 5));
      },
    });
    const loaded = await Promise.all([registry.load('article'), registry.load('article'), registry.load('article')]);
    expect(loaded).toEqual([Page, Page, Page]);
    expect(calls).toBe(1);
    expect(await registry.load('article')).toBe(Page);
    expect(calls).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let calls = 0;
    const registry = new PageRegistry({
      article: async () => {
        calls += 1;
        if (calls === 1) throw new Error('chunk did not arrive');
        return Page;
      },
    });
    await expect(registry.load('article')).rejects.toThrow('chunk did not arrive');
    expect(await registry.load('article')).toBe(Page);
    expect(calls).toBe(2);
  });
});
