// Debian's chromium driven by playwright-core (never a downloaded browser).
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import { buildTestApp } from '../helpers/project.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface OpenOptions {
  /** Request headers the page sends with every request (Sec-GPC, …). */
  extraHTTPHeaders?: Record<string, string>;
  /** The browser's time zone (IANA name); the machine's by default. */
  timezoneId?: string;
  /** Runs before the first request: init scripts, routes, request listeners. */
  prepare?(page: Page): Promise<void> | void;
}

/** The site on a real socket and a browser, for one test file. */
export interface BrowserSite {
  origin: string;
  /** The test app's HTTP server (what a plugin keeps per app is found by it). */
  server: Server;
  /** Opens a page, waits for hydration, and records console errors, page errors and failed responses. */
  open(path: string, viewport?: { width: number; height: number }, options?: OpenOptions): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
}

export async function startBrowserSite(): Promise<BrowserSite> {
  const app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  return {
    origin,
    server: app.server,
    async open(path, viewport = { width: 1024, height: 700 }, options = {}) {
      const page = await browser.newPage({
        viewport,
        ...(options.extraHTTPHeaders ? { extraHTTPHeaders: options.extraHTTPHeaders } : {}),
        ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Every page is checked against its Content-Security-Policy from the first byte.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
      );
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      await options.prepare?.(page);
      await page.goto(origin + path);
      await page.waitForSelector('html[data-neutron-ready="true"]');
      // Survives in-app navigation, disappears on a full load.
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      return { page, errors };
    },
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

/** True while the page has not been fully reloaded since `open`. */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** Puts a link with this id and href at the top of the main content. */
export function addLink(page: Page, id: string, href: string): Promise<void> {
  return page.evaluate(
    ([linkId, linkHref]) => {
      const link = document.createElement('a');
      link.href = linkHref;
      link.id = linkId;
      link.textContent = linkId;
      document.getElementById('main')?.prepend(link);
    },
    [id, href] as const,
  );
}
