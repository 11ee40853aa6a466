// Bucketing of one request (spec 001 §4): read the visitor's states, apply a valid
// override, keep existing buckets, draw for running eligible tests the visitor is not
// in yet, and say which cookies to set or remove. Pure apart from the random source.

import { drawBucket, EXCLUDE, type RandomSource } from './allocation.ts';
import type { PendingCookie } from './cookie.ts';
import {
  COOKIE_NAME,
  type CookieSettings,
  cookieOptions,
  encodeStates,
  exclusionCookieName,
  exclusionValue,
  type KnownTests,
  readStateCookie,
  removalOptions,
  type TestState,
} from './cookie.ts';
import { type CriteriaInput, criteriaMatch } from './criteria.ts';
import { type AbTest, testStatus } from './definitions.ts';

/** The query parameter that restores a state, like the x-ab-test-variation header. */
export const OVERRIDE_PARAM = 'abTestVariation';
export const OVERRIDE_HEADER = 'x-ab-test-variation';
/** At most this many overrides are read from one request. */
const OVERRIDE_LIMIT = 16;

export interface BucketingInput {
  /** Tests that run on this brand. */
  brandTests: readonly AbTest[];
  /** Every defined test, for validating the cookie (it is shared by both brands). */
  allTests: ReadonlyMap<string, AbTest>;
  cookies: Readonly<Record<string, string | undefined>>;
  /** Override values from the query parameter and the header, in that order. */
  overrides: readonly string[];
  crawler: boolean;
  criteria: CriteriaInput;
  now: Date;
  random: RandomSource;
  cookie: CookieSettings;
}

export interface ActiveTest {
  test: AbTest;
  /** The visitor's bucket; 'exclude' for unallocated slots. */
  bucket: string;
}

export interface BucketingResult {
  /** Running tests of the brand. */
  running: AbTest[];
  /** Running tests eligible on this page, with the visitor's bucket. */
  active: ActiveTest[];
  /** Every state the visitor holds after this request (the cookie's content). */
  states: TestState[];
  /** Tests of the brand the visitor is excluded from (per-test cookies). */
  excluded: Set<string>;
  cookies: PendingCookie[];
  /** A bucket was drawn on this request. */
  allocated: boolean;
  /** Why an incoming cookie was discarded, for the log. */
  discarded: string[];
}

function knownTests(allTests: ReadonlyMap<string, AbTest>): KnownTests {
  return {
    get(id) {
      const test = allTests.get(id);
      return test ? { version: test.version, buckets: test.allocations.map((allocation) => allocation.bucket) } : undefined;
    },
  };
}

/** `testId:bucket` values naming a running test of the brand and one of its buckets. */
export function parseOverrides(values: readonly string[], running: readonly AbTest[]): Map<string, string> {
  const accepted = new Map<string, string>();
  const items = values.flatMap((value) => value.slice(0, 1024).split(',', OVERRIDE_LIMIT)).slice(0, OVERRIDE_LIMIT);
  for (const item of items) {
    const [id, bucket, extra] = item.trim().split(':');
    if (extra !== undefined || !id || !bucket) continue;
    const test = running.find((candidate) => candidate.id === id);
    if (test?.allocations.some((allocation) => allocation.bucket === bucket)) accepted.set(id, bucket);
  }
  return accepted;
}

export function resolveBuckets(input: BucketingInput): BucketingResult {
  const { now } = input;
  const running = input.brandTests.filter((test) => testStatus(test, now) === 'running');
  const result: BucketingResult = { running, active: [], states: [], excluded: new Set(), cookies: [], allocated: false, discarded: [] };
  // Crawlers are never bucketed and never get cookies (spec 000 §6).
  if (input.crawler) return result;

  const read = readStateCookie(input.cookies[COOKIE_NAME], knownTests(input.allTests));
  let states: TestState[] = [];
  let dirty = false;
  if (read.kind === 'invalid') {
    result.discarded.push(`${COOKIE_NAME}: ${read.reason}`);
    dirty = true;
  } else if (read.kind === 'valid') {
    // States of tests that ended (or changed version) are dropped, the rest kept.
    states = read.states.filter((state) => {
      const test = input.allTests.get(state.id);
      return test !== undefined && testStatus(test, now) !== 'ended';
    });
    dirty = states.length !== read.states.length || states.length !== (input.cookies[COOKIE_NAME] ?? '').split('|').length;
  }

  for (const [id, bucket] of parseOverrides(input.overrides, running)) {
    const test = running.find((candidate) => candidate.id === id);
    if (!test) continue;
    states = [...states.filter((state) => state.id !== id), { id, version: test.version, bucket }];
    dirty = true;
  }

  for (const test of running) {
    const exclusionName = exclusionCookieName(test.id);
    const exclusion = input.cookies[exclusionName];
    const held = states.find((state) => state.id === test.id);
    if (held) {
      if (exclusion !== undefined) result.cookies.push({ name: exclusionName, value: '', options: removalOptions(input.cookie) });
      continue;
    }
    if (exclusion !== undefined) {
      if (exclusion === exclusionValue(test.id, test.version)) {
        result.excluded.add(test.id);
        continue;
      }
      result.discarded.push(`${exclusionName}: unexpected value`);
      result.cookies.push({ name: exclusionName, value: '', options: removalOptions(input.cookie) });
    }
    if (!criteriaMatch(test.built, input.criteria)) continue;
    // First eligible page without a cookie for this test: draw (spec 001 §4).
    const bucket = drawBucket(test.slots, input.random);
    result.allocated = true;
    if (bucket === EXCLUDE) {
      result.excluded.add(test.id);
      result.cookies.push({
        name: exclusionName,
        value: exclusionValue(test.id, test.version),
        options: cookieOptions(input.cookie, new Date(test.window.endsAt)),
      });
    } else {
      states.push({ id: test.id, version: test.version, bucket });
      dirty = true;
    }
  }

  if (dirty) {
    if (states.length > 0) {
      // One cookie for every test: it lives as long as the latest test it holds.
      const endsAt = Math.max(...states.map((state) => input.allTests.get(state.id)?.window.endsAt ?? 0));
      result.cookies.push({ name: COOKIE_NAME, value: encodeStates(states), options: cookieOptions(input.cookie, new Date(endsAt)) });
    } else if (input.cookies[COOKIE_NAME] !== undefined) {
      result.cookies.push({ name: COOKIE_NAME, value: '', options: removalOptions(input.cookie) });
    }
  }

  result.states = states;
  for (const test of running) {
    if (!criteriaMatch(test.built, input.criteria)) continue;
    const held = states.find((state) => state.id === test.id);
    if (held) result.active.push({ test, bucket: held.bucket });
    else if (result.excluded.has(test.id)) result.active.push({ test, bucket: EXCLUDE });
  }
  return result;
}
