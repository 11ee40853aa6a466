// Options of the tracking plugin under `plugins: tracking:` in a site config.
import { type Static, Type } from '@sinclair/typebox';
import { CONSENT_CATEGORIES } from '../../core/index.ts';
import { DEFAULT_ENDPOINTS } from './settings.ts';

const Strict = { additionalProperties: false } as const;
/** A path on this site, under the brand's prefix (the browser only ever sends to its own site). */
const SitePath = (fallback: string) => Type.String({ pattern: '^/[A-Za-z0-9_][A-Za-z0-9._~/-]*$', maxLength: 200, default: fallback, errorMessage: "must be a path on the site of at most 200 characters: '/', a letter, digit or '_', then letters, digits, '.', '_', '~', '/' or '-' (/_neutron/collect/page-view)" });

export const DEFAULT_DATABASE = 'data/tracking.sqlite';

export const TrackingOptions = Type.Object(
  {
    /** Brand code of the tracking data; cnet on the default brand, roadshow on auto when left out. */
    brand: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_-]*$', maxLength: 40, errorMessage: "must be a lowercase letter, then up to 39 lowercase letters, digits, '_' or '-' (cnet)" })),
    /** siteType of the tracking data. */
    siteType: Type.String({ minLength: 1, maxLength: 40, default: 'responsive' }),
    /** The analytics report suite of the brand; empty when left out. */
    reportSuiteId: Type.String({ maxLength: 100, default: '' }),
    /** The consent category that must be granted before anything is sent (spec 001 §4, §6). */
    consentCategory: Type.Union(
      CONSENT_CATEGORIES.map((category) => Type.Literal(category)),
      { default: 'performance' },
    ),
    /** Where the browser sends, on this site under the brand's prefix. The embedded collector answers these paths. */
    endpoints: Type.Object(
      {
        /** The page-view tracker: page-viewed events only. */
        pageView: SitePath(DEFAULT_ENDPOINTS.pageView),
        /** The page-event tracker: every other event. */
        pageEvent: SitePath(DEFAULT_ENDPOINTS.pageEvent),
        /** The error-page ping (spec 001 §7). */
        errorPing: SitePath(DEFAULT_ENDPOINTS.errorPing),
        /** The audience-measurement image ping, once per view after the request monitor. */
        audience: SitePath(DEFAULT_ENDPOINTS.audience),
        /** The page-view candidate JSON file, asked for with each view. */
        pageViewCandidate: SitePath(DEFAULT_ENDPOINTS.pageViewCandidate),
        /** The personalisation service's rules call, once per page load (targeting consent). */
        personalisation: SitePath(DEFAULT_ENDPOINTS.personalisation),
      },
      { ...Strict, default: {} },
    ),
    /** The embedded collector on this node. */
    collector: Type.Object(
      {
        /** SQLite file, relative to the project root, or ':memory:'. Default data/tracking.sqlite
         *  (':memory:' when NEUTRON_ENV is test, so tests never write the site's store). */
        database: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
        /** Keep events in the store (turn off when a forwarder is the only destination). */
        store: Type.Boolean({ default: true }),
        /** Events older than this are pruned from the store. */
        retentionDays: Type.Integer({ minimum: 1, maximum: 3650, default: 30 }),
        /** Largest request body, in bytes (413 above). */
        maxBodyBytes: Type.Integer({ minimum: 1024, maximum: 1_048_576, default: 32_768 }),
        /** Requests one client may send per minute (429 above). */
        maxRequestsPerMinute: Type.Integer({ minimum: 1, maximum: 100_000, default: 300 }),
      },
      { ...Strict, default: {} },
    ),
    /** Sends every accepted event on to an HTTP collector (the wire format is in the README). */
    forwarder: Type.Optional(
      Type.Object(
        {
          url: Type.String({ pattern: '^https?://[^\\s]+$', errorMessage: 'must be an http:// or https:// URL, without spaces (https://collector.example.com/events)' }),
          timeoutMs: Type.Integer({ minimum: 100, maximum: 60_000, default: 5000 }),
          /** Events waiting to be sent; the oldest are dropped beyond it. */
          maxQueue: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 10_000 }),
          /** Tries per batch before it is dropped. */
          maxAttempts: Type.Integer({ minimum: 1, maximum: 20, default: 5 }),
          batchSize: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
        },
        Strict,
      ),
    ),
  },
  Strict,
);
export type TrackingOptions = Static<typeof TrackingOptions>;
export type ForwarderOptions = NonNullable<TrackingOptions['forwarder']>;
