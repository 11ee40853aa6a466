// A script a headTags tap returns is left out and said once as a warning: once per brand
// of each app, so an app built after another in the same process says it too.
import { SyncWaterfallHook } from 'tapable';
import { describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../../../core/context.ts';
import type { HeadTag, PageData } from '../../../core/page-data.ts';
import type { BrandServer } from '../../../core/server/brand-servers.ts';
import { pageHeadTags } from '../../../core/server/page-renderer.ts';

const widget: HeadTag = { tag: 'script', attrs: { src: 'https://cdn.example.com/widget.js' } };

/** A brand whose `widgets` plugin's headTags tap adds the widget script, after one that adds a meta tag. */
function scriptedBrand(): BrandServer {
  const headTags = new SyncWaterfallHook<[HeadTag[], PageContext]>(['tags', 'ctx']);
  headTags.tap('meta', (tags) => [...tags, { tag: 'meta', attrs: { name: 'x', content: 'y' } }]);
  headTags.tap('widgets', (tags) => [...tags, widget]);
  return { runtime: { hooks: { headTags } }, brandHeadTags: [] } as unknown as BrandServer;
}

const data = { status: 200, title: 'About', site: { name: 'Site' } } as unknown as PageData;

function render(brand: BrandServer): ReturnType<typeof vi.fn> {
  const warn = vi.fn();
  const ctx = { log: { warn } } as unknown as PageContext;
  const tags = pageHeadTags(brand, data, ctx);
  expect(tags).not.toContainEqual(widget);
  return warn;
}

describe('a script in the head tags', () => {
  it('is said once per brand, and again by a brand of another app', () => {
    const first = scriptedBrand();
    expect(render(first)).toHaveBeenCalledTimes(1);
    expect(render(first)).not.toHaveBeenCalled();
    const second = scriptedBrand();
    const warn = render(second);
    expect(warn).toHaveBeenCalledTimes(1);
    // Named by the plugin whose tap returned it.
    expect(warn.mock.calls[0]?.[0]).toEqual({ script: 'https://cdn.example.com/widget.js', plugin: 'widgets' });
    expect(warn.mock.calls[0]?.[1]).toMatch(/^plugin widgets: its headTags tap returned a script that would run; left out/);
  });
});
