import { describe, expect, it } from 'vitest';
import { serializeForScript, serializePageData } from '../../../core/render/serialize.ts';

describe('page data serialisation', () => {
  it('no content string can close the script element', () => {
    const value = { title: '</script><script>alert(1)</script><!--', line: '\u2028', paragraph: '\u2029', amp: 'a && b' };
    const text = serializeForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('the static body html is not shipped twice; other html is kept', () => {
    const data = { page: 'article', props: { body: { staticHtml: 'body', html: '<p>long body</p>', adSlots: [] }, other: { html: '<b>kept</b>' } } };
    const text = serializePageData(data);
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text)).toEqual({ page: 'article', props: { body: { staticHtml: 'body', adSlots: [] }, other: { html: '<b>kept</b>' } } });
    // The page data itself is left as it was.
    expect(data.props.body.html).toBe('<p>long body</p>');
  });

  it('page data without a static body is serialised as it is', () => {
    const data = { page: 'frontdoor', props: { body: { html: '<p>not static</p>' } } };
    expect(JSON.parse(serializePageData(data))).toEqual(data);
  });
});
