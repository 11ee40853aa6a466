// The consent cookie's value: versioned, the granted codes, a GPC mark; anything else is
// ignored (the reader is asked again).
import { describe, expect, it } from 'vitest';
import { decodeChoice, encodeChoice } from '../../../plugins/consent/cookie.ts';

describe('the consent cookie', () => {
  it('lists the granted codes in order, critical always, and marks a choice made under GPC', () => {
    expect(encodeChoice({ granted: ['social', 'performance'], gpc: false })).toBe('1.C0001-C0002-C0005');
    expect(encodeChoice({ granted: [], gpc: false })).toBe('1.C0001');
    expect(encodeChoice({ granted: ['critical', 'targeting'], gpc: true })).toBe('1.C0001-C0004.gpc');
  });

  it('reads back what it wrote', () => {
    for (const choice of [
      { granted: ['critical'], gpc: false },
      { granted: ['critical', 'performance', 'functional', 'targeting', 'social'], gpc: false },
      { granted: ['critical', 'targeting'], gpc: true },
    ] as const) {
      expect(decodeChoice(encodeChoice(choice))).toEqual(choice);
    }
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['another version', '2.C0001-C0002'],
    ['no version', 'C0001-C0002'],
    ['without critical', '1.C0002-C0003'],
    ['an unknown code', '1.C0001-C0006'],
    ['a code twice', '1.C0001-C0002-C0002'],
    ['a bad mark', '1.C0001.yes'],
    ['spaces', '1.C0001 -C0002'],
    ['a trailing separator', '1.C0001-'],
    ['lower case', '1.c0001'],
    ['JSON', '{"C0001":true}'],
    ['oversized', `1.C0001${'-C0002'.repeat(500)}`],
  ])('ignores %s', (_name, value) => {
    expect(decodeChoice(value)).toBeUndefined();
  });
});
