// The nemo_highlander cookie (spec 001 §9): one cookie holding the visitor's states for
// every test, `id:version:bucket|id:version:bucket`, strictly validated against the
// definitions. Excluded visitors get a per-test cookie instead (spec 001 §4).
import type { CookieOptions } from '../../core/index.ts';
import { EXCLUDE } from './allocation.ts';
import { STATE_MAX_LENGTH } from './definitions.ts';

export const COOKIE_NAME = 'nemo_highlander';
/** A value longer than this, or holding more states, is treated as tampered. */
export const COOKIE_MAX_LENGTH = 2048;
export const COOKIE_MAX_STATES = 64;
const STATE = /^([A-Za-z][A-Za-z0-9_]*):([A-Za-z0-9][A-Za-z0-9_]*):([A-Za-z][A-Za-z0-9_]*)$/;

/** A cookie to set on the response (the shape of the page context's cookies). */
export interface PendingCookie {
  name: string;
  value: string;
  options: CookieOptions;
}

/** Test state (spec 001 §3): id, version, bucket. */
export interface TestState {
  id: string;
  version: string;
  bucket: string;
}

/** What the cookie may name: the definitions' tests and their buckets. */
export interface KnownTests {
  get(id: string): { version: string; buckets: readonly string[] } | undefined;
}

export type CookieRead =
  | { kind: 'absent' }
  | { kind: 'valid'; states: TestState[] }
  /** Bad syntax, an unknown test or bucket, or oversized: remove it and draw again. */
  | { kind: 'invalid'; reason: string };

export function encodeState(state: TestState): string {
  return `${state.id}:${state.version}:${state.bucket}`;
}

export function encodeStates(states: readonly TestState[]): string {
  return states.map(encodeState).join('|');
}

/**
 * Reads the cookie. A state whose test now has another version is dropped (the visitor
 * is drawn again for the new version); anything else unexpected invalidates the cookie.
 */
export function readStateCookie(value: string | undefined, known: KnownTests): CookieRead {
  if (value === undefined) return { kind: 'absent' };
  if (value.length === 0 || value.length > COOKIE_MAX_LENGTH) return { kind: 'invalid', reason: 'empty or oversized' };
  const parts = value.split('|');
  if (parts.length > COOKIE_MAX_STATES) return { kind: 'invalid', reason: 'too many states' };
  const states: TestState[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    const match = STATE.exec(part);
    if (!match || part.length > STATE_MAX_LENGTH) return { kind: 'invalid', reason: `bad state '${part.slice(0, 40)}'` };
    const [, id = '', version = '', bucket = ''] = match;
    const test = known.get(id);
    if (!test) return { kind: 'invalid', reason: `unknown test '${id}'` };
    if (seen.has(id)) return { kind: 'invalid', reason: `test '${id}' twice` };
    seen.add(id);
    if (test.version !== version) continue;
    if (!test.buckets.includes(bucket)) return { kind: 'invalid', reason: `unknown bucket '${bucket}' of test '${id}'` };
    states.push({ id, version, bucket });
  }
  return { kind: 'valid', states };
}

/** The per-test cookie that keeps an excluded visitor from being drawn again. */
export function exclusionCookieName(testId: string): string {
  return `${COOKIE_NAME}_${testId}`;
}

export function exclusionValue(testId: string, version: string): string {
  return encodeState({ id: testId, version, bucket: EXCLUDE });
}

export interface CookieSettings {
  domain: string | undefined;
  secure: boolean;
}

/** Spec 001 §9 cookie defaults: SameSite lax, secure, path /. */
export function cookieOptions(settings: CookieSettings, expires: Date): CookieOptions {
  return {
    path: '/',
    sameSite: 'lax',
    secure: settings.secure,
    expires,
    ...(settings.domain ? { domain: settings.domain } : {}),
  };
}

/** An expired cookie: how a browser is told to drop one. */
export function removalOptions(settings: CookieSettings): CookieOptions {
  return cookieOptions(settings, new Date(0));
}
