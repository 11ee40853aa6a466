// A listing page hydrates without console errors and navigates in-app to another.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/project.ts';
import { launchBrowser } from './browser.ts';

let app: FastifyInstance;

/** Console errors and failed responses of a page. Resource failures are reported by URL
 *  (responses), so their generic console line is not counted twice. */
function watch(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return { errors };
}
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

describe('listing pages in a browser', () => {
  it('the reviews door hydrates, then a topic link opens in-app', async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
    const { errors } = watch(page);
    await page.goto(`${origin}/reviews/`);
    await page.waitForSelector('html[data-neutron-ready="true"]');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    expect(await page.locator('.story-card').count()).toBeGreaterThan(0);
    await page.click('.breadcrumbs a[href="/"]').catch(async () => page.click('.site-header a[href="/features/"]'));
    await page.waitForFunction(() => document.documentElement.dataset.neutronNavigations === '1');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)).toBe(true);
    expect(await page.locator('.story-list').count()).toBeGreaterThan(0);
    expect(errors.join("\n")).toBe("");
    await page.close();
  });

  it('the author profile hydrates without console errors', async () => {
    const page = await browser.newPage();
    const { errors } = watch(page);
    await page.goto(`${origin}/profiles/dr-sam-reid/`);
    await page.waitForSelector('html[data-neutron-ready="true"]');
    expect(await page.locator('.author-profile__badge').textContent()).toBe('Medical Reviewer');
    expect(errors.join("\n")).toBe("");
    await page.close();
  });
});
