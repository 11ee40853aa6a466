// The ad placement view (`?adDebug=1`) is a non-production aid: the production build's
// article-like page chunks carry none of its code, production pages never show it, and
// outside production it shows in the server HTML and stays after hydration.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialFiles, type Manifest } from '../../bench/manifest.ts';
import { buildTestApp, repoRoot } from '../helpers/project.ts';
import { type BrowserSite, startBrowserSite } from './browser.ts';

const OUT_DIR = path.join(repoRoot, 'dist/client');
/** Text only the ad placement view has (core/body/AdDebug.tsx). */
const MARKERS = ['Ad placement debug', 'allowed, not wanted by any slot', 'ad-debug__suppressed'];
const PAGES = ['core/render/pages/ArticlePage.tsx', 'core/render/pages/LiveArticlePage.tsx', 'core/render/pages/ReviewPage.tsx'];
const ARTICLE = '/tech/features/inside-the-chip-factory/';

describe('the production build', () => {
  it('the markers are the view’s own text', () => {
    const source = readFileSync(path.join(repoRoot, 'core/body/AdDebug.tsx'), 'utf8');
    for (const marker of MARKERS) expect(source).toContain(marker);
  });

  it.each(PAGES)('no JavaScript %s loads before it is interactive holds the ad placement view, on either brand', (page) => {
    const manifest = JSON.parse(readFileSync(path.join(OUT_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
    expect(entries.length).toBe(2);
    expect(manifest[page]).toBeDefined();
    for (const entry of entries) {
      const files = initialFiles({ manifest, entry }, page);
      expect(files.size).toBeGreaterThan(1);
      for (const file of files) {
        const code = readFileSync(path.join(OUT_DIR, file), 'utf8');
        for (const marker of MARKERS) expect(code.includes(marker), `${file} (${entry}) contains '${marker}'`).toBe(false);
      }
    }
  });
});

describe('in production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(repoRoot, { NEUTRON_ENV: 'production' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('?adDebug=1 gets the article without the ad placement view', async () => {
    const response = await app.inject(`${ARTICLE}?adDebug=1`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1');
    expect(response.body).not.toContain('ad-debug');
    expect(response.body).not.toContain('Ad placement');
  });
});

describe('outside production', () => {
  let site: BrowserSite;
  beforeAll(async () => {
    site = await startBrowserSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  it('?adDebug=1 shows the view in the server HTML and it stays after hydration', async () => {
    const html = await (await fetch(`${site.origin}${ARTICLE}?adDebug=1`)).text();
    expect(html).toContain('aria-label="Ad placement debug"');
    const { page, errors } = await site.open(`${ARTICLE}?adDebug=1`, { width: 1280, height: 800 });
    const panel = page.locator('section.ad-debug');
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.locator('h2').textContent()).toBe('Ad placement');
    expect(await panel.textContent()).toMatch(/\d+ slot\(s\) placed: /);
    expect(await panel.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without ?adDebug=1 there is no view', async () => {
    const { page, errors } = await site.open(ARTICLE, { width: 1280, height: 800 });
    expect(await page.locator('section.ad-debug').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
