// The README's list of sample URLs stays true: every URL in its "What you get" table
// answers as a reader would expect.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, repoRoot } from '../helpers/project.ts';

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## What you get'), readme.indexOf('## Layout'));
const urls = [...new Set([...section.matchAll(/`(\/[^`\s]*)`/g)].map((match) => match[1] as string))];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('README sample URLs', () => {
  it('lists a good number of them', () => {
    expect(urls.length).toBeGreaterThan(40);
  });

  it.each(urls)('%s answers', async (url) => {
    const response = await app.inject(url);
    if (url.startsWith('/_error/')) expect(response.statusCode).toBe(500);
    else if (url === '/products/pixel-9-pro/specs/') {
      expect(response.statusCode).toBe(301);
      const target = String(response.headers.location);
      expect(target).toMatch(/^\/[^/\\]/);
      expect((await app.inject(target)).statusCode).toBe(200);
    }
    else expect(response.statusCode, `${url} -> ${response.statusCode}`).toBe(200);
  });
});
