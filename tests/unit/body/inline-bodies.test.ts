import { describe, expect, it } from 'vitest';
import { createBodyPipeline } from '../../../core/body/pipeline.tsx';
import { createHooks } from '../../../core/hooks.ts';
import { recordingLog, siteWith } from './helpers.ts';

describe('bodies shown inside another page', () => {
  it('collect no table of contents, so heading ids stay unique on the page', () => {
    const pipeline = createBodyPipeline(createHooks(), siteWith());
    const html = '<h2>First</h2><p>One.</p><h2>Second</h2><p>Two.</p>';
    const input = { contentId: 'item-1', content: {}, log: recordingLog(), environment: 'test' };
    const page = pipeline.render(html, input);
    expect(page.toc.map((item) => item.id)).toEqual(['toc-item-1', 'toc-item-2']);
    expect(page.html).toContain('id="toc-item-1"');
    const inline = pipeline.render(html, { ...input, tableOfContents: false });
    expect(inline.toc).toEqual([]);
    expect(inline.html).not.toContain('toc-item');
    expect(inline.html).toContain('<h2>First</h2>');
  });
});
