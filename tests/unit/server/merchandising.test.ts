// Which promotions, widgets and topic sets a page gets on a given day (spec 000 §9).
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { MerchandisingSchema } from '../../../core/config/merchandising.ts';
import { pageMerchandising } from '../../../core/server/loaders/article/merchandising.ts';

const config = Value.Default(MerchandisingSchema, {
  promotions: [
    { id: 'black-friday', text: 'Black Friday', href: '/deals/', from: '2023-11-22', until: '2023-11-25' },
    { id: 'meal-kits', text: 'Meal kits', href: '/deals/', topicSets: ['nutrition'] },
  ],
  widgets: {
    shopping: { title: 'Shop', href: '/deals/', linkText: 'Go', collections: ['black-friday'], topics: ['sleep'] },
    dynamic: { title: 'Compare', href: '/home/internet/plans/', linkText: 'Compare', collections: ['moving'], from: '2024-01-01' },
  },
  topicSets: {
    nutrition: { topics: ['nutrition', 'meal-kits'] },
    wideButton: { topics: ['vpn', 'meal-kits'], until: '2030-12-31' },
  },
}) as Parameters<typeof pageMerchandising>[0];

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const ids = (result: ReturnType<typeof pageMerchandising>) => result.promotions.map((promotion) => promotion.id);

describe('pageMerchandising', () => {
  it('a window holds both of its days, and none around them', () => {
    expect(ids(pageMerchandising(config, {}, day('2023-11-21')))).toEqual([]);
    expect(ids(pageMerchandising(config, {}, day('2023-11-22')))).toEqual(['black-friday']);
    expect(ids(pageMerchandising(config, {}, new Date('2023-11-25T23:59:59Z')))).toEqual(['black-friday']);
    expect(ids(pageMerchandising(config, {}, day('2023-11-26')))).toEqual([]);
  });

  it('targets match a topic, a collection or a topic set of the page', () => {
    const now = day('2025-06-01');
    expect(ids(pageMerchandising(config, { topics: [{ slug: 'meal-kits' }] }, now))).toEqual(['meal-kits']);
    expect(pageMerchandising(config, { topics: [{ slug: 'sleep' }] }, now).widgets.map((widget) => widget.kind)).toEqual(['shopping']);
    expect(pageMerchandising(config, { collections: [{ slug: 'black-friday' }] }, now).widgets.map((widget) => widget.kind)).toEqual(['shopping']);
    expect(pageMerchandising(config, { collections: [{ slug: 'moving' }] }, day('2023-06-01')).widgets).toEqual([]);
    expect(pageMerchandising(config, { collections: [{ slug: 'moving' }] }, now).widgets.map((widget) => widget.kind)).toEqual(['dynamic']);
  });

  it('wide buttons follow the wide-button topic set while its window is open', () => {
    expect(pageMerchandising(config, { topics: [{ slug: 'vpn' }] }, day('2030-12-31')).wideButtons).toBe(true);
    expect(pageMerchandising(config, { topics: [{ slug: 'vpn' }] }, day('2031-01-01')).wideButtons).toBe(false);
    expect(pageMerchandising(config, { topics: [{ slug: 'laptops' }] }, day('2030-01-01')).wideButtons).toBe(false);
  });
});
