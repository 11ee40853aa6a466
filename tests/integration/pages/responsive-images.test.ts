// Content pictures carry `srcset`/`sizes` from the image presets, so a phone downloads a
// picture near the width it shows; the page's largest picture (an article's hero, the
// front door's lead) is fetched first.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadImageConfig } from '../../../core/images/config.ts';
import { responsiveVariants } from '../../../core/images/responsive.ts';
import { buildTestApp, repoRoot } from '../../helpers/project.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await app?.close();
});

const imgTags = async (url: string): Promise<string[]> => {
  const response = await app.inject({ url });
  expect(response.statusCode).toBe(200);
  const body = response.body.replace(/<script id="__neutron_data"[\s\S]*?<\/script>/, '');
  return body.match(/<img\b[^>]*>/g) ?? [];
};
// React writes srcSet and fetchPriority in camel case; HTML attribute names ignore case.
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const widths = (srcset: string | undefined) => (srcset ?? '').split(', ').map((candidate) => Number(candidate.split(' ')[1]?.replace('w', '')));

describe('responsive pictures', () => {
  it('an article hero offers the hero preset and its smaller 16:9 presets, and is fetched first', async () => {
    const [hero] = (await imgTags('/news/politics/senate-passes-data-broker-bill/')).filter((tag) => attr(tag, 'fetchpriority') === 'high');
    expect(hero).toBeDefined();
    expect(widths(attr(hero ?? '', 'srcset'))).toEqual([480, 768, 1200, 1920]);
    // Never wider than the article column: a desktop at one device pixel per CSS pixel takes the 1200 w picture, not the 1920 w.
    expect(attr(hero ?? '', 'sizes')).toBe('(max-width: 960px) 100vw, 960px');
    expect(attr(hero ?? '', 'loading')).toBe('eager');
    // Every candidate is a signed resize URL of the same picture.
    for (const candidate of (attr(hero ?? '', 'srcset') ?? '').split(', ')) expect(candidate).toMatch(/^\/a\/img\/resize\/[0-9a-f]{40}\//);
  });

  it('a video poster and a product picture are never asked wider than the article column', async () => {
    const [poster] = (await imgTags('/videos/ces-2025-in-90-seconds/')).filter((tag) => attr(tag, 'src')?.includes('/a/img/resize/') && attr(tag, 'sizes'));
    expect(attr(poster ?? '', 'sizes')).toBe('(max-width: 960px) 100vw, 960px');
    const [product] = (await imgTags('/products/pixel-9-pro/')).filter((tag) => attr(tag, 'sizes'));
    expect(attr(product ?? '', 'sizes')).toBe('(max-width: 960px) 100vw, 960px');
  });

  it('the front door fetches only its lead picture first; story cards carry srcset too', async () => {
    const tags = await imgTags('/');
    const leads = tags.filter((tag) => attr(tag, 'fetchpriority') === 'high');
    expect(leads).toHaveLength(1);
    // The lead takes 60 % of the layout from 768 px up: a wide desktop takes the 1200 w picture.
    expect(attr(leads[0] ?? '', 'sizes')).toBe('(max-width: 845px) 100vw, 845px');
    const cards = tags.filter((tag) => attr(tag, 'loading') === 'lazy');
    expect(cards.length).toBeGreaterThan(3);
    for (const card of cards) expect(attr(card, 'srcset')).toMatch(/ \d+w, .* \d+w$/);
  });

  it('the preset itself is the widest candidate; no variant is narrower than 200 px or of another shape', () => {
    const { presets } = loadImageConfig(path.join(repoRoot, 'config/images.yaml'));
    expect(responsiveVariants(presets, 'hero')).toEqual(['wide_480', 'hero_mobile', 'seo_image_wide', 'hero']);
    expect(responsiveVariants(presets, 'wide_360')).toEqual(['wide_220', 'wide_360']);
    expect(responsiveVariants(presets, 'square_640')).toEqual(['square_200', 'square_256', 'square_384', 'square_640']);
    // A portrait 3:4 crop has no smaller preset of its shape: no srcset at all.
    expect(responsiveVariants(presets, 'deep_dive_mobile')).toEqual(['deep_dive_mobile']);
    // Only boxes of the same fit count: seo (4:3 crop) takes the 4:3 crop thumbnail, not the 4:3 listicle box.
    expect(responsiveVariants(presets, 'seo')).toEqual(['listicle_thumbnail', 'seo']);
    expect(responsiveVariants(presets, 'nope')).toEqual([]);
  });
});
