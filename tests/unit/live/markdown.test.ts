// The post files `neutron live post` reads: front matter and the Markdown subset.
import { describe, expect, it } from 'vitest';
import { markdownToHtml, readPostFile } from '../../../plugins/live/markdown.ts';

describe('live post files', () => {
  it('turns the Markdown subset into HTML, escaping any markup', () => {
    expect(markdownToHtml('# Big news\n\nIt is **official**: *finally* `v2` ships. [More](https://example.com/x)\n\n- one\n- two\n\n1. first\n\n> quoted\n> text\n\n<script>x</script>')).toBe(
      [
        '<h3>Big news</h3>',
        '<p>It is <strong>official</strong>: <em>finally</em> <code>v2</code> ships. <a href="https://example.com/x">More</a></p>',
        '<ul><li>one</li><li>two</li></ul>',
        '<ol><li>first</li></ol>',
        '<blockquote><p>quoted text</p></blockquote>',
        '<p>&lt;script&gt;x&lt;/script&gt;</p>',
      ].join('\n'),
    );
  });

  it('reads front matter fields and refuses wrong types and empty bodies', () => {
    expect(readPostFile('---\nheadline: Hi\nimportant: true\n---\n<p>Body</p>\n', 'html')).toEqual({ headline: 'Hi', important: true, body: '<p>Body</p>' });
    expect(() => readPostFile('---\nimportant: yes please\n---\nx', 'md')).toThrow("front matter 'important' must be true or false");
    expect(() => readPostFile('---\nheadline: Hi\n---\n\n', 'md')).toThrow('the body is empty');
  });
});
