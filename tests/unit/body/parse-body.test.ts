import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH, MAX_OPEN_ELEMENTS, parseBody } from '../../../core/body/parse-body.ts';
import type { BodyNode } from '../../../core/body/types.ts';
import { recordingLog, renderBody } from './helpers.ts';

const payloads = readFileSync(new URL('../../fixtures/body/xss-payloads.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

/** Everything in rendered markup that could execute. */
function executable(html: string): string[] {
  const findings: string[] = [];
  if (/<script(?![^>]*type="application\/json")/i.test(html)) findings.push('script tag');
  if (/<(iframe|object|embed|svg|math|style|link|meta|base|form|input|button|template)\b/i.test(html)) findings.push('forbidden tag');
  if (/\son[a-z]+\s*=/i.test(html)) findings.push('event handler');
  if (/(href|src|action|data)\s*=\s*"\s*(javascript|vbscript|data):/i.test(html)) findings.push('dangerous url');
  if (/\sstyle="(?!(min-height|width):[\d.]+(px|%)"?)/i.test(html)) findings.push('author style');
  if (/srcdoc/i.test(html)) findings.push('srcdoc');
  return findings;
}

function depthOf(nodes: BodyNode[]): number {
  let max = 0;
  const stack = nodes.map((node) => ({ node, depth: 1 }));
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: BodyNode; depth: number };
    max = Math.max(max, depth);
    if (node.kind === 'element' || node.kind === 'shortcode') for (const child of node.children) stack.push({ node: child, depth: depth + 1 });
  }
  return max;
}

describe('parseBody (sanitiser)', () => {
  it.each(payloads)('renders XSS payload safely: %s', (payload) => {
    const { html, rejected } = renderBody(`<p>before</p>${payload}<p>after</p>`);
    expect(rejected).toBeUndefined();
    expect(executable(html)).toEqual([]);
  });

  it('renders the whole corpus at once safely', () => {
    const { html } = renderBody(payloads.join('\n'));
    expect(executable(html)).toEqual([]);
    expect(html).not.toContain('alert(1)</script>');
  });

  it('keeps allow-listed markup and attributes', () => {
    const nodes = parseBody(
      '<p class="lead" title="no">Hi <a href="/x/" title="X">link</a></p><table><tr><td colspan="2">c</td></tr></table><img src="https://i.example/a.png" alt="A" width="10">',
      { maxLength: 10_000, log: recordingLog() },
    );
    expect(nodes).toEqual([
      { kind: 'element', tag: 'p', attrs: { class: 'lead' }, children: [{ kind: 'text', text: 'Hi ' }, { kind: 'element', tag: 'a', attrs: { href: '/x/', title: 'X' }, children: [{ kind: 'text', text: 'link' }] }] },
      { kind: 'element', tag: 'table', attrs: {}, children: [{ kind: 'element', tag: 'tr', attrs: {}, children: [{ kind: 'element', tag: 'td', attrs: { colspan: '2' }, children: [{ kind: 'text', text: 'c' }] }] }] },
      { kind: 'element', tag: 'img', attrs: { src: 'https://i.example/a.png', alt: 'A', width: '10' }, children: [] },
    ]);
  });

  it('unwraps unknown tags and keeps their text', () => {
    const { html } = renderBody('<p><font color="red">red</font> <center>mid</center></p>');
    expect(html).toBe('<p>red mid</p>');
  });

  it('keeps only jump-link ids', () => {
    const { html } = renderBody('<p id="jumplink-specs">a</p><p id="header">b</p>');
    expect(html).toBe('<p id="jumplink-specs">a</p><p>b</p>');
  });

  it('builds a shortcode node with attributes and JSON data', () => {
    const nodes = parseBody('<shortcode type="Video" id="v1" data-x="y"><script type="application/json">{"a":[1]}</script>fallback</shortcode>', {
      maxLength: 10_000,
      log: recordingLog(),
    });
    expect(nodes).toEqual([{ kind: 'shortcode', type: 'video', attrs: { id: 'v1', 'data-x': 'y' }, data: { a: [1] }, children: [{ kind: 'text', text: 'fallback' }] }]);
  });

  it('hands the rest of the body back from an unclosed shortcode', () => {
    const result = renderBody('<p>a</p><shortcode type="pullquote" cite="X"><p>b</p><p>c</p>');
    expect(result.nodes?.[1]).toMatchObject({ kind: 'shortcode', type: 'pullquote', children: [] });
    expect(result.html).toContain('<p>b</p><p>c</p>');
  });

  it('drops a shortcode attribute its renderer could not be handed, and says which', () => {
    const result = renderBody(`<shortcode type="pullquote" cite="X" data_id="7" note="${'n'.repeat(2001)}"><p>b</p></shortcode>`);
    expect(result.nodes?.[0]).toMatchObject({ kind: 'shortcode', type: 'pullquote', attrs: { cite: 'X' } });
    expect(result.log.messages.map((entry) => entry.message)).toEqual(
      expect.arrayContaining([
        "pullquote shortcode: attribute 'data_id' dropped (names are a-z, 0-9 and -, starting with a letter)",
        "pullquote shortcode: attribute 'note' dropped (its value is longer than 2000 characters)",
      ]),
    );
  });

  it('treats JSON that contains </script> as malformed: logged, skipped, no script survives', () => {
    const result = renderBody('<p>a</p><shortcode type="faq"><script type="application/json">{"x":"</script><script>alert(1)</script>"}</script></shortcode><p>b</p>');
    expect(result.html).not.toContain('<script');
    expect(result.log.messages.some((entry) => entry.message === 'malformed JSON in faq shortcode; shortcode skipped')).toBe(true);
    expect(result.html).toContain('<p>b</p>');
  });

  it('flattens 10,000 nested elements without a stack overflow', () => {
    const deep = `${'<div>'.repeat(10_000)}deep text${'</div>'.repeat(10_000)}`;
    const nodes = parseBody(`<p>x</p>${deep}`, { maxLength: 1_000_000, log: recordingLog() });
    // Elements stop at the cap; the text leaf sits one level below.
    expect(depthOf(nodes)).toBeLessThanOrEqual(MAX_NESTING_DEPTH + 1);
    const { html } = renderBody(deep);
    expect(html).toContain('deep text');
  });

  it('stops reading a body nested deeper than MAX_OPEN_ELEMENTS, in time that does not grow with the depth past it', () => {
    const log = recordingLog();
    // 2 MB of opening tags: past the cap, the parser's own stack would make it a minute's work.
    const nodes = parseBody(`<p>before</p>${'<div>'.repeat(400_000)}never read`, { maxLength: 2_500_000, log });
    expect(nodes[0]).toMatchObject({ kind: 'element', tag: 'p' });
    expect(JSON.stringify(nodes)).not.toContain('never read');
    expect(log.messages.map((entry) => entry.message)).toContain(`body nested more than ${MAX_OPEN_ELEMENTS.toLocaleString('en-US')} elements deep; the rest of it is left out`);
  });

  it('survives 5,000 unclosed nested shortcodes (15,000 open elements) and broken nesting', () => {
    const { html, rejected } = renderBody(`${'<shortcode type="description"><b><i>'.repeat(5_000)}end</p></div></table>`);
    expect(rejected).toBeUndefined();
    expect(html).toContain('end');
  });

  it('rejects a 5 MB body with a logged, coded error instead of rendering it', () => {
    const huge = `<p>${'a'.repeat(5 * 1024 * 1024)}</p>`;
    const result = renderBody(huge);
    expect(result.html).toBe('');
    expect(result.rejected?.code).toBe('NEUTRON_ERR_BODY_TOO_LARGE');
    expect(result.log.messages[0]).toMatchObject({ level: 'error' });
  });

  it('drops whitespace-only text inside tables and lists', () => {
    const { html } = renderBody('<ul>\n <li>a</li>\n</ul><table>\n<tr>\n<td>b</td>\n</tr>\n</table>');
    expect(html).toBe('<ul><li>a</li></ul><table><tr><td>b</td></tr></table>');
  });
});
