// The ads plugin in a real browser (chromium), both brands, 360/768/1280: every slot the
// device should show fills from the embedded ad server with a creative of its size and
// the page's targeting; slots for other devices stay empty; no layout shift while ads
// load; no ad requests on sponsored pages; non-personalised and first-party only before
// targeting consent; ?adDebug=1 decisions; 20 in-app navigations leave only the current
// page's slots defined.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSite, startBrowserSite } from './browser.ts';

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
}, 120_000);
afterAll(async () => {
  await site?.close();
});

const WIDTHS = [360, 768, 1280] as const;
const deviceOf = (width: number) => (width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop');
const SIZES: Record<string, string[]> = {
  mpu: ['300x250'],
  mobile: ['300x250', '320x50'],
  leaderboard: ['728x90'],
  billboard: ['970x90', '728x90'],
  skybox: ['970x90', '728x90', '320x50'],
};

interface SlotView {
  id: string;
  size: string;
  devices: string[];
  shown: boolean;
  width: number;
  state?: string;
  decision?: string;
  /** The ad-search unit's text results (headlines). */
  results: string[];
  creative?: { lineItem: string; width: number; height: number; naturalWidth: number; naturalHeight: number };
}

const slotViews = (page: Page): Promise<SlotView[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.ad-slot')].map((element) => {
      const image = element.querySelector<HTMLImageElement>('.ad-creative img');
      const link = element.querySelector<HTMLElement>('.ad-creative');
      return {
        id: element.id,
        size: element.dataset.adSize ?? '',
        devices: (element.dataset.adDevices ?? 'all').split(','),
        shown: getComputedStyle(element).display !== 'none',
        width: element.clientWidth,
        results: [...element.querySelectorAll('.ad-search li strong')].map((headline) => headline.textContent ?? ''),
        ...(element.dataset.adState ? { state: element.dataset.adState } : {}),
        ...(element.dataset.adDecision ? { decision: element.dataset.adDecision } : {}),
        ...(image && link
          ? { creative: { lineItem: link.dataset.adLineItem ?? '', width: image.width, height: image.height, naturalWidth: image.naturalWidth, naturalHeight: image.naturalHeight } }
          : {}),
      };
    }),
  );

/** Scrolls through the page (lazy slots) and waits until every shown slot has its answer. */
async function loadAllSlots(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { neutronAds?: unknown }).neutronAds !== undefined, undefined, { timeout: 20_000 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // A frame at each stop, so every lazy slot passed is seen by its observer.
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => new Promise((resolve) => {
      window.scrollTo(0, top);
      requestAnimationFrame(() => requestAnimationFrame(resolve));
    }), y);
  }
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('.ad-slot')]
        .filter((element) => getComputedStyle(element).display !== 'none')
        .every((element) => {
          const image = element.querySelector<HTMLImageElement>('.ad-creative img');
          const loaded = image ? image.complete && image.naturalWidth > 0 : element.querySelector('.ad-search') !== null;
          return element.dataset.adState === 'blank' || (element.dataset.adState === 'rendered' && loaded);
        }),
    undefined,
    { timeout: 20_000 },
  );
}

/** In-app navigation to a path, until the next page's own slots are defined (the skybox is never lazy). */
async function navigate(page: Page, path: string): Promise<void> {
  const before = await page.evaluate(() => Number(document.documentElement.dataset.neutronNavigations ?? '0'));
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    document.body.append(link);
    link.click();
    link.remove();
  }, path);
  await page.waitForFunction((count) => Number(document.documentElement.dataset.neutronNavigations ?? '0') > count, before);
  await page.waitForFunction((href) => location.pathname === href, path);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.getElementById('skybox')?.dataset.adState !== undefined);
}

/** The slot names of the ad requests among the recorded requests. */
const askedSlots = (requests: readonly string[]): string[] =>
  requests.filter((url) => url.includes('/_neutron/ads/ad?')).map((url) => new URL(url).searchParams.get('slot') ?? '');

const ARTICLE = '/tech/computing/ces-2025-everything-announced/';
const GALLERY = '/pictures/ces-2025-show-floor/';

describe('every slot fills on both brands at three widths', () => {
  const pages = [
    { path: '/', brand: 'default-' },
    { path: '/tech/computing/ces-2025-everything-announced/', brand: 'default-', lineItem: 'default-tech-reviews' },
    { path: '/roadshow/', brand: 'auto-' },
    { path: '/roadshow/news/ev-charging-guide/', brand: 'auto-', lineItem: 'auto-ev-guide' },
  ];
  for (const width of WIDTHS) {
    for (const target of pages) {
      it(`${target.path} at ${width}px`, async () => {
        const requests: string[] = [];
        const { page, errors } = await site.open(target.path, { width, height: 800 }, { prepare: (p) => void p.on('request', (request) => requests.push(request.url())) });
        await loadAllSlots(page);
        const device = deviceOf(width);
        const views = await slotViews(page);
        expect(views.length).toBeGreaterThan(0);
        for (const view of views) {
          const forDevice = view.devices.includes('all') || view.devices.includes(device);
          expect(view.shown, `${view.id} shown at ${device}`).toBe(forDevice);
          if (!forDevice) {
            expect(view.creative, `${view.id} stays empty on ${device}`).toBeUndefined();
            continue;
          }
          expect(view.state, `${view.id}: ${view.decision}`).toBe('rendered');
          if (view.size === 'search') {
            // spec 001 §9: the ad-search unit shows 5 results.
            expect(view.results, view.id).toHaveLength(5);
            for (const headline of view.results) expect(headline).not.toBe('');
            continue;
          }
          const creative = view.creative!;
          expect(SIZES[view.size], view.id).toContain(`${creative.width}x${creative.height}`);
          expect([creative.naturalWidth, creative.naturalHeight]).toEqual([creative.width, creative.height]);
          expect(creative.width).toBeLessThanOrEqual(view.width);
          expect(creative.lineItem.startsWith(target.brand), `${view.id}: ${creative.lineItem}`).toBe(true);
          if (target.lineItem && view.id !== 'skybox' && !view.id.startsWith('footer')) expect(creative.lineItem).toBe(target.lineItem);
        }
        const ads = requests.filter((url) => url.includes('/_neutron/ads/ad?'));
        expect(ads.length).toBeGreaterThan(0);
        // Before targeting consent: non-personalised, nothing leaves the site.
        for (const url of ads) expect(new URL(url).searchParams.get('npa')).toBe('1');
        for (const url of requests) expect(new URL(url).origin).toBe(site.origin);
        expect(errors).toEqual([]);
        await page.close();
      }, 60_000);
    }
  }
});

describe('no layout shift while ads load', () => {
  for (const path of ['/tech/computing/ces-2025-everything-announced/', '/', '/pictures/ces-2025-show-floor/', '/roadshow/']) {
    for (const width of [360, 1280]) {
      it(`${path} at ${width}px: CLS below 0.01`, async () => {
        // The ads alone: a read-next story appended under the article would move the footer
        // this test jumps to (the seamless feature is measured in reader-journeys.test.ts).
        const { page } = await site.open(path.includes('/tech/') ? `${path}?featureDisable=seamless` : path, { width, height: 800 }, {
          prepare: async (p) => {
            await p.addInitScript(() => {
              const win = window as unknown as { __cls: number };
              win.__cls = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) win.__cls += entry.value;
              }).observe({ type: 'layout-shift', buffered: true });
            });
          },
        });
        await loadAllSlots(page);
        await page.waitForTimeout(500);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(cls).toBeLessThan(0.01);
        await page.close();
      }, 60_000);
    }
  }
});

describe('pages without ads', () => {
  for (const path of ['/paid-content/news/smarter-home-security-sponsored/', '/paid-content/roadshow/news/tire-care-sponsored/']) {
    it(`${path} makes no ad request`, async () => {
      const requests: string[] = [];
      const { page } = await site.open(path, { width: 1280, height: 800 }, { prepare: (p) => void p.on('request', (request) => requests.push(request.url())) });
      await page.waitForFunction(() => (window as unknown as { neutronAds?: unknown }).neutronAds !== undefined, undefined, { timeout: 20_000 });
      await page.waitForTimeout(500);
      expect(requests.filter((url) => url.includes('/_neutron/ads/'))).toEqual([]);
      expect(await page.locator('.ad-slot').count()).toBe(0);
      await page.close();
    }, 60_000);
  }
});

describe('consent', () => {
  it('asks for personalised ads once targeting consent is granted', async () => {
    const requests: string[] = [];
    const { page } = await site.open('/', { width: 1280, height: 800 }, { prepare: (p) => void p.on('request', (request) => requests.push(request.url())) });
    await loadAllSlots(page);
    expect(requests.filter((url) => url.includes('/_neutron/ads/ad?')).every((url) => new URL(url).searchParams.get('npa') === '1')).toBe(true);
    const banner = page.getByRole('region', { name: 'Your privacy choices' });
    await banner.waitFor();
    requests.length = 0;
    await banner.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => document.cookie.includes('ad_session='), undefined, { timeout: 10_000 });
    await loadAllSlots(page);
    const after = requests.filter((url) => url.includes('/_neutron/ads/ad?'));
    expect(after.length).toBeGreaterThan(0);
    for (const url of after) {
      const query = new URL(url).searchParams;
      expect(query.get('npa')).toBe('0');
      expect(new URLSearchParams(query.get('t') ?? '').get('user')).toBe('anon');
    }
    await page.close();
  }, 60_000);
});

describe('?adDebug=1', () => {
  it("shows every slot's decision outside production", async () => {
    const { page } = await site.open('/tech/computing/ces-2025-everything-announced/?adDebug=1', { width: 1280, height: 800 });
    await loadAllSlots(page);
    const labels = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.ad-slot')].map((element) => [element.id, element.querySelector('.ad-debug-label')?.textContent ?? '']),
    );
    expect(labels.length).toBeGreaterThan(3);
    for (const [id, label] of labels) expect(label, id).toMatch(new RegExp(`^${id}: (rendered|blank|skipped): `));
    expect(labels.find(([id]) => id === 'footer-mobile')?.[1]).toBe('footer-mobile: skipped: device desktop not in mobile');
    await page.close();
  }, 60_000);
});

describe('in-app navigation', () => {
  it('20 navigations leave exactly the current page slots defined', async () => {
    const { page, errors } = await site.open('/', { width: 1280, height: 800 });
    await loadAllSlots(page);
    const paths = ['/tech/computing/ces-2025-everything-announced/', '/pictures/ces-2025-show-floor/', '/news/', '/', '/tech/features/inside-the-chip-factory/'];
    for (let step = 0; step < 20; step++) {
      const path = paths[step % paths.length]!;
      await navigate(page, path);
      const { defined, shown, creatives } = await page.evaluate(() => ({
        defined: (window as unknown as { neutronAds: { defined(): string[] } }).neutronAds.defined().sort(),
        shown: [...document.querySelectorAll<HTMLElement>('.ad-slot')].filter((element) => getComputedStyle(element).display !== 'none').map((element) => element.id).sort(),
        creatives: [...document.querySelectorAll<HTMLElement>('.ad-creative')].map((element) => element.closest('.ad-slot')?.id ?? 'outside a slot'),
      }));
      expect(defined, `after navigation ${step + 1} to ${path}`).toEqual(shown);
      for (const slot of creatives) expect(shown).toContain(slot);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});

describe('jsDebug', () => {
  const opened = async (how: 'query' | 'cookie' | 'off') => {
    const messages: string[] = [];
    const { page } = await site.open(how === 'query' ? '/?jsDebug=1' : '/', { width: 1280, height: 800 }, {
      prepare: async (p) => {
        p.on('console', (message) => void messages.push(message.text()));
        if (how === 'cookie') await p.context().addCookies([{ name: 'jsDebug', value: '1', url: site.origin }]);
      },
    });
    await loadAllSlots(page);
    return { page, messages };
  };
  for (const how of ['query', 'cookie'] as const) {
    it(`as a ${how}, logs bids requested, bids returned, initialised and slot rendered`, async () => {
      const { page, messages } = await opened(how);
      await expect.poll(() => messages.some((text) => text.startsWith('[ads] slot rendered'))).toBe(true);
      const first = (step: string) => messages.findIndex((text) => text.startsWith(`[ads] ${step}`));
      expect(first('initialised')).toBeGreaterThanOrEqual(0);
      expect(first('bids requested')).toBeGreaterThan(first('initialised'));
      expect(first('bids returned')).toBeGreaterThan(first('bids requested'));
      expect(first('slot rendered')).toBeGreaterThan(first('bids returned'));
      await page.close();
    }, 60_000);
  }
  it('logs nothing without it', async () => {
    const { page, messages } = await opened('off');
    expect(messages.filter((text) => text.startsWith('[ads] '))).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('nav-ad skybox', () => {
  it('loses its preamp and fuse classes 3000 ms after it is defined, and stops sticking', async () => {
    const { page } = await site.open('/', { width: 1280, height: 800 }, {
      prepare: async (p) => {
        await p.addInitScript(() => {
          const seen: { definedAt?: number; classes?: string; before?: string; removedAt?: number; after?: string } = {};
          (window as unknown as { __skybox: typeof seen }).__skybox = seen;
          new MutationObserver(() => {
            const skybox = document.getElementById('skybox');
            if (!skybox) return;
            if (seen.definedAt === undefined && skybox.dataset.adState !== undefined) {
              seen.definedAt = performance.now();
              seen.classes = skybox.className;
              seen.before = getComputedStyle(skybox).position;
            }
            if (seen.definedAt !== undefined && seen.removedAt === undefined && !skybox.classList.contains('preamp') && !skybox.classList.contains('fuse')) {
              seen.removedAt = performance.now();
              seen.after = getComputedStyle(skybox).position;
            }
          }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class', 'data-ad-state'] });
        });
      },
    });
    await page.waitForFunction(() => (window as unknown as { __skybox: { removedAt?: number } }).__skybox.removedAt !== undefined, undefined, { timeout: 20_000 });
    const seen = await page.evaluate(() => (window as unknown as { __skybox: { definedAt: number; classes: string; before: string; removedAt: number; after: string } }).__skybox);
    expect(seen.classes.split(' ')).toEqual(expect.arrayContaining(['preamp', 'fuse', 'ad-skybox--sticky', 'ad-skybox--collapsible']));
    expect(seen.before).toBe('sticky');
    // The timer starts as the skybox is defined; the observer notes it a moment later.
    expect(seen.removedAt - seen.definedAt).toBeGreaterThanOrEqual(2800);
    expect(seen.removedAt - seen.definedAt).toBeLessThan(4500);
    expect(seen.after).toBe('relative');
    await page.close();
  }, 60_000);
});

describe('device changes', () => {
  it('clear the slots the new device does not allow, keep them defined, and fill them again when it allows them', async () => {
    const requests: string[] = [];
    const { page, errors } = await site.open(ARTICLE, { width: 1280, height: 800 }, { prepare: (p) => void p.on('request', (request) => requests.push(request.url())) });
    await loadAllSlots(page);
    const sidebar = () =>
      page.evaluate(() => {
        const element = document.getElementById('sidebar')!;
        return { state: element.dataset.adState, decision: element.dataset.adDecision, creative: element.querySelector('.ad-creative') !== null, shown: getComputedStyle(element).display !== 'none' };
      });
    const defined = () => page.evaluate(() => (window as unknown as { neutronAds: { defined(): string[] } }).neutronAds.defined());
    expect(await sidebar()).toMatchObject({ state: 'rendered', creative: true, shown: true });
    expect(askedSlots(requests).filter((slot) => slot === 'sidebar')).toHaveLength(1);
    requests.length = 0;

    await page.setViewportSize({ width: 360, height: 800 });
    await page.waitForFunction(() => document.getElementById('sidebar')?.dataset.adState === 'cleared', undefined, { timeout: 10_000 });
    expect(await sidebar()).toEqual({ state: 'cleared', decision: 'cleared: device mobile not in desktop', creative: false, shown: false });
    expect(await defined()).toContain('sidebar');
    await loadAllSlots(page);
    // The skybox is filled again for the phone, the phone's footer slot for the first time.
    const skybox = await page.evaluate(() => document.querySelector<HTMLImageElement>('#skybox .ad-creative img')?.width);
    expect(skybox).toBe(320);
    expect(await page.evaluate(() => document.getElementById('footer-mobile')?.dataset.adState)).toBe('rendered');
    const asked = askedSlots(requests);
    expect(asked).toEqual(expect.arrayContaining(['skybox', 'footer-mobile']));
    expect(asked).not.toContain('sidebar');
    for (const url of requests.filter((url) => url.includes('/_neutron/ads/ad?'))) expect(new URLSearchParams(new URL(url).searchParams.get('t') ?? '').get('device')).toBe('mobile');
    requests.length = 0;

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction(() => document.getElementById('sidebar')?.dataset.adState !== 'cleared', undefined, { timeout: 10_000 });
    await loadAllSlots(page);
    expect(await sidebar()).toMatchObject({ state: 'rendered', creative: true, shown: true });
    expect(askedSlots(requests)).toContain('sidebar');
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});

describe('bid caching', () => {
  for (const width of [360, 1280]) {
    it(`at ${width}px, ${width < 768 ? 'answers image_gallery position 2 from the cached bid, and no other slot' : 'caches nothing'}`, async () => {
      const requests: string[] = [];
      const { page, errors } = await site.open(GALLERY, { width, height: 800 }, { prepare: (p) => void p.on('request', (request) => requests.push(request.url())) });
      await loadAllSlots(page);
      const first = askedSlots(requests);
      await navigate(page, '/');
      await loadAllSlots(page);
      requests.length = 0;
      await navigate(page, GALLERY);
      await loadAllSlots(page);
      const again = askedSlots(requests);
      if (width < 768) {
        expect(first.sort()).toEqual(['footer-mobile', 'skybox']);
        expect(again).toEqual(['skybox']);
        const footer = await page.evaluate(() => document.getElementById('footer-mobile')!.dataset.adDecision);
        expect(footer).toMatch(/^rendered: .+ \(cached bid\)$/);
        expect(await page.locator('#footer-mobile .ad-creative img').count()).toBe(1);
      } else {
        expect(again.sort()).toEqual(first.sort());
      }
      expect(errors).toEqual([]);
      await page.close();
    }, 90_000);
  }
});
