// Ad rules of spec 001 §4–§6, §9 as pure functions: page-wide suppression and the
// service-off bucket, slot rules (disabled, delayed, devices, page types), instance ids,
// bid caching, IAB mapping and the seamless indicator.
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../core/index.ts';
import { iabCategories, seamlessIndicator } from '../../plugins/ads/ad-state.ts';
import { adPageType } from '../../plugins/ads/page-type.ts';
import { AdsOptions } from '../../plugins/ads/options.ts';
import { pageDisabledReason } from '../../plugins/ads/rules.ts';
import { deviceAllowed, pageSlots, slotRegions } from '../../plugins/ads/slots.ts';
import { pageStores } from '../../core/server/page-stores.ts';

function options(raw: Record<string, unknown>): AdsOptions {
  return Value.Default(AdsOptions, { siteName: 'test', ...raw }) as AdsOptions;
}

function page(overrides: Partial<PageData> = {}): PageData {
  return {
    page: 'article',
    layout: 'default',
    brand: 'default',
    status: 200,
    title: 't',
    locale: 'en',
    route: { name: 'article', params: {}, path: '/news/x/' },
    site: { id: 'default', name: 'N', prefix: '/', header: [], footer: [], monitoring: {} as PageData['site']['monitoring'], environment: 'test' },
    props: {},
    plugins: {},
    device: 'mobile',
    features: [],
    scripts: [],
    consent: { granted: ['critical'], decided: false },
    stores: pageStores({ site: { id: 'default' }, edition: 'us', routeName: 'article' }),
    ...overrides,
  };
}

describe('page-wide rules', () => {
  const serviceOff = { serviceOffTest: 'adServiceOff' };
  it('turns the ad service off for bucket testA of the service-off test only', () => {
    const inBucket = (bucket: string) => page({ plugins: { 'ab-test': { tests: [{ id: 'adServiceOff', version: 'v1', bucket }] } } });
    expect(pageDisabledReason(inBucket('testA'), serviceOff)).toBe('ad service off for bucket testA of adServiceOff');
    expect(pageDisabledReason(inBucket('control'), serviceOff)).toBeUndefined();
    expect(pageDisabledReason(page({ plugins: { 'ab-test': { tests: [{ id: 'other', version: 'v1', bucket: 'testA' }] } } }), serviceOff)).toBeUndefined();
  });

  it('shows no ads on suppressAds, sponsored content and error pages', () => {
    expect(pageDisabledReason(page({ props: { adsSuppressed: true } }), serviceOff)).toBe('content has suppressAds or is sponsored');
    expect(pageDisabledReason(page({ props: { header: { sponsored: true } } }), serviceOff)).toBe('content is sponsored');
    expect(pageDisabledReason(page({ status: 404 }), serviceOff)).toBe('error page (404)');
    expect(pageDisabledReason(page(), serviceOff)).toBeUndefined();
  });
});

describe('slots', () => {
  const config = options({
    slots: [
      { name: 'skybox', position: 'skybox', size: 'skybox' },
      { name: 'off', position: 'header', size: 'leaderboard', disabled: true },
      { name: 'later', position: 'header', size: 'leaderboard', delayedLoad: true },
      { name: 'mpu', position: 'body', size: 'mpu' },
      { name: 'side', position: 'sidebar', size: 'mpu', devices: ['desktop'], pageTypes: ['article'] },
      { name: 'foot', position: 'footer', size: 'leaderboard', devices: ['desktop', 'tablet'] },
    ],
  });
  const bodyDevices = new Map([['mpu', ['mobile', 'tablet']]]);
  const withBody = page({ props: { body: { adSlots: [{ slot: 'mpu', id: 'mpu', instance: 1 }, { slot: 'mpu', id: 'mpu-2', instance: 2 }, { slot: 'gone', id: 'gone', instance: 1 }] } } });

  it('never defines disabled or delayed slots, and says why', () => {
    const { slots, skipped } = pageSlots(withBody, config, bodyDevices);
    expect(slots.map((slot) => slot.id)).toEqual(['skybox', 'mpu', 'mpu-2', 'side', 'foot']);
    expect(skipped).toEqual([
      { name: 'off', reason: 'disabled attribute set' },
      { name: 'later', reason: 'delayed loading configured' },
      { name: 'gone', reason: "no ads slot 'gone' with position body" },
    ]);
  });

  it('numbers instances, orders positions, keeps body devices from body.adSlots, and filters page types', () => {
    const { slots } = pageSlots(withBody, config, bodyDevices);
    expect(slots.map((slot) => [slot.id, slot.instance, slot.index, slot.devices.join(',')])).toEqual([
      ['skybox', 1, 1, 'all'],
      ['mpu', 1, 2, 'mobile,tablet'],
      ['mpu-2', 2, 3, 'mobile,tablet'],
      ['side', 1, 4, 'desktop'],
      ['foot', 1, 5, 'desktop,tablet'],
    ]);
    expect(pageSlots(page({ page: 'front-door' }), config, bodyDevices).slots.map((slot) => slot.id)).toEqual(['skybox', 'foot']);
  });

  it('caches bids for image_gallery position 2 on mobile only', () => {
    const gallery = pageSlots(page({ page: 'gallery' }), options({ slots: [{ name: 'a', position: 'header', size: 'mpu' }, { name: 'b', position: 'footer', size: 'mpu' }] }), new Map());
    expect(gallery.slots.map((slot) => slot.bidCache)).toEqual([undefined, { device: 'mobile' }]);
    const article = pageSlots(page(), options({ slots: [{ name: 'a', position: 'header', size: 'mpu' }, { name: 'b', position: 'footer', size: 'mpu' }] }), new Map());
    expect(article.slots.every((slot) => slot.bidCache === undefined)).toBe(true);
    // Position 2 on mobile: a desktop-only slot is no position there.
    const withSidebar = pageSlots(
      page({ page: 'gallery' }),
      options({ slots: [{ name: 'a', position: 'header', size: 'mpu' }, { name: 'side', position: 'sidebar', size: 'mpu', devices: ['desktop'] }, { name: 'foot', position: 'footer', size: 'mobile', devices: ['mobile'] }] }),
      new Map(),
    );
    expect(withSidebar.slots.map((slot) => [slot.id, slot.bidCache?.device])).toEqual([['a', undefined], ['side', undefined], ['foot', 'mobile']]);
  });

  it('accepts only devices a slot allows; all permits any', () => {
    expect(deviceAllowed(['all'], 'tablet')).toBe(true);
    expect(deviceAllowed(['desktop'], 'mobile')).toBe(false);
    expect(deviceAllowed(['desktop', 'mobile'], 'mobile')).toBe(true);
    expect(() => Value.Decode(AdsOptions, { siteName: 'x', slots: [{ name: 'a', position: 'header', size: 'mpu', devices: ['phone'] }] })).toThrow();
  });

  it('reserves each slot outside the body in its layout region at its height', () => {
    const { slots } = pageSlots(withBody, config, bodyDevices);
    const regions = slotRegions(slots, { sticky: true, collapsible: true });
    expect(regions?.top?.map((box) => [box.id, box.minHeight, box.className])).toEqual([['skybox', 90, 'ad-slot ad-slot--skybox ad-skybox--sticky ad-skybox--collapsible preamp fuse']]);
    expect(regions?.aside?.map((box) => [box.id, box.minHeight])).toEqual([['side', 250]]);
    expect(regions?.bottom?.map((box) => [box.id, box.minHeight, box.data?.['ad-devices']])).toEqual([['foot', 90, 'desktop,tablet']]);
  });
});

describe('targeting values', () => {
  it('maps sections to IAB categories (spec 001 §9)', () => {
    expect(iabCategories('cars', 'default')).toEqual(['IAB2']);
    expect(iabCategories('cnet-home', 'default')).toEqual(['IAB10']);
    expect(iabCategories('culture', 'default')).toEqual(['IAB1']);
    expect(iabCategories('news', 'default')).toEqual(['IAB12']);
    expect(iabCategories('personal-finance', 'default')).toEqual(['IAB13']);
    expect(iabCategories('science', 'default')).toEqual(['IAB15']);
    expect(iabCategories('tech', 'default')).toEqual(['IAB19']);
    expect(iabCategories('wellness', 'default')).toEqual(['IAB6', 'IAB7']);
    expect(iabCategories('unknown', 'auto')).toEqual(['IAB2']);
  });

  it('sets the seamless indicator 0, 1 for algorithm, 2 for other sources', () => {
    expect(seamlessIndicator(null)).toBe(0);
    expect(seamlessIndicator('algorithm')).toBe(1);
    expect(seamlessIndicator('editorial')).toBe(2);
  });

  it('names gallery pages image_gallery', () => {
    expect(adPageType('gallery')).toBe('image_gallery');
    expect(adPageType('live-article')).toBe('live_article');
  });
});
