// The reader platform in a real browser: every README page under its
// Content-Security-Policy without a violation or console error, the device watcher,
// browser error reports, and Web Vitals reaching the node only with the reader's consent.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_RESIZE_DEBOUNCE_MS } from '../../core/device.ts';
import { repoRoot } from '../helpers/project.ts';
import { type BrowserSite, startBrowserSite } from './browser.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(async () => {
  await site?.close();
});

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## What you get'), readme.indexOf('## Layout'));
/** The README's pages a reader opens in a browser (not feeds, sitemaps XML, JSON or ops). */
const pages = [...new Set([...section.matchAll(/`(\/[^`\s]*)`/g)].map((match) => match[1] as string))].filter(
  (url) => !/^\/(feed|apple-news|api|_node|_error|sitemaps\/[a-z]|products\/pixel-9-pro\/specs)/.test(url),
);

const metric = async (name: string): Promise<number> => {
  const body = await (await fetch(`${site.origin}/_node/metrics`)).text();
  return [...body.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+(?:\\.\\d+)?)$`, 'gm'))].reduce((sum, match) => sum + Number(match[1]), 0);
};

/** The metric once it has held still for half a second: a page closed by an earlier test
 *  may still have a report on its way. */
const settledMetric = async (name: string): Promise<number> => {
  let last = await metric(name);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await metric(name);
    if (now === last) return now;
    last = now;
  }
};

const consentBanner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

describe('Content-Security-Policy', () => {
  it('covers a good number of README pages', () => {
    expect(pages.length).toBeGreaterThan(25);
  });

  it.each(pages)('%s loads under its policy without a violation or console error', async (url) => {
    // open() reports every policy violation as a console error.
    const { page, errors } = await site.open(url);
    await page.waitForTimeout(200);
    const response = await page.request.get(site.origin + url);
    expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses a script nobody declared, and the violation is reported to the node', async () => {
    const before = await metric('neutron_csp_violations_total');
    const { page, errors } = await site.open('/about/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => errors.some((line) => line.startsWith('CSP violation: script-src')), { timeout: 3000 }).toBe(true);
    await expect.poll(() => metric('neutron_csp_violations_total'), { timeout: 5000 }).toBeGreaterThan(before);
    await page.close();
  });
});

describe('device', () => {
  it('the server reads the query, then the cookie, then the header, skipping invalid values', async () => {
    const { page } = await site.open('/about/', { width: 1280, height: 800 });
    const deviceOf = async (path: string, headers: Record<string, string> = {}) => (await page.request.get(`${site.origin}${path}`, { headers })).headers()['x-neutron-device'];
    // The width watcher already wrote the desktop cookie for this window.
    expect(await deviceOf('/about/?setDevice=tablet')).toBe('tablet (query)');
    expect(await deviceOf('/about/?setDevice=phablet')).toBe('tablet (cookie)');
    await page.context().clearCookies();
    expect(await deviceOf('/about/', { 'cdn-device': 'desktop' })).toBe('desktop (header)');
    expect(await deviceOf('/about/?setDevice=tv', { 'cdn-device': 'watch' })).toBe('mobile (default)');
    await page.close();
  });

  it('the width decides; crossing a breakpoint switches after the debounce and writes the cookie', async () => {
    const { page } = await site.open('/', { width: 1280, height: 800 });
    const cookie = async () => (await page.context().cookies()).find((entry) => entry.name === 'cdn_device')?.value;
    expect(await cookie()).toBe('desktop');
    // When the last resize event came and when the cookie first said tablet, by the page's
    // own clock (a loaded machine may be slow to look, never early).
    await page.evaluate(() => {
      const times = window as unknown as { resizedAt: number; switchedAt: number };
      window.addEventListener('resize', () => (times.resizedAt = performance.now()));
      const watch = () => {
        if (document.cookie.includes('cdn_device=tablet')) times.switchedAt = performance.now();
        else requestAnimationFrame(watch);
      };
      watch();
    });
    await page.setViewportSize({ width: 800, height: 800 });
    await page.waitForFunction(() => (window as unknown as { switchedAt?: number }).switchedAt !== undefined);
    const { resizedAt, switchedAt } = await page.evaluate(() => {
      const times = window as unknown as { resizedAt: number; switchedAt: number };
      return { resizedAt: times.resizedAt, switchedAt: times.switchedAt };
    });
    expect(switchedAt - resizedAt).toBeGreaterThanOrEqual(DEVICE_RESIZE_DEBOUNCE_MS - 20);
    await page.setViewportSize({ width: 400, height: 800 });
    await page.waitForFunction(() => document.cookie.includes('cdn_device=mobile'));
    // The next page the server renders is the mobile one.
    const response = await page.request.get(`${site.origin}/about/`);
    expect(response.headers()['x-neutron-device']).toBe('mobile (cookie)');
    await page.close();
  });
});

describe('monitoring', () => {
  it('an uncaught error reaches the node; a failed fetch is not an error of the site', async () => {
    const before = await metric('neutron_client_errors_total');
    const { page } = await site.open('/about/');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('reader saw this');
      });
      void fetch('http://127.0.0.1:9/unreachable').catch((error: unknown) => Promise.reject(error));
    });
    await expect.poll(() => metric('neutron_client_errors_total'), { timeout: 5000 }).toBe(before + 1);
    await page.waitForTimeout(300);
    expect(await metric('neutron_client_errors_total')).toBe(before + 1);
    await page.close();
  });

  it("a plugin's setup that throws is reported against the page it ran on, under the plugin's name", async () => {
    const routeCount = async () => Number(/^neutron_client_errors_total\{route="about"\} (\d+)$/m.exec(await (await fetch(`${site.origin}/_node/metrics`)).text())?.[1] ?? '0');
    const before = await routeCount();
    const { page } = await site.open('/about/', undefined, {
      prepare: async (opened) => {
        await opened.addInitScript(() => {
          // The tracking plugin's setup listens for the window's track events: that fails here.
          const listen = window.addEventListener.bind(window);
          window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]) => {
            if (type === 'neutron:track') throw new Error('no track events here');
            listen(type, ...rest);
          }) as typeof window.addEventListener;
          // The reports the page sends, read back from their beacons.
          const reports: string[] = [];
          (window as unknown as { __reports: string[] }).__reports = reports;
          const beacon = navigator.sendBeacon.bind(navigator);
          navigator.sendBeacon = (url, data) => {
            if (String(url).endsWith('/_neutron/errors') && data instanceof Blob) void data.text().then((text) => reports.push(text));
            return beacon(url, data);
          };
        });
      },
    });
    await page.waitForFunction(() => (window as unknown as { __reports: string[] }).__reports.length > 0);
    const reports = (await page.evaluate(() => (window as unknown as { __reports: string[] }).__reports)).map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(reports).toEqual([expect.objectContaining({ kind: 'error', message: 'Error: no track events here', path: '/about/', route: 'about', plugin: 'tracking' })]);
    await expect.poll(routeCount, { timeout: 5000 }).toBe(before + 1);
    await page.close();
  });

  it('Largest Contentful Paint reaches the node when the reader leaves, once performance is granted', async () => {
    const before = await metric('neutron_web_vitals_lcp_seconds_count');
    const { page } = await site.open('/news/politics/senate-passes-data-broker-bill/');
    // Web Vitals follow the performance category: the library loads when the reader grants
    // it (then when the page is idle), and still reads the paint from before the grant.
    await consentBanner(page).getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('web-vitals')));
    await page.mouse.click(5, 5);
    await page.goto(`${site.origin}/about/`);
    await expect.poll(() => metric('neutron_web_vitals_lcp_seconds_count'), { timeout: 5000 }).toBeGreaterThan(before);
    await page.close();
  });

  it('after "Reject all" the library never loads and nothing reaches the node when the reader leaves', async () => {
    // The page closed by the test before reports its own paint as it goes.
    const before = await settledMetric('neutron_web_vitals_lcp_seconds_count');
    const requested: string[] = [];
    const { page } = await site.open('/news/politics/senate-passes-data-broker-bill/', undefined, {
      prepare: (page) => void page.on('request', (request) => requested.push(request.url())),
    });
    await consentBanner(page).getByRole('button', { name: 'Reject all' }).click();
    // Time for the library to load, were it going to: past an idle period and a request.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
    await page.mouse.click(5, 5);
    await page.goto(`${site.origin}/about/`);
    await page.waitForSelector('html[data-neutron-ready="true"]');
    await page.waitForTimeout(1000);
    expect(requested.filter((url) => url.includes('web-vitals'))).toEqual([]);
    expect(requested.filter((url) => url.includes('/_neutron/vitals'))).toEqual([]);
    expect(await metric('neutron_web_vitals_lcp_seconds_count')).toBe(before);
    await page.close();
  });
});
