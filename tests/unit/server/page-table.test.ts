import { describe, expect, it } from 'vitest';
import { corePages } from '../../../core/render/core-pages.ts';
import { CORE_PAGES } from '../../../core/server/pages.ts';

describe("the core's page table", () => {
  it('declares every page of the browser registry once, with the component of its key', () => {
    const keys = CORE_PAGES.map((page) => page.key);
    expect(new Set(keys).size).toBe(keys.length);
    const components: Readonly<Record<string, unknown>> = corePages;
    for (const key of Object.keys(corePages)) expect(keys).toContain(key);
    for (const page of CORE_PAGES) {
      // The sitemap and moved keys have no page of their own: they render (never, in
      // practice: they answer a 404 or a 301) as the generic page.
      expect(page.component, page.key).toBe(components[page.key === 'sitemap' || page.key === 'moved' ? 'generic' : page.key]);
    }
  });
});
