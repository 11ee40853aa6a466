// Script sampling: the share of readers a declared script loads for, drawn from the
// reader's first-party id (core/scripts/sampling.ts).
import { describe, expect, it } from 'vitest';
import { isSampledIn, samplingBucket } from '../../../core/scripts/sampling.ts';

const readers = Array.from({ length: 2000 }, (_, index) => `reader-${index.toString(16).padStart(8, '0')}`);
const share = (scriptId: string, percent: number) => readers.filter((reader) => isSampledIn(scriptId, percent, () => reader)).length / readers.length;

describe('script sampling', () => {
  it('loads for every reader at 100 and for none at 0, without reading the id', () => {
    const noId = () => {
      throw new Error('the id is not needed');
    };
    expect(isSampledIn('ads-survey', 100, noId)).toBe(true);
    expect(isSampledIn('ads-survey', 0, noId)).toBe(false);
    expect(share('ads-survey', 100)).toBe(1);
    expect(share('ads-survey', 0)).toBe(0);
  });

  it('gives one reader the same answer every time', () => {
    for (const reader of readers.slice(0, 50)) {
      const first = isSampledIn('ads-survey', 30, () => reader);
      for (let again = 0; again < 3; again += 1) expect(isSampledIn('ads-survey', 30, () => reader)).toBe(first);
    }
  });

  it('lets in about the configured share of readers, more readers for a higher share', () => {
    expect(share('ads-survey', 10)).toBeGreaterThan(0.07);
    expect(share('ads-survey', 10)).toBeLessThan(0.13);
    expect(share('ads-survey', 50)).toBeGreaterThan(0.46);
    expect(share('ads-survey', 50)).toBeLessThan(0.54);
    // A reader in at 10 % is in at 50 %: raising the share only adds readers.
    for (const reader of readers) if (isSampledIn('ads-survey', 10, () => reader)) expect(isSampledIn('ads-survey', 50, () => reader)).toBe(true);
  });

  it('draws each script apart: being in for one says nothing about another', () => {
    const both = readers.filter((reader) => samplingBucket(reader, 'ads-survey') < 50 && samplingBucket(reader, 'ads-poll') < 50).length / readers.length;
    expect(both).toBeGreaterThan(0.2);
    expect(both).toBeLessThan(0.3);
  });
});
