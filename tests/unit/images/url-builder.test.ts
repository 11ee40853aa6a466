import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ImagePreset } from '../../../core/images/config.ts';
import { createImageSigner } from '../../../core/images/signer.ts';
import {
  buildImageRendition,
  buildImageUrl,
  createImageUrlBuilder,
  FIT_MAPPING,
  type ImageUrlSettings,
  imageUrlForPreset,
  pickBasePath,
} from '../../../core/images/url-builder.ts';

const KEY = 'test-signing-key-0123456789';
const presets: Record<string, ImagePreset> = {
  seo_image_wide: { width: 1200, height: 675, fit: 'crop' },
  seo_image_square: { width: 1200, height: 1200, fit: 'crop' },
  col_2: { width: 460, height: 460, fit: 'bounds' },
  deep_dive_inline: { width: 1200, height: 800, fit: 'cover' },
};

function hmac(message: string): string {
  return createHmac('sha1', KEY).update(message).digest('hex');
}

function warnings() {
  const seen: string[] = [];
  return { seen, log: { warn: (_obj: unknown, msg?: string) => seen.push(msg ?? '') } };
}

const settings: ImageUrlSettings = { basePaths: ['/a/img'], presets, sign: createImageSigner(KEY) };
const photo = { bucketType: 'original', bucketPath: '2024/05/01/abc/phone.jpg' };

describe('content-delivery path', () => {
  it('is the bucket type plus the path when no resize is asked for', () => {
    expect(buildImageUrl(photo, {}, settings)).toBe('/a/img/original/2024/05/01/abc/phone.jpg');
  });

  it('leaves the bucket type out when the image has none', () => {
    expect(buildImageUrl({ path: 'misc/logo.png' }, {}, settings)).toBe('/a/img/misc/logo.png');
  });

  it('derives a hub image path from its UTC creation date, id and file name', () => {
    const hub = { id: 'f00d', filename: 'pixel 9.jpg', dateCreated: '2024-01-02T23:30:00Z' };
    expect(buildImageUrl(hub, {}, settings)).toBe('/a/img/hub/2024/01/02/f00d/pixel%209.jpg');
  });

  it('passes a plain image URL through and drops unsafe ones', () => {
    expect(buildImageUrl('https://cdn.example.com/x.jpg', { size: 'seo_image_wide' }, settings)).toBe('https://cdn.example.com/x.jpg');
    expect(buildImageUrl('javascript:alert(1)', {}, settings)).toBeUndefined();
    expect(buildImageUrl('//evil.example/x.jpg', {}, settings)).toBeUndefined();
    expect(buildImageUrl({ bucketType: 'original', bucketPath: '../secret.jpg' }, {}, settings)).toBeUndefined();
  });
});

describe('signed resize URLs', () => {
  it('signs the delivery path and sorted query with HMAC-SHA1 hex', () => {
    const url = buildImageUrl(photo, { size: 'seo_image_wide' }, settings);
    const query = 'auto=webp&fit=crop&height=675&width=1200';
    const path = '/original/2024/05/01/abc/phone.jpg';
    expect(url).toBe(`/a/img/resize/${hmac(`${path}?${query}`)}${path}?${query}`);
  });

  it('matches a fixed vector', () => {
    // Independent of the code under test: HMAC-SHA1('key', 'The quick brown fox jumps over the lazy dog').
    expect(createImageSigner('key')('The quick brown fox jumps over the lazy dog')).toBe('de7c9b85b8b78aa6bc8a7a36f70a90701c9db4d9');
  });

  it('sorts every parameter by name', () => {
    const url = buildImageUrl({ ...photo, crop: '800x450+10+20' }, { width: 300, height: 200, quality: 70 }, settings) ?? '';
    expect(url.slice(url.indexOf('?') + 1)).toBe('auto=webp&fit=crop&height=200&precrop=800,450,x10,y20&quality=70&width=300');
    const signature = url.split('/')[4];
    expect(signature).toBe(hmac(`/original/2024/05/01/abc/phone.jpg?${url.slice(url.indexOf('?') + 1)}`));
  });

  it('changes the signature when the key changes', () => {
    const other = buildImageUrl(photo, { size: 'seo_image_wide' }, { ...settings, sign: createImageSigner('another-key-0123456789') });
    expect(other).not.toBe(buildImageUrl(photo, { size: 'seo_image_wide' }, settings));
  });

  it('never signs without a signer (the browser): it falls back to the original', () => {
    const { sign: _omit, ...browser } = settings;
    expect(buildImageUrl(photo, { size: 'seo_image_wide' }, browser)).toBe('/a/img/original/2024/05/01/abc/phone.jpg');
  });
});

describe('host choice', () => {
  const hosts = ['https://i1.example.com/a/img', 'https://i2.example.com/a/img/', 'https://i3.example.com/a/img'];

  it('picks the base path by path length modulo the count', () => {
    for (const path of ['/a.jpg', '/ab.jpg', '/abc.jpg', '/abcd.jpg']) {
      const expected = (hosts[path.length % 3] ?? '').replace(/\/$/, '');
      expect(pickBasePath(hosts, path)).toBe(expected);
      expect(buildImageUrl({ path: path.slice(1) }, {}, { ...settings, basePaths: hosts })).toBe(`${expected}${path}`);
    }
  });

  it('uses the same host for every size of one image', () => {
    const many = { ...settings, basePaths: hosts };
    const host = (url: string | undefined) => new URL(url ?? '').host;
    expect(host(buildImageUrl(photo, { size: 'seo_image_wide' }, many))).toBe(host(buildImageUrl(photo, {}, many)));
    expect(host(buildImageUrl(photo, {}, many))).toBe(new URL(hosts['/original/2024/05/01/abc/phone.jpg'.length % 3] ?? '').host);
  });
});

describe('format conversion', () => {
  const query = (url: string | undefined) => new URLSearchParams((url ?? '').split('?')[1]);

  it('adds auto=webp for jpg, jpeg and png only', () => {
    for (const extension of ['jpg', 'jpeg', 'png', 'JPG']) {
      expect(query(buildImageUrl({ path: `x.${extension}` }, { width: 10 }, settings)).get('auto')).toBe('webp');
    }
    for (const extension of ['webp', 'avif', 'gif']) {
      expect(query(buildImageUrl({ path: `x.${extension}` }, { width: 10 }, settings)).get('auto')).toBeNull();
    }
  });

  it('can switch webp conversion off', () => {
    expect(query(buildImageUrl({ path: 'x.jpg' }, { width: 10 }, { ...settings, autoWebp: false })).get('auto')).toBeNull();
  });

  it('turns a gif into mp4 unless a frame is requested', () => {
    const moving = buildImageRendition({ path: 'cat.gif' }, { width: 320 }, settings);
    expect(query(moving?.url).get('format')).toBe('mp4');
    expect(moving?.video).toBe(true);
    const still = buildImageRendition({ path: 'cat.gif' }, { width: 320, frame: 1 }, settings);
    expect(query(still?.url).get('format')).toBeNull();
    expect(query(still?.url).get('frame')).toBe('1');
    expect(still?.video).toBe(false);
  });

  it('leaves an unresized original as stored', () => {
    expect(buildImageUrl({ path: 'cat.gif' }, {}, settings)).toBe('/a/img/cat.gif');
  });

  it('gives still pictures for <img> and social tags: a gif at a preset is its first frame, never mp4', () => {
    const builder = createImageUrlBuilder(settings);
    const gif = builder.stillImageUrlForPreset({ path: 'cat.gif' }, 'seo_image_wide');
    expect(query(gif).get('frame')).toBe('1');
    expect(query(gif).get('format')).toBeNull();
    expect(gif).toBe(buildImageUrl({ path: 'cat.gif' }, { size: 'seo_image_wide', frame: 1 }, settings));
    expect(builder.stillImageUrlForPreset({ path: 'cat.jpg' }, 'seo_image_wide')).toBe(builder.imageUrlForPreset({ path: 'cat.jpg' }, 'seo_image_wide'));
    expect(builder.stillImageUrlForPreset({ imageUrl: 'javascript:alert(1)' }, 'seo_image_wide')).toBeUndefined();
  });
});

describe('fit', () => {
  it('maps fitIn to bounds, cropToFit to crop and resize to cover', () => {
    expect(FIT_MAPPING).toEqual({ fitIn: 'bounds', cropToFit: 'crop', resize: 'cover' });
    for (const [option, fit] of Object.entries(FIT_MAPPING)) {
      const url = buildImageUrl(photo, { width: 100, height: 100, fit: option as keyof typeof FIT_MAPPING }, settings);
      expect(new URLSearchParams(url?.split('?')[1]).get('fit')).toBe(fit);
    }
  });

  it('takes the preset fit, and an explicit fit over it', () => {
    const fitOf = (url: string | undefined) => new URLSearchParams(url?.split('?')[1]).get('fit');
    expect(fitOf(buildImageUrl(photo, { size: 'col_2' }, settings))).toBe('bounds');
    expect(fitOf(buildImageUrl(photo, { size: 'deep_dive_inline' }, settings))).toBe('cover');
    expect(fitOf(buildImageUrl(photo, { size: 'col_2', fit: 'cropToFit' }, settings))).toBe('crop');
  });

  it('crop gravity 0 and 5 keep the preset fit; other codes give a bounds fit', () => {
    const fitOf = (cropGravity: number) =>
      new URLSearchParams(buildImageUrl({ ...photo, cropGravity }, { size: 'seo_image_wide' }, settings)?.split('?')[1]).get('fit');
    expect(fitOf(0)).toBe('crop');
    expect(fitOf(5)).toBe('crop');
    expect(fitOf(1)).toBe('bounds');
    expect(fitOf(9)).toBe('bounds');
  });
});

describe('presets and sizes', () => {
  it('imageUrlForPreset uses the preset box', () => {
    const url = imageUrlForPreset(photo, 'seo_image_square', settings);
    expect(new URLSearchParams(url?.split('?')[1]).get('height')).toBe('1200');
    expect(url).toBe(buildImageUrl(photo, { size: 'seo_image_square' }, settings));
  });

  it('adds no resize options for a size key that is not configured', () => {
    const { seen, log } = warnings();
    expect(imageUrlForPreset(photo, 'nope_1', { ...settings, log })).toBe('/a/img/original/2024/05/01/abc/phone.jpg');
    expect(seen).toEqual(["image size 'nope_1' is not configured"]);
    expect(imageUrlForPreset(photo, 'toString', settings)).toBe('/a/img/original/2024/05/01/abc/phone.jpg');
  });

  it('accepts the deprecated WxH size format with a warning', () => {
    const { seen, log } = warnings();
    const url = buildImageUrl(photo, { size: '640x360' }, { ...settings, log });
    expect(url?.split('?')[1]).toBe('auto=webp&fit=crop&height=360&width=640');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('deprecated size format');
  });

  it('throws on a size that is not a number', () => {
    expect(() => buildImageUrl(photo, { width: 'wide' }, settings)).toThrow(/NEUTRON_ERR_IMAGE_NUMBER|Invalid number/);
    expect(() => buildImageUrl(photo, { height: Number.NaN }, settings)).toThrow(
      expect.objectContaining({ code: 'NEUTRON_ERR_IMAGE_NUMBER' }),
    );
    expect(() => buildImageUrl(photo, { width: 0 }, settings)).toThrow(expect.objectContaining({ code: 'NEUTRON_ERR_IMAGE_NUMBER' }));
  });

  it('binds settings once with createImageUrlBuilder', () => {
    const builder = createImageUrlBuilder(settings);
    expect(builder.imageUrlForPreset(photo, 'seo_image_wide')).toBe(imageUrlForPreset(photo, 'seo_image_wide', settings));
    expect(builder.buildImageUrl(photo)).toBe('/a/img/original/2024/05/01/abc/phone.jpg');
  });
});

describe('crops', () => {
  it('throws on a caller crop that is not WxH+X+Y', () => {
    expect(() => buildImageUrl(photo, { width: 10, crop: '10x10-1+1' }, settings)).toThrow(
      expect.objectContaining({ code: 'NEUTRON_ERR_IMAGE_CROP' }),
    );
  });

  it('skips and logs an invalid crop that came with the content', () => {
    const { seen, log } = warnings();
    const url = buildImageUrl({ ...photo, crop: 'banana' }, { size: 'seo_image_wide' }, { ...settings, log });
    expect(url).not.toContain('precrop');
    expect(seen).toEqual(['image crop ignored']);
  });

  it('a crop alone is a resize', () => {
    const url = buildImageUrl({ ...photo, crop: '100x50+5+6' }, {}, settings);
    expect(url?.split('?')[1]).toBe('auto=webp&precrop=100,50,x5,y6');
    expect(url).toContain('/resize/');
  });
});

describe('isomorphic modules', () => {
  it('the builder and what it imports load nothing from Node or the signer', async () => {
    const { readFileSync } = await import('node:fs');
    const files = ['url-builder.ts', 'image-source.ts', 'crop.ts', 'parse-number.ts', 'errors.ts'];
    for (const file of files) {
      const text = readFileSync(new URL(`../../../core/images/${file}`, import.meta.url), 'utf8');
      const imports = [...text.matchAll(/^import (?!type )[^;]* from '([^']+)';$/gm)].map((match) => match[1]);
      for (const source of imports) {
        expect(source, `${file} imports ${source}`).toMatch(/^(\.\/(crop|errors|image-source|parse-number)|\.\.\/coded-error)\.ts$/);
      }
    }
  });
});
