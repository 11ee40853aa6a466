import { describe, expect, it } from 'vitest';
import { YamlSource } from '../../../core/config/load-yaml.ts';
import { allocationSlots, drawBucket, type RandomSource } from '../../../plugins/ab-test/allocation.ts';
import { type BucketingInput, parseOverrides, resolveBuckets } from '../../../plugins/ab-test/bucketing.ts';
import { COOKIE_NAME, readStateCookie } from '../../../plugins/ab-test/cookie.ts';
import type { CriteriaInput } from '../../../plugins/ab-test/criteria.ts';
import { type AbTest, checkDefinitions } from '../../../plugins/ab-test/definitions.ts';
import { DEFINITIONS } from '../../fixtures/ab-test-definitions.ts';

const NOW = new Date('2024-06-10T12:00:00Z');
const tests: AbTest[] = checkDefinitions(new YamlSource('ab.yaml', DEFINITIONS), NOW).tests;
const allTests = new Map(tests.map((test) => [test.id, test]));

/** mulberry32: a seeded generator, so the draw tests are repeatable. */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

const page: CriteriaInput = { brand: 'default', routeName: 'article', section: 'news', topic: undefined, device: 'mobile', tracking: {} };

function run(extra: Partial<BucketingInput> = {}) {
  return resolveBuckets({
    brandTests: tests,
    allTests,
    cookies: {},
    overrides: [],
    crawler: false,
    criteria: page,
    now: NOW,
    // The last slot: 'exclude' for `nobody`, which allocates only the first.
    random: (max) => max - 1,
    cookie: { domain: undefined, secure: true },
    ...extra,
  });
}

describe('the 100-slot draw', () => {
  it('fills unallocated slots with exclude', () => {
    const slots = allocationSlots([
      { bucket: 'a', percentage: 49 },
      { bucket: 'b', percentage: 49 },
    ]);
    expect(slots).toHaveLength(100);
    expect(slots.filter((slot) => slot === 'exclude')).toHaveLength(2);
  });

  it('is uniform: over 100,000 visitors each share is within 1 point of its percentage (fixed seed)', () => {
    const allocations = [
      { bucket: 'add', percentage: 33 },
      { bucket: 'replace', percentage: 33 },
      { bucket: 'control', percentage: 22 },
    ];
    const slots = allocationSlots(allocations);
    const random = seeded(20240220);
    const counts = new Map<string, number>();
    for (let visitor = 0; visitor < 100_000; visitor += 1) {
      const bucket = drawBucket(slots, random);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    for (const { bucket, percentage } of [...allocations, { bucket: 'exclude', percentage: 12 }]) {
      expect(Math.abs((counts.get(bucket) ?? 0) / 1000 - percentage)).toBeLessThan(1);
    }
  });
});

describe('bucketing one request (spec 001 §4)', () => {
  it('draws on the first eligible page and sets one lax, secure cookie expiring at the end date', () => {
    const result = run({ random: () => 99 });
    expect(result.allocated).toBe(true);
    expect(result.states).toEqual([{ id: 'color', version: 'v1', bucket: 'blue' }]);
    const main = result.cookies.find((cookie) => cookie.name === COOKIE_NAME);
    expect(main?.value).toBe('color:v1:blue');
    expect(main?.options).toEqual({ path: '/', sameSite: 'lax', secure: true, expires: new Date('2024-07-01T00:00:00Z') });
    // reviews_only is not eligible on a news page; ended ended.
    expect(result.active.map(({ test, bucket }) => `${test.id}:${bucket}`)).toEqual(['color:blue', 'nobody:exclude']);
    expect(result.running.map((test) => test.id)).toEqual(['color', 'nobody', 'reviews_only']);
  });

  it('gives an excluded visitor a per-test cookie so they are not drawn again', () => {
    const result = run();
    const exclusion = result.cookies.find((cookie) => cookie.name === `${COOKIE_NAME}_nobody`);
    expect(exclusion?.value).toBe('nobody:v2:exclude');
    expect(exclusion?.options.expires).toEqual(new Date('2024-07-16T00:00:00Z'));
    let draws = 0;
    const again = run({
      cookies: { [COOKIE_NAME]: 'color:v1:red', [`${COOKIE_NAME}_nobody`]: 'nobody:v2:exclude' },
      random: () => {
        draws += 1;
        return 0;
      },
    });
    expect(draws).toBe(0);
    expect(again.allocated).toBe(false);
    expect(again.cookies).toEqual([]);
    expect(again.active.map(({ test, bucket }) => `${test.id}:${bucket}`)).toEqual(['color:red', 'nobody:exclude']);
  });

  it('keeps the bucket of a visitor already in a test', () => {
    const result = run({ cookies: { [COOKIE_NAME]: 'color:v1:red', [`${COOKIE_NAME}_nobody`]: 'nobody:v2:exclude' }, random: () => 99 });
    expect(result.states).toEqual([{ id: 'color', version: 'v1', bucket: 'red' }]);
  });

  it('draws for a test once the visitor reaches an eligible page, keeping the others', () => {
    const result = run({
      cookies: { [COOKIE_NAME]: 'color:v1:red', [`${COOKIE_NAME}_nobody`]: 'nobody:v2:exclude' },
      criteria: { ...page, section: 'reviews' },
    });
    expect(result.cookies.map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual([`${COOKIE_NAME}=color:v1:red|reviews_only:v1:yes`]);
    expect(result.cookies[0]?.options.expires).toEqual(new Date('2024-07-01T00:00:00Z'));
  });

  it.each([
    ['bad syntax', 'color=red'],
    ['an unknown test', 'colour:v1:red'],
    ['an unknown bucket', 'color:v1:green'],
    ['an oversized value', `color:v1:red|${'x'.repeat(3000)}`],
    ['a test twice', 'color:v1:red|color:v1:blue'],
  ])('removes a cookie with %s and draws again', (_reason, value) => {
    const result = run({ cookies: { [COOKIE_NAME]: value } });
    expect(result.discarded).toHaveLength(1);
    const main = result.cookies.find((cookie) => cookie.name === COOKIE_NAME);
    expect(main?.value).toBe('color:v1:blue');
    expect(result.allocated).toBe(true);
  });

  it('removes the cookie when nothing valid is left, and drops states of ended tests or old versions', () => {
    const removed = run({ cookies: { [COOKIE_NAME]: 'bogus' }, brandTests: [] });
    expect(removed.cookies).toEqual([
      { name: COOKIE_NAME, value: '', options: { path: '/', sameSite: 'lax', secure: true, expires: new Date(0) } },
    ]);
    const stale = run({ cookies: { [COOKIE_NAME]: 'ended:v1:a|color:v0:red' }, random: () => 99 });
    expect(stale.discarded).toEqual([]);
    expect(stale.states).toEqual([{ id: 'color', version: 'v1', bucket: 'blue' }]);
    expect(stale.cookies.find((cookie) => cookie.name === COOKIE_NAME)?.value).toBe('color:v1:blue');
  });

  it('never buckets crawlers', () => {
    const result = run({ crawler: true });
    expect(result.states).toEqual([]);
    expect(result.cookies).toEqual([]);
    expect(result.active).toEqual([]);
    expect(result.allocated).toBe(false);
  });

  it('restores state from an override naming a real running test and bucket only', () => {
    const result = run({ cookies: { [COOKIE_NAME]: 'color:v1:red' }, overrides: ['color:blue'] });
    expect(result.states).toEqual([{ id: 'color', version: 'v1', bucket: 'blue' }]);
    const running = tests.filter((test) => test.id !== 'ended');
    expect([...parseOverrides(['color:green,nobody:exclude,ended:a,ghost:x,color', 'color:red:extra'], running)]).toEqual([]);
    expect([...parseOverrides(['reviews_only:yes, color:blue'], running)]).toEqual([
      ['reviews_only', 'yes'],
      ['color', 'blue'],
    ]);
  });

  it('stops bucketing once a test ended', () => {
    const later = run({ now: new Date('2024-07-01T00:00:00Z') });
    expect(later.running.map((test) => test.id)).toEqual(['nobody']);
    expect(later.states).toEqual([]);
  });
});

describe('reading the state cookie', () => {
  const known = { get: (id: string) => (id === 'color' ? { version: 'v1', buckets: ['red', 'blue'] } : undefined) };
  it('accepts only well-formed states of known tests and buckets', () => {
    expect(readStateCookie(undefined, known)).toEqual({ kind: 'absent' });
    expect(readStateCookie('color:v1:red', known)).toEqual({ kind: 'valid', states: [{ id: 'color', version: 'v1', bucket: 'red' }] });
    expect(readStateCookie('', known).kind).toBe('invalid');
    expect(readStateCookie('color:v1:red|', known).kind).toBe('invalid');
    expect(readStateCookie('color:v1:<script>', known).kind).toBe('invalid');
    expect(readStateCookie(Array.from({ length: 70 }, () => 'color:v1:red').join('|'), known).kind).toBe('invalid');
  });
});
