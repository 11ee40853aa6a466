// The internet-plans page links each provider to its review (spec 001 §9 provider → review
// slug map): on a fresh clone every one of those reviews is a page that answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot, useTestApp } from '../../helpers/project.ts';
import { mainText } from '../pages/article-html.ts';

const app = useTestApp();
const { reviewSlugs } = parse(readFileSync(path.join(repoRoot, 'examples/broadband/providers.yaml'), 'utf8')) as { reviewSlugs: Record<string, string> };

describe('provider reviews', () => {
  it('the map names the eleven providers of the spec', () => {
    expect(Object.keys(reviewSlugs).sort()).toEqual(['att', 'cox', 'frontier', 'google fiber', 'hughesnet', 'spectrum', 'starlink', 't-mobile 5g', 'verizon', 'viasat', 'xfinity']);
  });

  it.each(Object.entries(reviewSlugs))('%s: /home/internet/%s/ is its review', async (_provider, slug) => {
    const response = await app().inject(`/home/internet/${slug}/`);
    expect(response.statusCode).toBe(200);
    expect(mainText(response.body)).toMatch(/review/i);
  });
});
