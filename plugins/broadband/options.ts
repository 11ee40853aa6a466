// Options of the broadband plugin under `plugins: broadband:` in a site config.
import { type Static, Type } from '@sinclair/typebox';

const Strict = { additionalProperties: false } as const;
/** An http(s) origin with an optional base path, no query, no trailing slash. */
const Host = Type.String({ pattern: '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*[A-Za-z0-9._~-])?$', maxLength: 300, errorMessage: "must be an origin, http:// or https:// and a host, with an optional port and path, without a query or a closing '/', at most 300 characters (https://api.example.com/v1)" });
/** spec 001 §9: calls to the API host time out after 8000 ms. */
const Timeout = Type.Integer({ minimum: 50, maximum: 8000, default: 8000 });
const SitePath = Type.String({ pattern: '^/[a-z0-9/_-]*/$', maxLength: 200, errorMessage: "must be a path on the site that starts and ends with '/', with lowercase letters, digits, '_', '-' or '/' between, at most 200 characters (/personal-finance/)" });

export const DEFAULT_LEADS_DATABASE = 'data/solar-leads.sqlite';

export const BroadbandOptions = Type.Object(
  {
    /** Folder of the reference data (providers, ZIP codes, speeds, rates), from the project root. */
    referenceData: Type.String({ minLength: 1, maxLength: 300, default: 'examples/broadband' }),
    /** The embedded geo and finance-rate services answer from the reference data (the
     *  sample addresses, providers and rates), named as sample data in production. Off: a
     *  call without a host fails ('no host is set and sampleData is off') and the tools
     *  show their 'try again' message. */
    sampleData: Type.Boolean({ default: false }),
    /** The geo calls (spec 001 §7). Without a host the node answers them from the reference
     *  data when sampleData is on. */
    geo: Type.Object({ host: Type.Optional(Host), timeoutMs: Timeout }, { ...Strict, default: {} }),
    /** The finance-rate service (spec 001 §7). Without a host the node answers from
     *  rates.yaml when sampleData is on. */
    rates: Type.Object(
      {
        host: Type.Optional(Host),
        timeoutMs: Timeout,
        /** utm_campaign of the three calls. */
        utmCampaign: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$', default: 'neutron', errorMessage: "must be 1 to 60 letters, digits, '_' or '-' (neutron)" }),
        /** Pages (besides the hidden finance pages) that show the rate tables: door pages of the brand. */
        pages: Type.Array(SitePath, { maxItems: 50, default: ['/personal-finance/', '/personal-finance/banking/'] }),
        /** What the tables show before the reader changes it. */
        amount: Type.Integer({ minimum: 0, maximum: 10_000_000, default: 10_000 }),
        zipcode: Type.String({ pattern: '^[0-9]{5}$', default: '10001', errorMessage: 'must be a ZIP code of five digits (10001)' }),
      },
      { ...Strict, default: {} },
    ),
    /** The solar estimator's leads. */
    leads: Type.Object(
      {
        /** SQLite file from the project root, or ':memory:'. Default data/solar-leads.sqlite
         *  (':memory:' when NEUTRON_ENV is test). */
        database: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
        /** Leads one client may send per minute (429 above). */
        maxPerMinute: Type.Integer({ minimum: 1, maximum: 10_000, default: 10 }),
      },
      { ...Strict, default: {} },
    ),
  },
  { ...Strict, default: {} },
);

export type BroadbandOptions = Static<typeof BroadbandOptions>;
