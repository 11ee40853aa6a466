import { describe, expect, it } from 'vitest';
import { CROP_PATTERN, formatPrecrop, gravityRequestsBounds, isValidCrop, parseCrop } from '../../../core/images/crop.ts';
import { parseNumber, parseWholeNumber } from '../../../core/images/parse-number.ts';

describe('parseCrop (spec 000 §5: width x height + x offset + y offset)', () => {
  it('reads the four numbers', () => {
    expect(parseCrop('1200x675+0+140')).toEqual({ width: 1200, height: 675, x: 0, y: 140 });
    expect(formatPrecrop(parseCrop('10x20+3+4'))).toBe('10,20,x3,y4');
  });

  it.each([
    '',
    '1200x675',
    '1200x675+0',
    '1200*675+0+0',
    '0x10+0+0',
    '10x0+0+0',
    '-10x10+0+0',
    '10x10-1+0',
    '10x10+1.5+0',
    'axb+c+d',
    '10x10+0+0 junk',
  ])('rejects %j', (crop) => {
    expect(isValidCrop(crop)).toBe(false);
    expect(() => parseCrop(crop)).toThrow(expect.objectContaining({ code: 'NEUTRON_ERR_IMAGE_CROP' }));
  });

  it('exposes the pattern', () => {
    expect(CROP_PATTERN.test('1x1+0+0')).toBe(true);
  });
});

describe('crop gravity', () => {
  it('codes 0 and 5 produce no bounds fit', () => {
    expect(gravityRequestsBounds(0)).toBe(false);
    expect(gravityRequestsBounds(5)).toBe(false);
    expect(gravityRequestsBounds(undefined)).toBe(false);
    for (const code of [1, 2, 3, 4, 6, 7, 8, 9]) expect(gravityRequestsBounds(code)).toBe(true);
  });
});

describe('numeric parsing throws on NaN (spec 000 §5)', () => {
  it('accepts numbers and decimal strings', () => {
    expect(parseNumber(' 12 ', 'x')).toBe(12);
    expect(parseNumber('1.5', 'x')).toBe(1.5);
    expect(parseNumber(7, 'x')).toBe(7);
  });

  it.each(['', ' ', 'abc', '0x10', '1e3', 'NaN', 'Infinity', null, undefined, {}, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws on %j',
    (value) => {
      expect(() => parseNumber(value, 'test value')).toThrow(expect.objectContaining({ code: 'NEUTRON_ERR_IMAGE_NUMBER' }));
    },
  );

  it('names the value and what it was for', () => {
    expect(() => parseNumber('abc', 'image width')).toThrow("Invalid number 'abc' in image width");
  });

  it('whole numbers respect the minimum', () => {
    expect(parseWholeNumber('3', 'x', 1)).toBe(3);
    expect(() => parseWholeNumber('0', 'x', 1)).toThrow();
    expect(() => parseWholeNumber('2.5', 'x')).toThrow();
  });
});
