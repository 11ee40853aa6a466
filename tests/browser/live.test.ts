// Live coverage in chromium: a reader on an ongoing live blog gets items posted through the
// endpoint and through `neutron live post` behind a "new updates" button, then sees them;
// an edit replaces an item keeping its status; a delete removes it; earlier updates page
// back; with the WebSocket blocked, polling delivers.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveItem } from '../../plugins/live/item.ts';
import { runCli } from '../helpers/cli.ts';
import { type BrowserSite, startBrowserSite } from './browser.ts';

const PATH = '/deals-live/black-friday-deals-live/';
const TOKEN = 'neutron-development-live-token';

let site: BrowserSite;
let contentId: string;
beforeAll(async () => {
  site = await startBrowserSite();
  const data = (await (await fetch(`${site.origin}/_neutron/data${PATH}`)).json()) as { page: { content: { id: string } } };
  contentId = data.page.content.id;
});
afterAll(async () => {
  await site?.close();
});

async function send(method: 'POST' | 'PUT' | 'DELETE', body?: Record<string, unknown>, itemId?: string): Promise<LiveItem> {
  const response = await fetch(`${site.origin}/_neutron/live/${contentId}/items${itemId ? `/${itemId}` : ''}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as { item: LiveItem }).item;
}

const listItem = (page: Page, id: string) => page.locator(`.live-updates li[id="${id}"]`);
const newUpdates = (page: Page) => page.locator('.live-updates__new');

async function openLive(options: { blockSocket?: boolean; timezoneId?: string; query?: string; clock?: Date } = {}) {
  const opened = await site.open(`${PATH}${options.query ?? ''}`, undefined, {
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    async prepare(page) {
      if (options.clock) await page.clock.setFixedTime(options.clock);
      if (!options.blockSocket) return;
      await page.addInitScript(() => {
        delete (window as { WebSocket?: unknown }).WebSocket;
      });
    },
  });
  await opened.page.locator('.live-updates').waitFor();
  return opened;
}

describe('live coverage in the browser', () => {
  it('shows posted items behind the new-updates button; edits keep their status; deletes remove them', async () => {
    const { page, errors } = await openLive();
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('.live-updates li').length)).toBe(5);

    // The socket is subscribed: an item posted now arrives through it.
    await page.locator('.live-updates[data-connection="live"]').waitFor();
    const first = await send('POST', { headline: 'Flash sale: 40% off Anker chargers', body: '<p>Until midnight only.</p>', important: true });
    await expect.poll(() => newUpdates(page).textContent(), { timeout: 10_000 }).toBe('1 new update');
    expect(await listItem(page, first.id).count()).toBe(0);
    await newUpdates(page).click();
    await listItem(page, first.id).waitFor();
    expect(await listItem(page, first.id).locator('.live-item__headline').textContent()).toBe('Flash sale: 40% off Anker chargers');
    expect(await listItem(page, first.id).locator('.live-item__label').textContent()).toBe('Important');
    expect(await listItem(page, first.id).locator('time').getAttribute('title')).toMatch(/\d{4}.*\d:\d\d/);
    expect(await newUpdates(page).isHidden()).toBe(true);

    // Through the CLI, as an editor would.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-live-post-'));
    const file = path.join(dir, 'update.md');
    writeFileSync(file, '---\nheadline: Doorbuster TVs are back in stock\n---\nThe **65-inch** model is listed again at $698.\n');
    const cli = await runCli(['live', 'post', contentId, file, '--server', site.origin]);
    expect(cli.stderr).toBe('');
    expect(cli.code).toBe(0);
    const posted = /posted item (\S+) /.exec(cli.stdout)?.[1] ?? '';
    await expect.poll(() => newUpdates(page).textContent(), { timeout: 10_000 }).toBe('1 new update');
    await newUpdates(page).click();
    await listItem(page, posted).waitFor();
    expect(await listItem(page, posted).locator('strong').textContent()).toBe('65-inch');

    // An edit replaces the item in place: it was viewed, so it stays in view.
    await send('PUT', { headline: 'Flash sale: 40% off Anker chargers (ends at midnight)', body: '<p>Extended to 2 a.m.</p>', important: true }, first.id);
    await expect.poll(() => listItem(page, first.id).locator('.live-item__headline').textContent(), { timeout: 10_000 }).toBe('Flash sale: 40% off Anker chargers (ends at midnight)');
    expect(await newUpdates(page).isHidden()).toBe(true);

    await send('DELETE', undefined, posted);
    await expect.poll(() => listItem(page, posted).count(), { timeout: 10_000 }).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pages back through earlier updates', async () => {
    const { page, errors } = await openLive();
    const count = () => page.evaluate(() => document.querySelectorAll('.live-updates li').length);
    const shown = await count();
    const earlier = page.locator('.live-updates__earlier');
    // From the keyboard: focus lands on the first earlier update, and the count is announced.
    await earlier.focus();
    await page.keyboard.press('Enter');
    await expect.poll(count).toBeGreaterThan(shown);
    await expect.poll(() => page.evaluate((index) => document.activeElement === document.querySelectorAll('.live-updates li')[index], shown)).toBe(true);
    expect(await page.locator('.live-updates__status').textContent()).toMatch(/^\d+ earlier updates? loaded$/);
    while (await earlier.isVisible()) {
      const before = await count();
      await earlier.click();
      await expect.poll(async () => (await count()) > before || !(await earlier.isVisible())).toBe(true);
    }
    expect(await page.locator('.live-updates li .live-item__headline', { hasText: 'Our rules for this page' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('polls the items call when the socket is blocked', async () => {
    const { page, errors } = await openLive({ blockSocket: true });
    await page.locator('.live-updates[data-connection="polling"]').waitFor();
    const item = await send('POST', { headline: 'Polled update', body: '<p>Arrived without a socket.</p>' });
    // The page may come from the page cache: what was posted since it was rendered comes too.
    await expect.poll(() => newUpdates(page).textContent(), { timeout: 30_000, interval: 500 }).toMatch(/^\d+ new updates?$/);
    await newUpdates(page).click();
    await listItem(page, item.id).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('shows items of today as their US Pacific date, the time in the tooltip, the same as the server in any time zone', async () => {
    const pacificDate = (iso: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', dateStyle: 'medium' }).format(new Date(iso));
    const rendered = await send('POST', { headline: 'Rendered by the server today', body: '<p>Before the reader came.</p>' });
    // UTC+14: its calendar day differs from Los Angeles' for 22 hours of every day.
    const { page, errors } = await openLive({ timezoneId: 'Pacific/Kiritimati' });
    const timeOf = (selector: string) =>
      page.locator(selector).evaluate((time: HTMLTimeElement) => ({ text: time.textContent, dateTime: time.dateTime, title: time.title }));

    const drawn = await timeOf(`.live-updates li[id="${rendered.id}"] time`);
    expect(drawn).toEqual(await timeOf(`.live-article__items[hidden] li[id="${rendered.id}"] time`));
    expect(drawn.text).toBe(pacificDate(rendered.datePublished!));
    expect(drawn.dateTime).toBe(rendered.datePublished);
    expect(drawn.title).toMatch(new RegExp(`^${drawn.text}, \\d{1,2}:\\d{2}\\s?[AP]M P[SD]T$`));

    await page.locator('.live-updates[data-connection="live"]').waitFor();
    const pushed = await send('POST', { headline: 'Pushed over the socket today', body: '<p>After.</p>' });
    await expect.poll(() => newUpdates(page).isVisible(), { timeout: 10_000 }).toBe(true);
    await newUpdates(page).click();
    const arrived = await timeOf(`.live-updates li[id="${pushed.id}"] time`);
    expect(arrived.text).toBe(pacificDate(pushed.datePublished!));
    expect(arrived.dateTime).toBe(pushed.datePublished);
    expect(arrived.title).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M P[SD]T$/);
    // No hydration mismatch, nothing else logged.
    expect(errors).toEqual([]);
    await page.close();
  });

  it('with the relativeDates flag off, items read as their calendar date, as the server renders them', async () => {
    // The reader's clock three days ahead: an item of the server's today is three days old to it.
    const clock = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const relative = await openLive({ clock });
    const off = await openLive({ clock, query: '?featureDisable=relativeDates' });
    const item = await send('POST', { headline: 'Dated by the calendar', body: '<p>Flag off.</p>' });
    const shown = async (page: Page) => {
      await expect.poll(() => newUpdates(page).isVisible(), { timeout: 10_000 }).toBe(true);
      await newUpdates(page).click();
      return listItem(page, item.id).locator('time').textContent();
    };
    expect(await shown(relative.page)).toBe('3 days ago');
    const date = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', dateStyle: 'medium' }).format(new Date(item.datePublished!));
    expect(await shown(off.page)).toBe(date);
    // The server's render of the same page says the same of the items it has.
    const drawn = await off.page.locator('.live-updates li time').allTextContents();
    expect(drawn.slice(1)).toEqual((await off.page.locator('.live-article__items[hidden] li time').allTextContents()).slice(0, drawn.length - 1));
    expect([...relative.errors, ...off.errors]).toEqual([]);
    await Promise.all([relative.page.close(), off.page.close()]);
  });
});
