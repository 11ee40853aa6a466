import { describe, expect, it } from 'vitest';
import { isCrawler } from '../../../core/crawlers.ts';
import {
  type CriteriaInput,
  createCriterion,
  criteriaMatch,
  InverseCriteria,
  TrackingCriteria,
} from '../../../plugins/ab-test/criteria.ts';
import { readDevice } from '../../../core/server/device.ts';

const detectDevice = (request: Parameters<typeof readDevice>[0]) => readDevice(request).device;

const input: CriteriaInput = {
  brand: 'default',
  routeName: 'solar-lead-form',
  section: 'home',
  topic: 'solar',
  device: 'desktop',
  tracking: { pageType: 'review', topicName: ['Solar', 'Energy'] },
};

describe('criteria', () => {
  it('match route name, section, topic, brand and device (case-insensitive)', () => {
    expect(createCriterion('route', { values: ['solar-lead-form'] }).matches(input)).toBe(true);
    expect(createCriterion('section', { values: ['news'] }).matches(input)).toBe(false);
    expect(createCriterion('topic', { values: ['SOLAR'] }).matches(input)).toBe(true);
    expect(createCriterion('brand', { values: ['auto'] }).matches(input)).toBe(false);
    expect(createCriterion('device', { values: ['desktop', 'tablet'] }).matches(input)).toBe(true);
    expect(createCriterion('topic', { values: ['solar'] }).matches({ ...input, topic: undefined })).toBe(false);
  });

  it('TrackingCriteria inspects a tracking key: present, or one of the values', () => {
    expect(new TrackingCriteria({ key: 'pageType' }).matches(input)).toBe(true);
    expect(new TrackingCriteria({ key: 'missing' }).matches(input)).toBe(false);
    expect(new TrackingCriteria({ key: 'topicName', values: ['energy'] }).matches(input)).toBe(true);
    expect(() => new TrackingCriteria({ key: '' })).toThrow('TrackingCriteria requires a key to inspect.');
    expect(() => new TrackingCriteria({})).toThrow('TrackingCriteria requires a key to inspect.');
  });

  it('InverseCriteria inverts the criterion named by criteriaName', () => {
    expect(new InverseCriteria({ criteriaName: 'device', values: ['desktop'] }).matches(input)).toBe(false);
    expect(new InverseCriteria({ criteriaName: 'device', values: ['mobile'] }).matches(input)).toBe(true);
    expect(() => new InverseCriteria({ criteriaName: '' })).toThrow('InverseCriteria requires a criteriaName to inspect.');
    expect(() => new InverseCriteria({ criteriaName: 'tracking' })).toThrow('TrackingCriteria requires a key to inspect.');
    try {
      new InverseCriteria({});
    } catch (error) {
      expect((error as { code: string }).code).toBe('AB_ERR_INVERSE_CRITERIA_NAME');
    }
  });

  it('every entry must match; unknown types ask plugins and are ineligible when nobody answers', () => {
    const both = [createCriterion('topic', { values: ['solar'] }), createCriterion('device', { values: ['mobile'] })];
    expect(criteriaMatch(both, input)).toBe(false);
    expect(criteriaMatch([], input)).toBe(true);
    expect(createCriterion('daypart', { from: 6 }).matches(input)).toBe(false);
    const external = (type: string, config: Record<string, unknown>) => (type === 'daypart' ? config.from === 6 : undefined);
    expect(createCriterion('daypart', { from: 6 }, external).matches(input)).toBe(true);
    expect(createCriterion('inverse', { criteriaName: 'daypart', from: 6 }, external).matches(input)).toBe(false);
  });
});

describe('device detection (spec 001 §4) and crawlers (spec 000 §6)', () => {
  const request = (query: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) => ({
    query: new URLSearchParams(query),
    cookies,
    headers,
  });
  it('reads query, then cookie, then header, then defaults to mobile; only valid values', () => {
    expect(detectDevice(request('setDevice=tablet', { cdn_device: 'desktop' }, { 'cdn-device': 'mobile' }))).toBe('tablet');
    expect(detectDevice(request('setDevice=phone', { cdn_device: 'desktop' }))).toBe('desktop');
    expect(detectDevice(request('', { cdn_device: 'bogus' }, { 'cdn-device': 'Desktop' }))).toBe('desktop');
    expect(detectDevice(request(''))).toBe('mobile');
  });

  it('recognises Yeti, Baiduspider, Linespider and googlebot in any case', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Yeti/1.1)',
      'Baiduspider+',
      'linespider/1.1',
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
    ]) {
      expect(isCrawler(agent)).toBe(true);
    }
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
    expect(isCrawler(undefined)).toBe(false);
  });
});
