// The events the collector accepts, as TypeBox schemas (validated once, at the
// collector's boundary) and the types both sides use. The browser imports only types
// from here (`import type`), never TypeBox itself.
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { COMSCORE_SECTION_CODES, EVENT_TYPES } from './constants.ts';

const Strict = { additionalProperties: false } as const;
const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Ids the browser makes (UUIDs) or the server hands out. */
const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });
const DeviceSchema = Type.Union([Type.Literal('desktop'), Type.Literal('tablet'), Type.Literal('mobile')]);

/** Page tracking data (spec 001 §3), every field; unknown values are null or empty lists. */
export const PageTrackingDataSchema = Type.Object(
  {
    pageType: Text(100, 1),
    postId: Nullable(Text(100)),
    articleId: Nullable(Text(100)),
    collectionId: Nullable(Text(100)),
    articleType: Nullable(Text(100)),
    articleSubType: Nullable(Text(100)),
    articleAuthorName: Type.Array(Text(200), { maxItems: 20 }),
    siteSection: Nullable(Text(100)),
    topicName: Type.Array(Text(200), { maxItems: 20 }),
    brand: Text(40, 1),
    siteName: Text(100),
    siteType: Text(40),
    edition: Text(20, 1),
    deviceType: DeviceSchema,
    pageViewGuid: Id,
    limit: Type.Integer({ minimum: 0, maximum: 100 }),
    testGroup: Nullable(Text(400)),
    testName: Nullable(Text(400)),
    testVersion: Nullable(Text(400)),
    soastaBucket: Nullable(Text(400)),
    soastaPageType: Text(100),
    traffic_source: Nullable(Text(200)),
    reportSuiteId: Text(100),
    /** Error pages (spec 000 §2.7): 'error:error_page'. */
    channelType: Type.Optional(Nullable(Text(100))),
  },
  Strict,
);
export type PageTrackingData = Static<typeof PageTrackingDataSchema>;

/** Where the event happened, as the browser saw it. */
export const WebContextSchema = Type.Object(
  {
    url: Text(2048),
    path: Text(2048),
    referrer: Text(2048),
    title: Text(300),
    /** The route name of the page (the collector's report counts page views per route). */
    route: Text(200),
    /** The brand id of the page (default, auto). */
    brand: Text(40),
    locale: Text(20),
    viewport: Type.Object({ width: Type.Integer({ minimum: 0, maximum: 100_000 }), height: Type.Integer({ minimum: 0, maximum: 100_000 }) }, Strict),
    /** One per page load: tells apart two tabs of one session. */
    instanceId: Id,
  },
  Strict,
);
export type WebContext = Static<typeof WebContextSchema>;

/** What every event carries (spec 001 §3: customer id, hashed email, correlation id, web context). */
const envelope = {
  eventId: Id,
  /** Milliseconds since the epoch, in the browser. */
  occurredAt: Type.Integer({ minimum: 0 }),
  sessionId: Id,
  viewId: Id,
  correlationId: Id,
  customerId: Nullable(Text(200)),
  /** SHA-256 (hex) of the trimmed, lower-cased address. */
  hashedEmail: Nullable(Type.String({ pattern: '^[a-f0-9]{64}$' })),
  webContext: WebContextSchema,
};

const eventOf = <T extends string, P extends TSchema>(type: T, properties: P) =>
  Type.Object({ type: Type.Literal(type), ...envelope, properties }, Strict);

const UserProperties = Type.Object({ strategy: Type.Optional(Text(40)) }, Strict);
/** A video player's state change (the video plugin sends them): Chartbeat words of spec 001 §9. */
const VideoProperties = Type.Object(
  {
    videoId: Text(200, 1),
    playState: Text(40, 1),
    /** The spec's player state number: EMPTY -2 … BUFFERING 3. */
    playerState: Type.Integer({ minimum: -2, maximum: 3 }),
    state: Type.Union([Type.Literal('s1'), Type.Literal('s2'), Type.Literal('s3'), Type.Literal('s4')]),
    autoplayType: Type.Union([Type.Literal('unkn'), Type.Literal('man'), Type.Literal('auto'), Type.Literal('cont')]),
    contentType: Type.Union([Type.Literal('ad'), Type.Literal('ct')]),
  },
  Strict,
);
const FormProperties = Type.Object({ formId: Text(100, 1), formName: Type.Optional(Text(200)), formType: Type.Optional(Text(100)) }, Strict);

export const PageViewedSchema = eventOf(
  EVENT_TYPES.pageViewed,
  Type.Composite([PageTrackingDataSchema, Type.Object({ virtual: Type.Boolean(), sessionPageViews: Type.Integer({ minimum: 1 }) })], Strict),
);
export const ServerDecisionProvidedSchema = eventOf(
  EVENT_TYPES.serverDecisionProvided,
  Type.Object({ testName: Text(100, 1), testId: Text(100, 1), experienceName: Text(100, 1), experienceId: Text(200, 1), testVersion: Text(100, 1) }, Strict),
);

/** Each event type's schema, by type (the collector names the failed fields of the type sent). */
export const EVENT_SCHEMAS = [
  PageViewedSchema,
  eventOf(EVENT_TYPES.accountCreated, UserProperties),
  eventOf(EVENT_TYPES.login, UserProperties),
  eventOf(EVENT_TYPES.logout, UserProperties),
  eventOf(EVENT_TYPES.identify, UserProperties),
  eventOf(EVENT_TYPES.formViewed, FormProperties),
  eventOf(EVENT_TYPES.formSubmitted, FormProperties),
  ServerDecisionProvidedSchema,
  eventOf(EVENT_TYPES.videoStateChanged, VideoProperties),
] as const;

export const TrackingEventSchema = Type.Union([...EVENT_SCHEMAS]);
export type TrackingEvent = Static<typeof TrackingEventSchema>;
export type PageViewedEvent = Static<typeof PageViewedSchema>;

/** A request body: one event or a batch. */
export const MAX_EVENTS_PER_REQUEST = 20;
export const CollectBodySchema = Type.Union([TrackingEventSchema, Type.Array(TrackingEventSchema, { minItems: 1, maxItems: MAX_EVENTS_PER_REQUEST })]);

/** The error-page ping's query (spec 001 §7). */
export const ErrorPingQuerySchema = Type.Object(
  {
    xref: Text(2048),
    srcurl: Text(2048),
    pagetype: Text(100, 1),
    pguid: Id,
    devicetype: DeviceSchema,
    sid: Id,
    env: Text(20, 1),
  },
  Strict,
);
export type ErrorPingQuery = Static<typeof ErrorPingQuerySchema>;

/** The audience-measurement image ping's query (spec 001 §7, §9), in the measurement
 *  service's words: c1 2 (a web page), c7 the page URL, c8 its title, c9 the referrer,
 *  comscorekw the section code when the page's section has one, rn the view id (each view
 *  is its own request). */
export const AudiencePingQuerySchema = Type.Object(
  {
    c1: Type.Literal('2'),
    c7: Text(2048, 1),
    c8: Text(300),
    c9: Text(2048),
    comscorekw: Type.Optional(Type.Union(COMSCORE_SECTION_CODES.map((code) => Type.Literal(code)))),
    rn: Id,
  },
  Strict,
);
export type AudiencePingQuery = Static<typeof AudiencePingQuerySchema>;

/** The personalisation service's rules call (spec 001 §7). */
export const PersonalisationQuerySchema = Type.Object(
  {
    anonymousId: Id,
    device_type: DeviceSchema,
    instanceId: Id,
    is_new_visitor: Type.Union([Type.Literal('true'), Type.Literal('false')]),
  },
  Strict,
);
export type PersonalisationQuery = Static<typeof PersonalisationQuerySchema>;

/** What the personalisation service answers: the rules that apply to this visitor. */
export interface PersonalisationAnswer {
  anonymousId: string;
  /** new-visitor or returning-visitor, from is_new_visitor. */
  segment: 'new-visitor' | 'returning-visitor';
  rules: { id: string; [key: string]: unknown }[];
}
