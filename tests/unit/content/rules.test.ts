import { describe, expect, it } from 'vitest';
import { fullName, isMedicalReviewer, isValidAuthor, twitterHandle } from '../../../core/content/rules/author.ts';
import { parseCrop } from '../../../core/content/rules/crop.ts';
import { formatUsd } from '../../../core/content/rules/currency.ts';
import { formatDisplayDate, formatLiveItemDate, formatLongDate, formatShortDate } from '../../../core/content/rules/date-display.ts';
import { readDate, toUtcString } from '../../../core/content/rules/dates.ts';
import { formatDuration } from '../../../core/content/rules/duration.ts';
import { isEmail } from '../../../core/content/rules/email.ts';
// One image-validity rule: a usable image is a valid one.
import { isValidHubImage, isValidImage, isValidImage as isUsableImage } from '../../../core/content/rules/image-validity.ts';
import { isFaqLayout, isFaqQuestion, isHowToLayout } from '../../../core/content/rules/layouts.ts';
import { sortLiveItemsNewestFirst } from '../../../core/content/rules/live-items.ts';
import { needsAffiliateDisclosure, videoTranscript } from '../../../core/content/rules/media.ts';
import { parseNumber } from '../../../core/content/rules/numbers.ts';
import { preferredDate } from '../../../core/content/rules/preferred-date.ts';
import { splitProsCons } from '../../../core/content/rules/pros-cons.ts';
import { isValidRating, normalizeReviewType } from '../../../core/content/rules/review-type.ts';
import { hubTopicPathString, topicDepth, topicPathSlugs } from '../../../core/content/rules/topic.ts';

describe('dates (spec 000 §3)', () => {
  it('reads zone-less strings as UTC', () => {
    expect(toUtcString('2024-03-01 10:00:00')).toBe('2024-03-01T10:00:00.000Z');
    expect(toUtcString('2024-03-01T10:00:00+02:00')).toBe('2024-03-01T08:00:00.000Z');
  });
  it('treats dates at or before the epoch, and garbage, as none', () => {
    expect(readDate('1970-01-01T00:00:00Z')).toBeUndefined();
    expect(readDate('1969-12-31T00:00:00Z')).toBeUndefined();
    expect(readDate('not a date')).toBeUndefined();
    expect(readDate('')).toBeUndefined();
  });
});

describe('preferred date', () => {
  const all = {
    datePublished: '2024-01-01T00:00:00Z',
    displayDatePublished: '2024-01-02T00:00:00Z',
    dateUpdated: '2024-02-01T00:00:00Z',
    displayDateUpdated: '2024-02-02T00:00:00Z',
  };
  const now = () => new Date('2030-01-01T00:00:00Z');
  it("'updated' prefers displayDateUpdated, dateUpdated, displayDatePublished, datePublished", () => {
    expect(preferredDate(all, 'updated').toISOString()).toBe('2024-02-02T00:00:00.000Z');
    expect(preferredDate({ ...all, displayDateUpdated: undefined }, 'updated').toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(preferredDate({ datePublished: all.datePublished }, 'updated').toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });
  it("'created' prefers the published dates", () => {
    expect(preferredDate(all, 'created').toISOString()).toBe('2024-01-02T00:00:00.000Z');
    expect(preferredDate({ ...all, displayDatePublished: undefined }, 'created').toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });
  it('defaults to the later display date, else any date, else now', () => {
    expect(preferredDate({ displayDatePublished: '2024-05-01T00:00:00Z', displayDateUpdated: '2024-04-01T00:00:00Z' }).toISOString()).toBe(
      '2024-05-01T00:00:00.000Z',
    );
    expect(preferredDate(all).toISOString()).toBe('2024-02-02T00:00:00.000Z');
    expect(preferredDate({ dateUpdated: '2024-02-01T00:00:00Z' }).toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(preferredDate({ datePublished: '1970-01-01T00:00:00Z' }, 'default', now).toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });
});

describe('display formats (spec 000 §9)', () => {
  it('answers a date it formatted before the same way, also after many others', () => {
    const first = formatLongDate('2024-01-05T18:00:00Z');
    for (let day = 0; day < 5000; day += 1) formatLongDate(new Date(Date.UTC(2020, 0, 1 + day)));
    expect(formatLongDate('2024-01-05T18:00:00Z')).toBe(first);
    expect(formatLongDate(new Date(Date.UTC(2020, 0, 1)))).toBe('Dec 31, 2019, 4:00 PM PST');
    expect(formatShortDate('2024-07-04T12:00:00Z')).toBe('Jul 4, 2024');
  });

  const now = new Date('2024-06-15T12:00:00Z');
  it('is relative under 10 days', () => {
    expect(formatDisplayDate('2024-06-15T11:55:00Z', now)).toBe('5 mins ago');
    expect(formatDisplayDate('2024-06-15T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatDisplayDate('2024-06-14T11:00:00Z', now)).toBe('1 day ago');
    expect(formatDisplayDate('2024-06-05T12:00:01Z', now)).toBe('9 days ago');
  });
  it('is formatted in US Pacific time from 10 days on', () => {
    expect(formatDisplayDate('2024-06-05T12:00:00Z', now)).toBe('Jun 5, 2024');
    // 03:00 UTC on the 2nd is still the 1st in Los Angeles.
    expect(formatDisplayDate('2024-03-02T03:00:00Z', now)).toBe('Mar 1, 2024');
    expect(formatLongDate('2024-01-05T18:00:00Z')).toContain('10:00');
    expect(formatLongDate('2024-01-05T18:00:00Z')).toContain('PST');
  });
  it('shows a date alone, never relative; a calendar date is its own day', () => {
    expect(formatShortDate('2024-03-02T03:00:00Z')).toBe('Mar 1, 2024');
    expect(formatShortDate('2024-08-20')).toBe('Aug 20, 2024');
    expect(formatShortDate('1970-01-01')).toBe('');
    expect(formatShortDate(undefined)).toBe('');
  });
  it('shows a live item of today (US Pacific) as its date alone, earlier days as days ago', () => {
    // 05:00 on Jun 15 in Los Angeles.
    expect(formatLiveItemDate('2024-06-15T11:55:00Z', now)).toBe('Jun 15, 2024');
    expect(formatLiveItemDate('2024-06-15T07:00:00Z', now)).toBe('Jun 15, 2024');
    // 23:30 on Jun 14 in Los Angeles, though the same UTC day and five hours old.
    expect(formatLiveItemDate('2024-06-15T06:30:00Z', now)).toBe('1 day ago');
    // 23:30 on Jun 15 in Los Angeles, already Jun 16 in UTC: still today.
    expect(formatLiveItemDate('2024-06-15T07:00:00Z', new Date('2024-06-16T06:30:00Z'))).toBe('Jun 15, 2024');
    expect(formatLiveItemDate('2024-06-06T12:00:00Z', now)).toBe('9 days ago');
    expect(formatLiveItemDate('2024-06-05T12:00:00Z', now)).toBe('Jun 5, 2024');
    // Across the change to daylight saving time (Mar 10): Mar 9, 23:00 PST is two days before Mar 11.
    expect(formatLiveItemDate('2024-03-10T07:00:00Z', new Date('2024-03-11T12:00:00Z'))).toBe('2 days ago');
    expect(formatLiveItemDate('2024-06-16T12:00:00Z', now)).toBe('Jun 16, 2024');
    expect(formatLiveItemDate(undefined, now)).toBe('');
  });
  it('shows a live item the same in every time zone of the process', () => {
    const zone = process.env.TZ;
    const shown = () => [formatLiveItemDate('2024-06-15T07:00:00Z', now), formatLiveItemDate('2024-06-15T06:30:00Z', now)];
    try {
      process.env.TZ = 'Asia/Tokyo';
      const tokyo = shown();
      process.env.TZ = 'Pacific/Honolulu';
      expect(shown()).toEqual(tokyo);
      expect(tokyo).toEqual(['Jun 15, 2024', '1 day ago']);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
  it('formats durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(412)).toBe('6:52');
    expect(formatDuration(3600)).toBe('60:00');
  });
  it('formats USD with zero minimum fraction digits', () => {
    expect(formatUsd(999)).toBe('$999');
    expect(formatUsd(279.99)).toBe('$279.99');
    expect(formatUsd(42600)).toBe('$42,600');
  });
});

describe('validation rules (spec 000 §5)', () => {
  it('parses numbers and throws on NaN', () => {
    expect(parseNumber('1,299.50')).toBe(1299.5);
    expect(parseNumber(7)).toBe(7);
    expect(() => parseNumber('abc', 'price')).toThrow(/price is not a number/);
  });
  it('checks email in lower case', () => {
    expect(isEmail('Reader@Example.COM')).toBe(true);
    expect(isEmail('a.b+c@sub.example.io')).toBe(true);
    expect(isEmail('no-at-sign.example.com')).toBe(false);
    expect(isEmail('x@example.c')).toBe(false);
    expect(isEmail('x@example.c0m')).toBe(false);
  });
  it('splits pros and cons on a tilde or period plus space, dropping empties', () => {
    expect(splitProsCons('Fast~Bright screen~~')).toEqual(['Fast', 'Bright screen']);
    expect(splitProsCons('Slow charging. Runs warm.')).toEqual(['Slow charging', 'Runs warm']);
    expect(splitProsCons('Version 2.5 is fine')).toEqual(['Version 2.5 is fine']);
    expect(splitProsCons(undefined)).toEqual([]);
  });
  it('matches crop strings width x height + x + y', () => {
    expect(parseCrop('1200x675+0+120')).toEqual({ width: 1200, height: 675, x: 0, y: 120 });
    expect(parseCrop('1200x675')).toBeUndefined();
    expect(parseCrop('1200x675+0+-1')).toBeUndefined();
  });
  it('tells hub images from ordinary images', () => {
    expect(isValidHubImage({ id: '1', filename: 'a.jpg', dateCreated: '2024-01-01T00:00:00Z' })).toBe(true);
    expect(isValidHubImage({ id: '1', filename: 'a.jpg', dateCreated: '1970-01-01T00:00:00Z' })).toBe(false);
    expect(isValidHubImage({ filename: 'a.jpg', dateCreated: '2024-01-01T00:00:00Z' })).toBe(false);
    expect(isValidImage({ bucketPath: '/a/b.jpg', bucketType: 'x' })).toBe(true);
    expect(isValidImage({ bucketPath: '/a/b.jpg' })).toBe(false);
    expect(isUsableImage({ imageUrl: 'https://example.com/x.jpg' })).toBe(false);
  });
  it('accepts ratings 0 to 10 and maps review type aliases', () => {
    expect(isValidRating(0)).toBe(true);
    expect(isValidRating(10)).toBe(true);
    expect(isValidRating(10.5)).toBe(false);
    expect(isValidRating(undefined)).toBe(false);
    expect(normalizeReviewType('First Take')).toBe('preview');
    expect(normalizeReviewType('firsttake')).toBe('preview');
    expect(normalizeReviewType('In Depth')).toBe('review');
    expect(normalizeReviewType('other')).toBeUndefined();
    // Names every object has are no review types.
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) expect(normalizeReviewType(name), name).toBeUndefined();
  });
});

describe('layouts (spec 000 §4)', () => {
  it('knows the FAQ and how-to layouts', () => {
    expect(isFaqLayout('FAQ Markup')).toBe(true);
    expect(isFaqLayout('FAQ Markup + BL Precap')).toBe(true);
    expect(isFaqLayout('FAQ Markup + Small Image Listicle')).toBe(true);
    expect(isFaqLayout('faq markup')).toBe(false);
    expect(isHowToLayout('How To - Markup')).toBe(true);
    expect(isHowToLayout('FAQ Markup')).toBe(false);
  });
  it('counts only headings ending with ? as FAQ questions', () => {
    expect(isFaqQuestion('How much sleep do adults need?')).toBe(true);
    expect(isFaqQuestion('Our verdict')).toBe(false);
  });
});

describe('people and topics (spec 000 §3)', () => {
  it('needs a username for a valid author', () => {
    expect(isValidAuthor({ username: 'ana' })).toBe(true);
    expect(isValidAuthor({ firstName: 'Ana' })).toBe(false);
    expect(isValidAuthor({ username: '  ' })).toBe(false);
  });
  it('recognises the Medical Reviewer role and shows twitter with @', () => {
    expect(isMedicalReviewer({ roles: [{ name: 'Medical Reviewer' }] })).toBe(true);
    expect(isMedicalReviewer({ roles: [{ name: 'Editor' }] })).toBe(false);
    expect(twitterHandle({ socialProfileIds: { twitter: 'ana' } })).toBe('@ana');
    expect(twitterHandle({ socialProfileIds: { twitter: '@ana' } })).toBe('@ana');
    expect(twitterHandle({})).toBeUndefined();
  });
  it('trims full names', () => {
    expect(fullName({ firstName: 'Ana', lastName: 'Lopez' })).toBe('Ana Lopez');
    expect(fullName({ firstName: ' Ana ' })).toBe('Ana');
    expect(fullName({})).toBe('');
  });
  it('builds topic paths and the hub path string', () => {
    const topic = {
      slug: 'travel',
      name: 'Travel',
      topicPath: [
        { slug: 'personal-finance', name: 'Personal Finance' },
        { slug: 'credit-cards', name: 'Credit Cards' },
      ],
    };
    expect(topicPathSlugs(topic)).toEqual(['personal-finance', 'credit-cards', 'travel']);
    expect(hubTopicPathString(topic)).toBe('Personal Finance^Credit Cards^Travel');
    expect(topicDepth(topic)).toBe(2);
  });
});

describe('media rules', () => {
  it('shows the affiliate disclosure only with resellers or buy buttons', () => {
    expect(needsAffiliateDisclosure({ items: [{ title: 'a' }] })).toBe(false);
    expect(needsAffiliateDisclosure({ relatedProduct: { resellers: [{ name: 'Shop', url: 'https://shop.example' }] }, items: [] })).toBe(
      true,
    );
    expect(needsAffiliateDisclosure({ items: [{ body: '<shortcode type="buybutton" id="x"></shortcode>' }] })).toBe(true);
    expect(needsAffiliateDisclosure({ items: [{ relatedProduct: { resellers: [{ name: 'S', url: 'https://s.example' }] } }] })).toBe(true);
  });
  it('takes the txt caption as transcript, newlines removed', () => {
    expect(
      videoTranscript({
        captions: [
          { format: 'webvtt', data: 'WEBVTT' },
          { format: 'txt', data: 'Hello.\nWorld.' },
        ],
      }),
    ).toBe('Hello. World.');
    expect(videoTranscript({ captions: [] })).toBeUndefined();
  });
  it('sorts live items newest first and drops deleted ones', () => {
    const items = [
      { id: 'a', sequence: 1 },
      { id: 'b', sequence: 3 },
      { id: 'c', sequence: 2, deleted: true },
    ];
    expect(sortLiveItemsNewestFirst(items).map((item) => item.id)).toEqual(['b', 'a']);
  });
});
