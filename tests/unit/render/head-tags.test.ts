import { describe, expect, it } from 'vitest';
import { normaliseHeadTags } from '../../../core/render/head-tags.ts';

describe('head tags', () => {
  it('drops empty values and keeps the last of duplicates', () => {
    const tags = normaliseHeadTags([
      { tag: 'meta', attrs: { property: 'og:title', content: 'First' } },
      { tag: 'meta', attrs: { property: 'og:title', content: 'Second' } },
      { tag: 'meta', attrs: { name: 'description', content: '' } },
      { tag: 'link', attrs: { rel: 'canonical' } },
      { tag: 'script', attrs: { id: 'x' } },
    ]);
    expect(tags).toEqual([{ tag: 'meta', attrs: { property: 'og:title', content: 'Second' } }]);
  });
});
