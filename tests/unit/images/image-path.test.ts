import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeFor, parseImagePath, resolveImageFile } from '../../../core/images/image-path.ts';

describe('parseImagePath', () => {
  it('decodes safe segments', () => {
    expect(parseImagePath('/hub/2024/a%20b.jpg')).toEqual({ ok: true, segments: ['hub', '2024', 'a b.jpg'] });
  });

  it.each([
    ['/../etc/passwd', 400],
    ['/a/%2e%2e/b.jpg', 400],
    ['/a/%2E./b.jpg', 400],
    ['/a%2fb.jpg', 400],
    ['/a%5Cb.jpg', 400],
    ['/a%00.jpg', 400],
    ['/a\\b.jpg', 400],
    ['//etc/passwd', 400],
    ['etc/passwd', 400],
    ['/a//b.jpg', 400],
    ['/C:/x.jpg', 400],
    ['/a/%E0%A4%A.jpg', 400],
    ['/.env', 404],
    ['/', 400],
  ])('refuses %s', (input, status) => {
    const result = parseImagePath(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.status).toBe(status);
  });
});

describe('resolveImageFile', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'neutron-images-'));
  const root = path.join(base, 'root');
  mkdirSync(path.join(root, 'a'), { recursive: true });
  writeFileSync(path.join(root, 'a', 'x.jpg'), 'jpeg');
  writeFileSync(path.join(root, 'a', 'x.txt'), 'text');
  writeFileSync(path.join(base, 'outside.jpg'), 'secret');
  symlinkSync(path.join(base, 'outside.jpg'), path.join(root, 'a', 'link.jpg'));

  it('finds an image inside the root', async () => {
    const found = await resolveImageFile(root, ['a', 'x.jpg']);
    expect(found?.file).toBe(path.join(root, 'a', 'x.jpg'));
    expect(found?.size).toBe(4);
  });

  it('refuses symlinks out of the root, non-images, directories and missing files', async () => {
    expect(await resolveImageFile(root, ['a', 'link.jpg'])).toBeUndefined();
    expect(await resolveImageFile(root, ['a', 'x.txt'])).toBeUndefined();
    expect(await resolveImageFile(root, ['a'])).toBeUndefined();
    expect(await resolveImageFile(root, ['a', 'missing.jpg'])).toBeUndefined();
    expect(await resolveImageFile(root, ['..', 'outside.jpg'])).toBeUndefined();
  });

  it('serves raster types only', () => {
    expect(contentTypeFor('a.JPG')).toBe('image/jpeg');
    expect(contentTypeFor('a.svg')).toBeUndefined();
  });
});
