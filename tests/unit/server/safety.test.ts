import { describe, expect, it } from 'vitest';
import { normaliseHeadTags } from '../../../core/render/head-tags.ts';
import { serializeForScript, serializePageData, staticHtml } from '../../../core/render/serialize.ts';
import { cacheControlFor } from '../../../core/server/cache-headers.ts';
import { isSafeLocalPath } from '../../../core/server/safe-redirect.ts';

describe('safe local redirects', () => {
  it.each(['/about/', '/news/x/?q=1', '/a%20b/', '/about/?q=%', '/about/?a=%0a', '/about/?\\evil', '/about/?next=//evil.example'])('accepts %s', (location) => {
    expect(isSafeLocalPath(location)).toBe(true);
  });
  it.each(['//evil.example', '/\\evil.example', 'http://evil.example/', '/%2F%2Fevil.example', '/%252F%252Fevil.example', '/%5Cevil', '/a\r\nSet-Cookie: x', '/a%0d%0ab', 'evil', '', '//evil.example?x=1', '/%5Cevil?x', '/a/?x=\r\nSet-Cookie: y'])(
    'refuses %j',
    (location) => {
      expect(isSafeLocalPath(location)).toBe(false);
    },
  );
});

describe('page data serialisation', () => {
  it('no content string can close the script element', () => {
    const text = serializeForScript({ title: '</script><script>alert(1)</script><!--', line: '\u2028' });
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script><!--', line: '\u2028' });
  });

  it('static html is not shipped twice', () => {
    const data = { props: { body: staticHtml('body', '<p>long body</p>'), other: { html: '<b>kept</b>' } } };
    const text = serializePageData(data);
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text)).toEqual({ props: { body: { staticHtml: 'body' }, other: { html: '<b>kept</b>' } } });
  });
});

describe('cache headers (spec 000 §9)', () => {
  it('route maxAge overrides the default; zero is no-cache; always private', () => {
    expect(cacheControlFor(undefined, 600)).toBe('private, max-age=600');
    expect(cacheControlFor(86400, 600)).toBe('private, max-age=86400');
    expect(cacheControlFor(0, 600)).toBe('no-cache');
    expect(cacheControlFor(-5, 600)).toBe('private, max-age=600');
    expect(cacheControlFor(1.5, 600)).toBe('private, max-age=600');
  });
});

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
