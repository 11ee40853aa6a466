import { describe, expect, it } from 'vitest';
import {
  isBranded,
  isCenterJustified,
  isDeal,
  isHighValue,
  isHowTo,
  isLongform,
  STUDIO_NAME,
} from '../../../core/content/classification.ts';

describe('classification (spec 000 §4)', () => {
  it('branded: commercial section, listed id or a studio author', () => {
    expect(STUDIO_NAME).toBe('studio');
    expect(isBranded({ section: 'commercial' })).toBe(true);
    expect(isBranded({ id: 'x1' }, { brandedIds: ['x1'] })).toBe(true);
    expect(isBranded({ id: 'x2' }, { brandedIds: ['x1'] })).toBe(false);
    expect(isBranded({ author: { username: 'NeutronStudio' } })).toBe(true);
    expect(isBranded({ author: { username: 'jane' }, section: 'news' })).toBe(false);
    expect(isBranded({ author: null })).toBe(false);
  });
  it('longform: Longform or starting with longform, any case', () => {
    expect(isLongform({ type: 'Longform' })).toBe(true);
    expect(isLongform({ type: 'longform-immersive' })).toBe(true);
    expect(isLongform({ type: 'LONGFORM' })).toBe(true);
    expect(isLongform({ type: 'Feature' })).toBe(false);
    expect(isLongform({})).toBe(false);
  });
  it('deal: type starts with deals', () => {
    expect(isDeal({ type: 'deals' })).toBe(true);
    expect(isDeal({ type: 'Deals - Precap' })).toBe(true);
    expect(isDeal({ type: 'news' })).toBe(false);
  });
  it('how-to: section how_to', () => {
    expect(isHowTo({ section: 'how_to' })).toBe(true);
    expect(isHowTo({ section: 'how-to' })).toBe(false);
  });
  it('center-justified: listed types, or non-precap types with an image', () => {
    for (const type of ['Explainer', 'Commentary', 'Analysis', 'Exclusive', 'Feature']) {
      expect(isCenterJustified({ type })).toBe(true);
    }
    expect(isCenterJustified({ type: 'News', image: { id: '1' } })).toBe(true);
    expect(isCenterJustified({ type: 'News' })).toBe(false);
    expect(isCenterJustified({ type: 'Best List - Precap', image: { id: '1' } })).toBe(false);
  });
  it('high value: a collection with slug hv', () => {
    expect(isHighValue({ collections: [{ slug: 'other' }, { slug: 'hv' }] })).toBe(true);
    expect(isHighValue({ collections: [{ slug: 'hv7' }] })).toBe(false);
    expect(isHighValue({})).toBe(false);
  });
});
