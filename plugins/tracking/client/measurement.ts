// The measurement calls the tracker makes besides events (spec 001 §7, §9): the
// audience-measurement image ping with the page's Comscore section code, and the
// personalisation service's rules call with the visitor's anonymous id, which lives in
// localStorage from the first call on (so the next page load is a returning visitor's).
import { comscoreSectionCode } from '../constants.ts';
import type { PersonalisationAnswer } from '../event-schema.ts';
import type { SessionStorageLike } from './session.ts';

/** Window event other plugins listen to for the personalisation rules of this visitor. */
export const PERSONALISATION_EVENT = 'neutron:personalisation';
export const VISITOR_KEY = 'neutron.visitor';
const ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

export interface AudiencePing {
  url: string;
  title: string;
  referrer: string;
  siteSection: string | null;
  viewId: string;
}

export function audiencePingUrl(endpoint: string, ping: AudiencePing): string {
  const query = new URLSearchParams({ c1: '2', c7: ping.url, c8: ping.title, c9: ping.referrer });
  const section = comscoreSectionCode(ping.siteSection);
  if (section) query.set('comscorekw', section);
  query.set('rn', ping.viewId);
  return `${endpoint}?${query}`;
}

export interface Visitor {
  anonymousId: string;
  isNew: boolean;
}

/** The visitor's anonymous id; a visitor without one is new, and gets one now. */
export function readVisitor(storage: SessionStorageLike, newId: () => string): Visitor {
  let stored: string | null = null;
  try {
    stored = storage.getItem(VISITOR_KEY);
  } catch {
    // Unreadable storage: a new visitor.
  }
  if (stored && ID_PATTERN.test(stored)) return { anonymousId: stored, isNew: false };
  const anonymousId = newId();
  try {
    storage.setItem(VISITOR_KEY, anonymousId);
  } catch {
    // Storage refused: the id lasts this page.
  }
  return { anonymousId, isNew: true };
}

export function personalisationUrl(endpoint: string, fields: { visitor: Visitor; deviceType: string; instanceId: string }): string {
  const query = new URLSearchParams({
    anonymousId: fields.visitor.anonymousId,
    device_type: fields.deviceType,
    instanceId: fields.instanceId,
    is_new_visitor: String(fields.visitor.isNew),
  });
  return `${endpoint}?${query}`;
}

/** The service's answer when it has the expected shape. */
export function personalisationAnswer(body: unknown): PersonalisationAnswer | undefined {
  const answer = body as Partial<PersonalisationAnswer> | null;
  return typeof answer === 'object' && answer !== null && typeof answer.anonymousId === 'string' && Array.isArray(answer.rules) ? (answer as PersonalisationAnswer) : undefined;
}
