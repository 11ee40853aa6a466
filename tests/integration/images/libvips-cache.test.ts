// What libvips (sharp) keeps of its own follows cache.images in config/app.yaml: nothing
// by default, since the image service's cache of resized images answers a repeated request.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

function projectWithImageCache(line: string | undefined): string {
  const root = tempProject();
  if (line === undefined) return root;
  const file = path.join(root, 'config/app.yaml');
  const app = readFileSync(file, 'utf8').replace('cache: { defaultMaxAge: 600,', `cache: { defaultMaxAge: 600, images: ${line},`);
  return tempProject({ 'config/app.yaml': app });
}

describe("libvips' cache", () => {
  it('keeps nothing at the default sizes', async () => {
    sharp.cache(true);
    const app = await buildTestApp(projectWithImageCache(undefined));
    try {
      expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
    } finally {
      await app.close();
    }
  });

  it('keeps up to libvipsMegabytes when the config gives it some', async () => {
    const app = await buildTestApp(projectWithImageCache('{ maxMegabytes: 16, libvipsMegabytes: 8 }'));
    try {
      expect(sharp.cache()).toMatchObject({ memory: { max: 8 }, files: { max: 20 }, items: { max: 100 } });
    } finally {
      await app.close();
    }
  });
});
