// Values derived from kept (frozen) content answers are worked out once per answer and
// key; anything not frozen is worked out every time.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAnswerMemo } from '../../../core/content/answer-memo.ts';
import { loadImageConfig } from '../../../core/images/config.ts';
import { createServerImageUrlBuilder } from '../../../core/server/image-urls.ts';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

describe('createAnswerMemo', () => {
  it('computes once per frozen answer and key', () => {
    const memo = createAnswerMemo();
    const answer = Object.freeze({ id: 'a' });
    let runs = 0;
    const compute = () => ({ run: ++runs });
    const first = memo(answer, 'x', compute);
    expect(memo(answer, 'x', compute)).toBe(first);
    expect(memo(answer, 'y', compute)).not.toBe(first);
    expect(memo(Object.freeze({ id: 'a' }), 'x', compute).run).toBe(3);
    expect(runs).toBe(3);
  });

  it('keeps undefined answers too, and never keeps anything for an answer that is not frozen', () => {
    const memo = createAnswerMemo();
    const frozen = Object.freeze({});
    const open = {};
    let runs = 0;
    const compute = () => {
      runs += 1;
      return undefined;
    };
    memo(frozen, 'k', compute);
    memo(frozen, 'k', compute);
    memo(open, 'k', compute);
    memo(open, 'k', compute);
    expect(runs).toBe(3);
  });
});

describe('server image URL builder', () => {
  const config = loadImageConfig(path.join(projectRoot, 'config/images.yaml'), { root: projectRoot, env: {} });
  const image = { id: 'img-1', path: '2024/07/23/abc/senate.jpg', bucketType: 'sample', crop: '' };

  it('builds the same signed URLs for a kept answer as for a fresh one', () => {
    const builder = createServerImageUrlBuilder(config);
    const kept = Object.freeze({ ...image });
    for (const preset of ['hero', 'seo_image_wide', 'square_300']) {
      const fresh = builder.imageUrlForPreset({ ...image }, preset);
      expect(fresh).toMatch(/\/resize\/[0-9a-f]{40}\//);
      expect(builder.imageUrlForPreset(kept, preset)).toBe(fresh);
      expect(builder.imageUrlForPreset(kept, preset)).toBe(fresh);
      expect(builder.buildImageUrl(kept, { size: preset })).toBe(fresh);
    }
    expect(builder.buildImageUrl(kept, { width: 320, fit: 'fitIn' })).toBe(builder.buildImageUrl({ ...image }, { width: 320, fit: 'fitIn' }));
    expect(builder.buildImageRendition(kept, { width: 320 })?.url).not.toBe(builder.buildImageRendition(kept, { width: 640 })?.url);
    const gif = Object.freeze({ ...image, path: '2024/07/23/abc/cat.gif' });
    expect(builder.stillImageUrlForPreset(gif, 'hero')).toBe(builder.buildImageUrl({ ...gif }, { size: 'hero', frame: 1 }));
    expect(builder.stillImageUrlForPreset(gif, 'hero')).toContain('frame=1');
    expect(builder.buildImageRendition(gif, { size: 'hero' })?.video).toBe(true);
  });

  it('works out the URL of a kept image once: a warning logged while building comes once, not per view', () => {
    const warnings: string[] = [];
    const builder = createServerImageUrlBuilder(config, { warn: (_obj: unknown, msg?: string) => void warnings.push(msg ?? '') });
    // The deprecated WIDTHxHEIGHT size is logged every time a URL is built with it.
    const kept = Object.freeze({ ...image });
    const fresh = { ...image };
    for (let view = 0; view < 3; view += 1) builder.buildImageUrl(kept, { size: '320x180' });
    expect(warnings).toHaveLength(1);
    for (let view = 0; view < 3; view += 1) builder.buildImageUrl(fresh, { size: '320x180' });
    expect(warnings).toHaveLength(4);
  });
});
