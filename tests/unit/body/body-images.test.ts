// The body pipeline with the pages' image URL builder: bodies without pictures the image
// service holds render exactly as without it; GIFs, resize URLs and URLs with a query
// keep their own URL.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBodyPipeline } from '../../../core/body/pipeline.tsx';
import { loadImageConfig } from '../../../core/images/config.ts';
import { createBrandHooks } from '../../../core/project.ts';
import { createServerImageUrlBuilder } from '../../../core/server/image-urls.ts';
import { repoRoot } from '../../helpers/project.ts';
import { json, recordingLog, siteWith } from './helpers.ts';

const config = loadImageConfig(path.join(repoRoot, 'config/images.yaml'), { root: repoRoot });
const images = { builder: createServerImageUrlBuilder(config), basePaths: config.basePaths };

function renderBoth(html: string): [string, string] {
  const render = (pipeline: ReturnType<typeof createBodyPipeline>) =>
    pipeline.render(html, { contentId: 'c1', content: {}, log: recordingLog(), environment: 'test' }).html;
  return [render(createBodyPipeline(createBrandHooks(), siteWith())), render(createBodyPipeline(createBrandHooks(), siteWith(), { images }))];
}

describe('body pictures', () => {
  it('a body without pictures renders the same with the image builder', () => {
    const html = [
      '<h2>Heading</h2><p>Text with <a href="https://example.com/">a link</a>.</p>',
      '<shortcode type="pullquote">Quoted.</shortcode>',
      '<shortcode type="youtube" id="M7lc1UVf-VE" title="A tour"></shortcode>',
      '<table><tr><td>1</td></tr></table><ul><li>item</li></ul>',
    ].join('');
    const [without, withImages] = renderBoth(html);
    expect(withImages).toBe(without);
    expect(withImages).not.toContain('srcset');
  });

  it.each([
    ['a GIF (its resize is a video)', '<img src="/a/img/sample/anim.gif" alt="" width="10" height="10">'],
    ['a resize URL', '<img src="/a/img/resize/0123/sample/a.jpg?width=10" alt="">'],
    ['a URL with a query', '<img src="/a/img/sample/a.jpg?v=2" alt="">'],
    ['a foreign URL', '<img src="https://img.example/a.jpg" alt="">'],
    ['an image shortcode with a foreign imageUrl', `<shortcode type="image" alt="A">${json({ imageUrl: 'https://img.example/b.jpg', width: 4, height: 3 })}</shortcode>`],
  ])('%s keeps its own URL', (_, html) => {
    const [without, withImages] = renderBoth(html);
    expect(withImages).toBe(without);
    expect(withImages).not.toContain('srcset');
  });

  it('a picture narrower than the column is never asked wider than itself', () => {
    const [, withImages] = renderBoth('<img src="/a/img/sample/a.jpg" alt="" width="300" height="200">');
    expect(withImages).toMatch(/srcSet="[^"]*width=300 300w"/);
    expect(withImages).toContain('sizes="(max-width: 300px) 100vw, 300px"');
    expect(withImages).not.toMatch(/width=(7|4)\d\d/);
  });
});
