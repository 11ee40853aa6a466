import { describe, expect, it } from 'vitest';
import { normaliseHeadTags, renderHeadTags } from '../../../core/render/head-tags.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment } from 'react';

describe('head tags (spec 000 §5)', () => {
  it('drops empty values and keeps the first of duplicates', () => {
    const tags = normaliseHeadTags([
      { tag: 'meta', attrs: { property: 'og:title', content: 'First' } },
      { tag: 'meta', attrs: { property: 'og:title', content: 'Second' } },
      { tag: 'meta', attrs: { name: 'description', content: '' } },
      { tag: 'link', attrs: { rel: 'canonical' } },
      { tag: 'script', attrs: { id: 'x' } },
    ]);
    expect(tags).toEqual([{ tag: 'meta', attrs: { property: 'og:title', content: 'First' } }]);
  });

  it('does not re-add a tag under the same id, nor a second title or canonical', () => {
    const tags = normaliseHeadTags([
      { tag: 'title', attrs: {}, children: 'SEO title' },
      { tag: 'script', attrs: { id: 'jsonld-0', type: 'application/ld+json' }, children: '{"a":1}' },
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://example.com/a/' } },
      { tag: 'title', attrs: {}, children: 'Default title' },
      { tag: 'script', attrs: { id: 'jsonld-0', type: 'application/ld+json' }, children: '{"a":2}' },
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://example.com/b/' } },
    ]);
    expect(tags).toEqual([
      { tag: 'title', attrs: {}, children: 'SEO title' },
      { tag: 'script', attrs: { id: 'jsonld-0', type: 'application/ld+json' }, children: '{"a":1}' },
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://example.com/a/' } },
    ]);
  });

  it('keeps the first one in its place when rendering', () => {
    const html = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        renderHeadTags([
          { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },
          { tag: 'meta', attrs: { name: 'description', content: 'About us' } },
          { tag: 'meta', attrs: { name: 'robots', content: 'index, follow' } },
        ]),
      ),
    );
    expect(html).toBe('<meta data-neutron-head="" name="robots" content="noindex"/><meta data-neutron-head="" name="description" content="About us"/>');
  });
});
