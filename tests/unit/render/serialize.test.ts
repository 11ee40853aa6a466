import { describe, expect, it } from 'vitest';
import { serializeForScript, serializePageData, staticHtml } from '../../../core/render/serialize.ts';

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
