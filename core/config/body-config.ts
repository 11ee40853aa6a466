// Per-brand body pipeline options (site YAML key `body`): the ad-slot engine's slot
// definitions, link rules, allow-listed iframe hosts and the table of contents.
import { type Static, Type } from '@sinclair/typebox';

const Strict = { additionalProperties: false } as const;

/** Reserved heights so a filled ad never shifts the layout (spec 001 §9). */
export const AD_SIZE_MIN_HEIGHT = {
  mpu: 250,
  mobile: 250,
  leaderboard: 90,
  billboard: 90,
} as const;
export type AdSize = keyof typeof AD_SIZE_MIN_HEIGHT;

const slotCommon = {
  /** Slot name; the id of instance N > 1 is `{name}-{N}` (spec 001 §4). */
  name: Type.String({ pattern: '^[a-z][a-z0-9-]{0,63}$', errorMessage: "must be a lowercase letter, then up to 63 lowercase letters, digits or '-' (mpu)" }),
  size: Type.Union([Type.Literal('mpu'), Type.Literal('mobile'), Type.Literal('leaderboard'), Type.Literal('billboard')]),
  /** Most instances of this slot in one body; -1 is unlimited (spec 001 §9). */
  limit: Type.Integer({ minimum: -1, default: 1 }),
  devices: Type.Optional(
    Type.Array(Type.Union([Type.Literal('desktop'), Type.Literal('tablet'), Type.Literal('mobile'), Type.Literal('all')]), {
      minItems: 1,
    }),
  ),
};

export const AdSlotDefinitionSchema = Type.Union([
  /** At `value` percent of the body's estimated characters, then every `value` percent. */
  Type.Object({ ...slotCommon, mode: Type.Literal('percentage'), value: Type.Number({ minimum: 1, exclusiveMaximum: 100 }) }, Strict),
  /** After the `value`-th paragraph. */
  Type.Object({ ...slotCommon, mode: Type.Literal('index'), value: Type.Integer({ minimum: 1 }) }, Strict),
  /** After every `value`-th paragraph. */
  Type.Object({ ...slotCommon, mode: Type.Literal('interval'), value: Type.Integer({ minimum: 1 }) }, Strict),
  /** Every `value` estimated characters. */
  Type.Object({ ...slotCommon, mode: Type.Literal('characters'), value: Type.Integer({ minimum: 50 }) }, Strict),
  /** After each block whose text contains `value` (case-insensitive). */
  Type.Object({ ...slotCommon, mode: Type.Literal('text'), value: Type.String({ minLength: 1, maxLength: 200 }) }, Strict),
]);
export type AdSlotDefinition = Static<typeof AdSlotDefinitionSchema>;

const Hostname = Type.String({
  pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$',
  errorMessage: 'must be a host name in lowercase, without a scheme or a path (amazon.com)',
});

export const DEFAULT_AFFILIATE_HOSTS = ['amazon.com', 'amzn.to', 'amzn.com', 'amazon.co.uk'];

export const BodyConfigSchema = Type.Object(
  {
    /** Ad slots the core engine places, in priority order. */
    adSlots: Type.Array(AdSlotDefinitionSchema, { default: [] }),
    /** Own and sister sites: links there are `follow` (spec 001 §9); subdomains included. */
    ownDomains: Type.Array(Hostname, { default: [] }),
    /** Links to these hosts (and their subdomains) become commerce-link shortcodes. */
    affiliateHosts: Type.Array(Hostname, { default: DEFAULT_AFFILIATE_HOSTS }),
    /** The only hosts an `iframe` shortcode may embed. */
    iframeHosts: Type.Array(Hostname, { default: [] }),
    /** Open external links in a new tab (always with `noopener`). */
    externalLinksNewTab: Type.Boolean({ default: false }),
    toc: Type.Object(
      {
        headerLevel: Type.Union([Type.Literal('h2'), Type.Literal('h3'), Type.Literal('h4')], { default: 'h2' }),
      },
      { ...Strict, default: {} },
    ),
    /** Bodies longer than this (characters) are rejected with a logged error. */
    maxBodyLength: Type.Integer({ minimum: 1000, maximum: 10_000_000, default: 2_000_000 }),
  },
  { ...Strict, default: {} },
);
export type BodyConfig = Static<typeof BodyConfigSchema>;
