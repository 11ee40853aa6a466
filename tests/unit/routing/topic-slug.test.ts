import { describe, expect, it } from 'vitest';
import { cleanTopicSlug } from '../../../core/routing/topic-slug.ts';

describe('cleanTopicSlug (spec 000 §2.8)', () => {
  it('strips a leading cnet- in every section', () => {
    expect(cleanTopicSlug('tech', 'cnet-mobile')).toBe('mobile');
    expect(cleanTopicSlug('news', 'cnet-politics')).toBe('politics');
  });
  it('strips -insurance for finance', () => {
    expect(cleanTopicSlug('personal-finance', 'car-insurance')).toBe('car');
    expect(cleanTopicSlug('personal-finance', 'insurance')).toBe('insurance');
    expect(cleanTopicSlug('tech', 'car-insurance')).toBe('car-insurance');
  });
  it('strips -culture for culture', () => {
    expect(cleanTopicSlug('culture', 'internet-culture')).toBe('internet');
    expect(cleanTopicSlug('news', 'internet-culture')).toBe('internet-culture');
  });
  it('strips a leading home- for home', () => {
    expect(cleanTopicSlug('home', 'home-security')).toBe('security');
    expect(cleanTopicSlug('tech', 'home-entertainment')).toBe('home-entertainment');
  });
  it('strips -health for health', () => {
    expect(cleanTopicSlug('health', 'mental-health')).toBe('mental');
    expect(cleanTopicSlug('science', 'mental-health')).toBe('mental-health');
  });
  it('replaces -&- with -and-', () => {
    expect(cleanTopicSlug('home', 'kitchen-&-household')).toBe('kitchen-and-household');
    expect(cleanTopicSlug('home', 'cnet-home-energy-&-utilities')).toBe('energy-and-utilities');
  });
});
