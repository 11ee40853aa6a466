// The ads plugin's auxiliary services in a real chromium (spec 001 §9): the embedded taser
// script's score against the threshold 150 (≥ 150: every slot cleared or never filled,
// with the decision shown, also after in-app navigation; < 150: slots fill), and the
// survey's sampling (0: its script is never requested; 100: it is). The project is the
// repository's, with a survey service added: sampling 0 on the default brand, 100 on the
// auto brand; the survey script is answered by the test.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, repoRoot } from '../helpers/project.ts';
import { launchBrowser } from './browser.ts';

const CONSENT_ALL = '1.C0001-C0002-C0003-C0004-C0005';
const SURVEY_PATH = '/_survey-fixture/survey.js';
const ARTICLE = '/tech/computing/ces-2025-everything-announced/';

/** The repository as a project whose brands also declare a survey service. */
function projectWithSurvey(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'neutron-ad-services-'));
  for (const entry of ['plugins', 'dist', 'core', 'node_modules', 'examples']) symlinkSync(path.join(repoRoot, entry), path.join(root, entry));
  cpSync(path.join(repoRoot, 'config'), path.join(root, 'config'), { recursive: true });
  mkdirSync(path.join(root, 'sites'));
  for (const [file, sampling] of [['default.yaml', 0], ['auto.yaml', 100]] as const) {
    const text = readFileSync(path.join(repoRoot, 'sites', file), 'utf8');
    const site = text.replace(/(\n {4}services:\n)/, `$1      - { name: survey, scriptUrl: ${SURVEY_PATH}, sampling: ${sampling} }\n`);
    if (!site.includes(SURVEY_PATH)) throw new Error(`sites/${file} declares no ad services`);
    writeFileSync(path.join(root, 'sites', file), site);
  }
  return root;
}

let app: FastifyInstance;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  app = await buildTestApp(projectWithSurvey());
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

interface Opened {
  page: Page;
  /** Paths the page asked for, in order. */
  requests: string[];
  messages: string[];
}

/** A fresh reader (new context) with every consent granted and jsDebug on. */
async function open(pathAndQuery: string): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies([
    { name: 'neutron_consent', value: CONSENT_ALL, url: origin },
    { name: 'jsDebug', value: '1', url: origin },
  ]);
  await context.route(`**${SURVEY_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__surveyRuns = (window.__surveyRuns || 0) + 1;' }));
  const page = await context.newPage();
  const requests: string[] = [];
  const messages: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('console', (message) => messages.push(message.text()));
  await page.goto(origin + pathAndQuery);
  await page.waitForSelector('html[data-neutron-ready="true"]');
  await page.waitForFunction(() => (window as unknown as { neutronAds?: unknown }).neutronAds !== undefined, undefined, { timeout: 20_000 });
  return { page, requests, messages };
}

interface SlotView {
  id: string;
  state: string;
  decision: string;
  label: string;
  creatives: number;
}

/** The slots the reader's width shows. */
const shownSlots = (page: Page): Promise<SlotView[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.ad-slot')]
      .filter((element) => getComputedStyle(element).display !== 'none')
      .map((element) => ({
        id: element.id,
        state: element.dataset.adState ?? '',
        decision: element.dataset.adDecision ?? '',
        label: element.querySelector('.ad-debug-label')?.textContent ?? '',
        creatives: element.querySelectorAll('.ad-creative').length,
      })),
  );

async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
}

async function navigate(page: Page, href: string): Promise<void> {
  const before = await page.evaluate(() => Number(document.documentElement.dataset.neutronNavigations ?? '0'));
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    document.body.append(link);
    link.click();
    link.remove();
  }, href);
  await page.waitForFunction((count) => Number(document.documentElement.dataset.neutronNavigations ?? '0') > count, before);
  await page.waitForFunction((target) => location.pathname === target, href);
}

const adRequests = (requests: string[]) => requests.filter((pathname) => /\/_neutron\/ads\/(ad|search)$/.test(pathname));

describe('the taser score', () => {
  it('at 180 (≥ 150) leaves every slot empty with the decision shown, also after an in-app navigation', async () => {
    const { page, requests, messages } = await open(`${ARTICLE}?taserScore=180&adDebug=1`);
    await expect.poll(() => requests.includes('/_neutron/ads/services/taser.js')).toBe(true);
    await expect
      .poll(async () => (await shownSlots(page)).every((slot) => slot.state === 'suppressed'), { timeout: 20_000 })
      .toBe(true);
    await scrollThrough(page);
    const slots = await shownSlots(page);
    expect(slots.length).toBeGreaterThan(3);
    for (const slot of slots) {
      expect(slot, slot.id).toMatchObject({ state: 'suppressed', decision: 'suppressed: taser score 180 ≥ 150', label: `${slot.id}: suppressed: taser score 180 ≥ 150`, creatives: 0 });
    }
    expect(messages.some((text) => text.startsWith('[ads] suppressed: taser score 180 ≥ 150'))).toBe(true);

    const asked = adRequests(requests).length;
    await navigate(page, '/news/');
    await expect.poll(async () => (await shownSlots(page)).every((slot) => slot.state === 'suppressed')).toBe(true);
    await scrollThrough(page);
    const next = await shownSlots(page);
    expect(next.length).toBeGreaterThan(0);
    for (const slot of next) expect(slot, slot.id).toMatchObject({ state: 'suppressed', decision: 'suppressed: taser score 180 ≥ 150', creatives: 0 });
    expect(adRequests(requests).length).toBe(asked);
    await page.context().close();
  });

  it('at 120 (< 150) lets every slot fill', async () => {
    const { page, requests, messages } = await open(`${ARTICLE}?taserScore=120`);
    await expect.poll(() => messages.some((text) => text.startsWith('[ads] taser score 120 < 150'))).toBe(true);
    await scrollThrough(page);
    await expect
      .poll(async () => (await shownSlots(page)).every((slot) => slot.state === 'rendered' || slot.state === 'blank'), { timeout: 20_000 })
      .toBe(true);
    const slots = await shownSlots(page);
    expect(slots.filter((slot) => slot.state === 'rendered' && slot.creatives === 1).length).toBeGreaterThan(3);
    expect(adRequests(requests).length).toBeGreaterThan(3);
    await page.context().close();
  });
});

describe('survey sampling', () => {
  it('at 0 the survey script is never requested', async () => {
    const { page, requests, messages } = await open('/');
    await expect.poll(() => requests.includes('/_neutron/ads/services/taser.js')).toBe(true);
    await expect.poll(() => messages.some((text) => text.includes("Script 'ads-survey' is not loaded for this reader (sampling 0 %)."))).toBe(true);
    expect(requests).not.toContain(SURVEY_PATH);
    expect(await page.locator('script[data-neutron-script="ads-survey"]').count()).toBe(0);
    await page.context().close();
  });

  it('at 100 the survey script is requested and runs', async () => {
    const { page, requests } = await open('/roadshow/');
    await expect.poll(() => requests.includes(SURVEY_PATH)).toBe(true);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __surveyRuns?: number }).__surveyRuns ?? 0)).toBe(1);
    await page.context().close();
  });
});
