// Article-like pages in a real browser: a review hydrates without console errors, then
// in-app navigation renders the product and an article from page data JSON.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/project.ts';
import { launchBrowser } from './browser.ts';

let app: FastifyInstance;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function openPage(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
  const errors: string[] = [];
  page.on('console', (message) => {
    // Image requests are not what this checks; script and hydration errors are.
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(origin + path);
  await page.waitForSelector('html[data-neutron-ready="true"]');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  return { page, errors };
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describe('article-like pages in the browser', () => {
  it.each(['/reviews/pixel-9-pro-review/', '/news-live/apple-event-live/', '/pictures/best-headphones-2024/', '/videos/ces-2025-in-90-seconds/', '/roadshow/news/ev-charging-guide/'])(
    '%s hydrates without console errors and keeps its body',
    async (path) => {
      const { page, errors } = await openPage(path);
      expect(errors).toEqual([]);
      const body = await page.evaluate(() => document.querySelector('main')?.textContent ?? '');
      expect(body.length).toBeGreaterThan(100);
      await page.close();
    },
  );

  it('navigates in-app from a review to its product and back, with the body from JSON', async () => {
    const { page, errors } = await openPage('/reviews/pixel-9-pro-review/');
    const bodyBefore = await page.evaluate(() => document.querySelector('[data-static-html="body"]')?.innerHTML ?? '');
    expect(bodyBefore).toContain('Night Sight is faster and cleaner than last year.');

    await page.click('a[href="/products/pixel-9-pro/"]');
    await page.waitForURL(`${origin}/products/pixel-9-pro/`);
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.title()).toBe('Google Pixel 9 Pro - Neutron');
    expect(await page.textContent('.product-page__specs')).toContain('Tensor G4');

    await page.click('a[href="/reviews/pixel-9-pro-review/"]');
    await page.waitForURL(`${origin}/reviews/pixel-9-pro-review/`);
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '2');
    expect(await sameDocument(page)).toBe(true);
    const bodyAfter = await page.evaluate(() => document.querySelector('[data-static-html="body"]')?.innerHTML ?? '');
    expect(bodyAfter).toContain('Night Sight is faster and cleaner than last year.');
    expect(errors).toEqual([]);
    await page.close();
  });
});
