import { describe, expect, it } from 'vitest';
import { createBodyPipeline } from '../../../core/body/pipeline.tsx';
import { createBrandHooks } from '../../../core/project.ts';
import { recordingLog, siteWith } from './helpers.ts';

describe('bodies shown inside another page', () => {
  it('collect no table of contents, so heading ids stay unique on the page', () => {
    const pipeline = createBodyPipeline(createBrandHooks(), siteWith());
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

describe('body classes', () => {
  it('cannot borrow the site chrome (ad slots, loading bar, header)', () => {
    const pipeline = createBodyPipeline(createBrandHooks(), siteWith());
    const html = '<p class="ad-slot ad-slot--mpu callout">A</p><p class="loading-bar">B</p><p class="site-header__brand big">C</p>';
    const rendered = pipeline.render(html, { contentId: 'c', content: {}, log: recordingLog(), environment: 'test' });
    expect(rendered.html).toContain('<p class="callout">A</p>');
    expect(rendered.html).toContain('<p>B</p>');
    expect(rendered.html).toContain('<p class="big">C</p>');
    expect(rendered.html).not.toMatch(/class="[^"]*(ad-slot|loading-bar|site-header)/);
  });
});
