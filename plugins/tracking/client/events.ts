// Builds the events the tracker sends (the wire format is event-schema.ts): the page
// view with its tracking data, the events other plugins fire, the A/B decisions of a
// page, and the error-page ping's URL. Pure: the tracker passes in what it knows.
import { EVENT_TYPES } from '../constants.ts';
import type { PageTrackingData, TrackingEvent, WebContext } from '../event-schema.ts';
import type { TrackRequest } from './track.ts';

/** What every event of one view carries. */
export interface EventBase {
  eventId: string;
  occurredAt: number;
  sessionId: string;
  viewId: string;
  correlationId: string;
  customerId: string | null;
  hashedEmail: string | null;
  webContext: WebContext;
}

export function pageViewed(base: EventBase, data: PageTrackingData, virtual: boolean, sessionPageViews: number): TrackingEvent {
  return { type: EVENT_TYPES.pageViewed, ...base, properties: { ...data, virtual, sessionPageViews } };
}

const USER_EVENTS = {
  'account-created': EVENT_TYPES.accountCreated,
  login: EVENT_TYPES.login,
  logout: EVENT_TYPES.logout,
  identify: EVENT_TYPES.identify,
} as const;

/** The event of a track() request; undefined for a request that names no known event. */
export function requestedEvent(base: EventBase, request: TrackRequest): TrackingEvent | undefined {
  switch (request.event) {
    case 'account-created':
    case 'login':
    case 'logout':
    case 'identify':
      return { type: USER_EVENTS[request.event], ...base, properties: request.strategy ? { strategy: request.strategy.slice(0, 40) } : {} };
    case 'form-viewed':
    case 'form-submitted': {
      if (typeof request.formId !== 'string' || request.formId === '') return undefined;
      const properties = {
        formId: request.formId.slice(0, 100),
        ...(request.formName ? { formName: request.formName.slice(0, 200) } : {}),
        ...(request.formType ? { formType: request.formType.slice(0, 100) } : {}),
      };
      return request.event === 'form-viewed' ? { type: EVENT_TYPES.formViewed, ...base, properties } : { type: EVENT_TYPES.formSubmitted, ...base, properties };
    }
    case 'video-state': {
      const ok = (value: unknown, allowed: readonly string[]) => typeof value === 'string' && allowed.includes(value);
      if (typeof request.videoId !== 'string' || request.videoId === '' || typeof request.playState !== 'string' || !Number.isInteger(request.playerState) || request.playerState < -2 || request.playerState > 3) return undefined;
      if (!ok(request.state, ['s1', 's2', 's3', 's4']) || !ok(request.autoplayType, ['unkn', 'man', 'auto', 'cont']) || !ok(request.contentType, ['ad', 'ct'])) return undefined;
      return {
        type: EVENT_TYPES.videoStateChanged,
        ...base,
        properties: {
          videoId: request.videoId.slice(0, 200),
          playState: request.playState.slice(0, 40),
          playerState: request.playerState,
          state: request.state,
          autoplayType: request.autoplayType,
          contentType: request.contentType,
        },
      };
    }
    default:
      return undefined;
  }
}

/** spec 001 §7: 'server decision provided', one per A/B test the reader is in. */
export function serverDecision(base: EventBase, test: { id: string; version: string; bucket: string }): TrackingEvent {
  return {
    type: EVENT_TYPES.serverDecisionProvided,
    ...base,
    properties: { testName: test.id, testId: test.id, experienceName: test.bucket, experienceId: `${test.id}:${test.version}:${test.bucket}`, testVersion: test.version },
  };
}

/** spec 001 §7: the error-page ping's query: xref, srcurl, pagetype, pguid, devicetype, sid, env. */
export function errorPingUrl(endpoint: string, fields: { referrer: string; url: string; data: PageTrackingData; sessionId: string; environment: string }): string {
  const query = new URLSearchParams({
    xref: fields.referrer,
    srcurl: fields.url,
    pagetype: fields.data.articleType ?? fields.data.pageType,
    pguid: fields.data.pageViewGuid,
    devicetype: fields.data.deviceType,
    sid: fields.sessionId,
    env: fields.environment,
  });
  return `${endpoint}?${query}`;
}
