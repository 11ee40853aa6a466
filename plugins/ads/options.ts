// Options of the ads plugin under `plugins: ads:` in a site config: the provider, the
// ad state's fixed fields, the slots per page type, the auxiliary ad services and the
// embedded ad server.
import { type Static, Type } from '@sinclair/typebox';
import { AD_CONSTANTS, AD_SEARCH_MAX_RESULTS, REGISTERED_COOKIES, SLOT_SIZES } from './constants.ts';

const Strict = { additionalProperties: false } as const;
const Name = Type.String({ pattern: '^[a-z][a-z0-9-]{0,63}$', errorMessage: "must be a lowercase letter, then up to 63 lowercase letters, digits or '-' (sidebar-top)" });
const Device = Type.Union([Type.Literal('desktop'), Type.Literal('tablet'), Type.Literal('mobile'), Type.Literal('all')]);
const HttpsUrl = Type.String({ pattern: '^(https://[^\\s]+|/[^\\s]*)$', maxLength: 500, errorMessage: "must be an https:// URL or a path on the site starting with '/', without spaces, at most 500 characters (https://cdn.example.com/survey.js)" });

export const SLOT_POSITIONS = ['skybox', 'header', 'body', 'sidebar', 'footer'] as const;
export type SlotPosition = (typeof SLOT_POSITIONS)[number];

export const AdSlotOptions = Type.Object(
  {
    /** The slot's name; its div id is the name, `-N` for instance N > 1. A `body` slot
     *  names a slot of the brand's `body.adSlots`, which the body pipeline places. */
    name: Name,
    position: Type.Union(SLOT_POSITIONS.map((position) => Type.Literal(position))),
    size: Type.Union(SLOT_SIZES.map((size) => Type.Literal(size))),
    /** Page keys the slot appears on (article, gallery, front-door, …); all when left out. */
    pageTypes: Type.Optional(
      Type.Array(Type.String({ pattern: '^[a-z][a-z0-9-]*$', errorMessage: "must be a page key: a lowercase letter, then lowercase letters, digits or '-' (article)" }), { minItems: 1 }),
    ),
    /** Devices the slot is allowed on; `all` permits any (spec 001 §5). */
    devices: Type.Array(Device, { minItems: 1, default: ['all'] }),
    /** A disabled slot is never defined (spec 001 §5). */
    disabled: Type.Boolean({ default: false }),
    /** Delayed loading disables the slot (spec 001 §5); off by default (spec 001 §9). */
    delayedLoad: Type.Boolean({ default: AD_CONSTANTS.delayedLoad }),
    /** Wait until the slot nears the viewport (root margin 200% 0px). */
    lazy: Type.Boolean({ default: true }),
    /** Which provider fills it; the brand's `provider` when left out. */
    provider: Type.Optional(Type.Union([Type.Literal('embedded'), Type.Literal('gpt')])),
  },
  Strict,
);
export type AdSlotOptions = Static<typeof AdSlotOptions>;

export const AdServiceOptions = Type.Object(
  {
    /** taser, survey, ad-search, … */
    name: Name,
    /** Without it the service logs 'scriptUrl not defined in site config' and stays off. */
    scriptUrl: Type.Optional(HttpsUrl),
    /** Percent of readers the script loads for, drawn once per reader; every reader when
     *  left out, except `survey`: AD_CONSTANTS.surveySamplingPercent (spec 001 §9: 100). */
    sampling: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  },
  Strict,
);

export const AdsOptions = Type.Object(
  {
    /** Which backend fills the slots: the embedded ad server (default) or GPT with Prebid.js. */
    provider: Type.Union([Type.Literal('embedded'), Type.Literal('gpt')], { default: 'embedded' }),
    /** The ad state's slotVars and fixed fields (spec 001 §3). */
    network: Type.String({ pattern: '^[0-9]{1,20}$', default: '0', errorMessage: 'must be the ad network code: 1 to 20 digits (21234567)' }),
    siteName: Type.String({ pattern: '^[a-z][a-z0-9_-]{0,39}$', errorMessage: "must be a lowercase letter, then up to 39 lowercase letters, digits, '_' or '-' (cnet)" }),
    platform: Type.String({ pattern: '^[a-z][a-z0-9_-]{0,39}$', default: 'web', errorMessage: "must be a lowercase letter, then up to 39 lowercase letters, digits, '_' or '-' (web)" }),
    containerId: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$', default: 'neutron-ads', errorMessage: "must be an element id: a letter, then up to 63 letters, digits, '_' or '-' (neutron-ads)" }),
    disableAdIncrement: Type.Boolean({ default: false }),
    disableInitialLoad: Type.Boolean({ default: false }),
    /** AdSense publisher id and test flag (the ad-sense state's pageOptions). */
    pubId: Type.String({ maxLength: 40, default: '' }),
    adtest: Type.Boolean({ default: false }),
    skybox: Type.Object(
      {
        sticky: Type.Boolean({ default: true }),
        collapsible: Type.Boolean({ default: true }),
      },
      { ...Strict, default: {} },
    ),
    /** The service-off A/B test: its bucket testA turns the ad service off (spec 001 §6). */
    serviceOffTest: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$', default: 'adServiceOff', errorMessage: "must be a test id: a letter, then letters, digits or '_' (adServiceOff)" }),
    /** The user cookie and the previous-login cookie: either marks a registered reader. */
    registeredCookies: Type.Array(Type.String({ pattern: '^[A-Za-z0-9_.-]+$', errorMessage: "must be a cookie name: letters, digits, '_', '.' or '-' (neutron_user)" }), {
      minItems: 1,
      default: [...REGISTERED_COOKIES],
    }),
    slots: Type.Array(AdSlotOptions, { default: [] }),
    /** The ad-search unit (slots of size `search`): how many text results it shows. */
    adSearch: Type.Object(
      { results: Type.Integer({ minimum: 1, maximum: AD_SEARCH_MAX_RESULTS, default: AD_CONSTANTS.adSearchResults }) },
      { ...Strict, default: {} },
    ),
    /** The taser service's verdict: a score at or above the threshold stops ads for the
     *  page view and its in-app navigations (spec 001 §9: 150). */
    taser: Type.Object(
      { scoreThreshold: Type.Integer({ minimum: 1, maximum: 1000, default: AD_CONSTANTS.taserScoreThreshold }) },
      { ...Strict, default: {} },
    ),
    /** Auxiliary ad services loaded as scripts under targeting consent. */
    services: Type.Array(AdServiceOptions, { default: [] }),
    /** Google Publisher Tag and Prebid.js (provider gpt). */
    gpt: Type.Optional(
      Type.Object(
        {
          scriptUrl: Type.Optional(HttpsUrl),
          prebidScriptUrl: Type.Optional(HttpsUrl),
          /** Ad unit path; {network}, {siteName} and {section} are filled in. */
          adUnitPath: Type.String({ default: '/{network}/{siteName}/{section}' }),
          timeoutMs: Type.Integer({ minimum: 100, maximum: 10_000, default: 1000 }),
          bidders: Type.Array(
            Type.Object({ bidder: Name, params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()])) }, Strict),
            { default: [] },
          ),
        },
        Strict,
      ),
    ),
    /** The embedded ad server serves the sample line items of examples/ads (unless
     *  server.lineItems names another folder), and names them as sample data in production.
     *  Off: without server.lineItems the embedded ad server has no line items and fills no slot. */
    sampleData: Type.Boolean({ default: false }),
    /** The embedded ad server on this node. */
    server: Type.Object(
      {
        /** Folder of line-item YAML files, relative to the project root; SAMPLE_LINE_ITEMS
         *  when left out with sampleData on. */
        lineItems: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
        /** SQLite file for impressions and clicks, or ':memory:'. Default data/ads.sqlite
         *  (':memory:' when NEUTRON_ENV is test). */
        database: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
      },
      { ...Strict, default: {} },
    ),
  },
  Strict,
);
export type AdsOptions = Static<typeof AdsOptions>;

/** The sample line items and creatives the repository ships. */
export const SAMPLE_LINE_ITEMS = 'examples/ads';

/** The line-item folder the embedded ad server reads, or undefined when it has none. */
export function lineItemsFolder(options: Pick<AdsOptions, 'sampleData' | 'server'>): string | undefined {
  return options.server.lineItems ?? (options.sampleData ? SAMPLE_LINE_ITEMS : undefined);
}
