// TypeBox schemas of the core's YAML files; types are derived from them.
import { type Static, Type } from '@sinclair/typebox';
import { CONTENT_RESOURCES } from '../content/api-resources.ts';
import { BodyConfigSchema } from './body-config.ts';
import { LocalPath, PAGE_PATH_MESSAGE, SITE_PATH_MESSAGE, SITE_PATH_PATTERN, Slug } from './common-schemas.ts';
import { MerchandisingSchema } from './merchandising.ts';

const Strict = { additionalProperties: false } as const;
/** Bounds of the cache settings: a time (a cache-control max-age is a year at most, RFC 9111
 *  §5.2), a count and a size; past them a slip (`.inf`, a digit too many) would reach the
 *  caches as a value they cannot take. */
const ONE_YEAR_SECONDS = 31_536_000;
const MAX_CACHE_ENTRIES = 1_000_000;
const MAX_CACHE_MEGABYTES = 65_536;

const ContentSiteName = Type.String({ pattern: '^[a-z][a-z0-9-]{0,31}$', errorMessage: "must be a lowercase letter, then up to 31 lowercase letters, digits or '-' (cnet)" });

/** Overrides `server.purgeToken` of config/app.yaml (the environment wins over the file). */
export const PURGE_TOKEN_ENV = 'NEUTRON_PURGE_TOKEN';
export const MIN_PURGE_TOKEN_LENGTH = 16;
/** The purge token config/app.yaml shows in its comment: no secret, so never taken. */
export const EXAMPLE_PURGE_TOKEN = 'a-long-random-secret';

export const MIDDLEWARE_ORDER = [
  'brand',
  'i18n',
  'feature-flags',
  'ab-test',
  'auth',
  'cache',
  'transaction',
  'vanity',
] as const;

/** The content API resources an upstream serves (core/content/api-resources.ts); all when
 *  absent. A request whose resource is left out fails with 'API configuration is missing
 *  the resource …'; without `seamless`, read-next lists stay empty (spec 001 §8). */
const ContentResources = Type.Optional(
  Type.Array(Type.Union(CONTENT_RESOURCES.map((resource) => Type.Literal(resource))), { uniqueItems: true }),
);

export const ContentUpstream = Type.Union([
  Type.Object(
    {
      kind: Type.Literal('embedded'),
      /** Folder of the sample content the store is seeded from (default examples/content). */
      contentDir: Type.Optional(Type.String({ minLength: 1 })),
      /** Seed the store with the sample content of contentDir. Off, the store starts empty.
       *  In production it is named as sample data (boot warning, /_node/status, validate). */
      sampleData: Type.Optional(Type.Boolean()),
      /** `memory`: in-memory fixtures, a store that lives as long as the process; only
       *  outside production. `file` (default): the SQLite file data/content.sqlite. */
      store: Type.Optional(Type.Union([Type.Literal('file'), Type.Literal('memory')])),
      resources: ContentResources,
    },
    Strict,
  ),
  Type.Object(
    {
      kind: Type.Literal('http'),
      host: Type.String({
        pattern: '^https?://[^/\\s]+/?$',
        description: 'origin of the content API',
        errorMessage: 'must be an origin, http:// or https:// and a host, without a path (https://api.example.com)',
      }),
      apiKey: Type.Optional(Type.String({ minLength: 1 })),
      /** Responses are read from this property when set (spec 000 §5). */
      dataProperty: Type.Optional(Type.String({ minLength: 1 })),
      timeoutMs: Type.Optional(Type.Integer({ minimum: 1, maximum: 60000 })),
      resources: ContentResources,
    },
    Strict,
  ),
]);

/** Redis, which nodes share for what must reach every node (live coverage fan-out);
 *  one node needs none. */
export const RedisUpstream = Type.Object(
  {
    url: Type.String({ pattern: '^rediss?://[^\\s]+$', description: 'redis://host:port[/db]', errorMessage: 'must be a redis:// or rediss:// URL (redis://host:6379/0)' }),
    /** Prefix of the pub/sub channel names, so several sites can share one Redis. */
    keyPrefix: Type.String({ pattern: '^[A-Za-z0-9:_.-]{1,64}$', default: 'neutron:', errorMessage: "must be 1 to 64 letters, digits, ':', '_', '.' or '-' (neutron:)" }),
  },
  Strict,
);

export const AppConfigSchema = Type.Object(
  {
    server: Type.Object(
      {
        port: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
        host: Type.String({
          // A name or an address to listen on: letters, digits, '.', '-' and ':' (IPv6).
          pattern: '^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)$',
          default: '0.0.0.0',
          errorMessage: 'must be a host name or an IP address to listen on (0.0.0.0, 127.0.0.1, ::, localhost)',
        }),
        /** Public origin used for absolute links (canonical URLs, sitemaps). */
        publicOrigin: Type.String({
          pattern: '^https?://[^/\\s]+$',
          default: 'http://localhost:3000',
          errorMessage: "must be an origin, http:// or https:// and a host, without a path or a closing '/' (https://www.example.com)",
        }),
        /** Serve the source maps (.map) of the browser code in production too; outside
         *  production they are always served. */
        sourceMaps: Type.Optional(Type.Boolean()),
        /** Slow clients (a request's headers, the whole request, an idle kept-alive connection)
         *  and a slow server (a request left without an answer). */
        timeouts: Type.Object(
          {
            headersSeconds: Type.Number({ exclusiveMinimum: 0, maximum: 15, default: 10 }),
            /** The whole request, body included: a body still arriving after it is a 408, well
             *  before the response deadline. */
            requestSeconds: Type.Number({ exclusiveMinimum: 0, maximum: 300, default: 15 }),
            keepAliveSeconds: Type.Number({ exclusiveMinimum: 0, maximum: 120, default: 5 }),
            /** A handler that never finishes: the request is answered 503 after this long. */
            responseSeconds: Type.Number({ exclusiveMinimum: 0, maximum: 300, default: 30 }),
          },
          { ...Strict, default: {} },
        ),
        /** Text answers compressed (brotli, else gzip) for readers that accept it. */
        compression: Type.Boolean({ default: true }),
        /** Bearer token of POST /_neutron/purge; NEUTRON_PURGE_TOKEN overrides. No token: no purge endpoint. */
        purgeToken: Type.Optional(
          Type.String({ minLength: MIN_PURGE_TOKEN_LENGTH, not: { const: EXAMPLE_PURGE_TOKEN }, errorMessage: `must be a secret of your own, at least ${MIN_PURGE_TOKEN_LENGTH} characters (not the example in the comment)` }),
        ),
        /** What `jsDebug` must carry, as query value or cookie, for the debug toolbar in
         *  production (outside production `jsDebug` alone shows it); NEUTRON_DEBUG_KEY
         *  overrides. No key: no toolbar in production. */
        debugKey: Type.Optional(
          Type.String({ minLength: 16, maxLength: 256, pattern: '^[\\x21-\\x7e]+$', errorMessage: 'must be 16 to 256 printable ASCII characters, without spaces' }),
        ),
      },
      Strict,
    ),
    /** Log lines: warnings and errors always; per-request access lines off, sampled or on. */
    logging: Type.Object(
      {
        level: Type.Union([Type.Literal('debug'), Type.Literal('info'), Type.Literal('warn'), Type.Literal('error')], { default: 'info' }),
        access: Type.Union([Type.Literal('off'), Type.Literal('sampled'), Type.Literal('on')], { default: 'sampled' }),
        /** Share of requests logged when access is sampled. */
        sampleRate: Type.Number({ minimum: 0, maximum: 1, default: 0.01 }),
      },
      { ...Strict, default: {} },
    ),
    environment: Type.Union([Type.Literal('production'), Type.Literal('development'), Type.Literal('test')], {
      default: 'production',
    }),
    upstreams: Type.Object(
      {
        content: ContentUpstream,
        /** Shared by the nodes of a site: live fan-out and purges reach every node through its pub/sub. */
        redis: Type.Optional(RedisUpstream),
      },
      Strict,
    ),
    cache: Type.Object(
      {
        /** Cache max-age for routes without their own maxAge (spec 000 §9). */
        defaultMaxAge: Type.Integer({ minimum: 0, maximum: ONE_YEAR_SECONDS, default: 600 }),
        /** Rendered-page cache on this node. */
        pageCache: Type.Object(
          {
            enabled: Type.Boolean({ default: true }),
            maxEntries: Type.Integer({ minimum: 1, maximum: MAX_CACHE_ENTRIES, default: 1000 }),
            ttlSeconds: Type.Integer({ minimum: 1, maximum: ONE_YEAR_SECONDS, default: 60 }),
            /** Past its TTL a page is served stale this long while one request renders it again. */
            staleWhileRevalidateSeconds: Type.Integer({ minimum: 0, maximum: ONE_YEAR_SECONDS, default: 30 }),
            /** Past its TTL a page is served stale this long when rendering it fails upstream. */
            staleIfErrorSeconds: Type.Integer({ minimum: 0, maximum: ONE_YEAR_SECONDS, default: 600 }),
            maxMegabytes: Type.Integer({ minimum: 1, maximum: MAX_CACHE_MEGABYTES, default: 64 }),
          },
          Strict,
        ),
        /** Content API answers on this node (spec 000 §3: pages cached per type, id and query). */
        content: Type.Object(
          {
            enabled: Type.Boolean({ default: true }),
            maxEntries: Type.Integer({ minimum: 1, maximum: MAX_CACHE_ENTRIES, default: 5000 }),
            ttlSeconds: Type.Integer({ minimum: 1, maximum: ONE_YEAR_SECONDS, default: 60 }),
            /** A not-found answer is kept this long (0: never), so a storm of misses asks once. */
            notFoundTtlSeconds: Type.Integer({ minimum: 0, maximum: 60, default: 10 }),
            staleWhileRevalidateSeconds: Type.Integer({ minimum: 0, maximum: ONE_YEAR_SECONDS, default: 30 }),
            staleIfErrorSeconds: Type.Integer({ minimum: 0, maximum: ONE_YEAR_SECONDS, default: 600 }),
            maxMegabytes: Type.Integer({ minimum: 1, maximum: MAX_CACHE_MEGABYTES, default: 32 }),
          },
          { ...Strict, default: {} },
        ),
        /** The embedded image service (core/images): resized images kept on this node, and
         *  what libvips may keep of its own (sharp.cache; none by default: a request for a
         *  kept image never reaches it). */
        images: Type.Object(
          {
            maxMegabytes: Type.Integer({ minimum: 1, maximum: MAX_CACHE_MEGABYTES, default: 64 }),
            libvipsMegabytes: Type.Integer({ minimum: 0, maximum: MAX_CACHE_MEGABYTES, default: 0 }),
          },
          { ...Strict, default: {} },
        ),
        /** Header and footer from the content API (spec 000 §7), per content site and edition. */
        navigation: Type.Object(
          {
            maxEntries: Type.Integer({ minimum: 1, maximum: 1000, default: 32 }),
            /** Fresh this long; after it, pages keep the kept one while it is fetched again. */
            ttlSeconds: Type.Integer({ minimum: 1, maximum: ONE_YEAR_SECONDS, default: 300 }),
            /** After a failed call with nothing kept, the site YAML's navigation stands in this long before the next try. */
            retrySeconds: Type.Integer({ minimum: 1, maximum: ONE_YEAR_SECONDS, default: 30 }),
          },
          { ...Strict, default: {} },
        ),
      },
      Strict,
    ),
    /** Installed plugins: name to module path (relative to the project root). */
    plugins: Type.Record(Type.String({ pattern: '^[a-z][a-z0-9-]*$' }), Type.String({ minLength: 1 }), {
      default: {},
      additionalProperties: false,
      keyMessage: "a plugin's name is lower-case letters, digits and '-', starting with a letter (ab-test)",
    }),
    /** Site config files, one per brand. */
    sites: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
    /** Other config files the app loads. */
    files: Type.Object({ routes: Type.String({ minLength: 1 }), images: Type.String({ minLength: 1 }) }, Strict),
  },
  Strict,
);
export type AppConfig = Static<typeof AppConfigSchema>;

export const SiteConfigSchema = Type.Object(
  {
    id: Type.Union([Type.Literal('default'), Type.Literal('auto')]),
    name: Type.String({ minLength: 1 }),
    /** Route prefix of the brand: '/' or '/roadshow/'. */
    prefix: Type.String({ pattern: SITE_PATH_PATTERN, errorMessage: SITE_PATH_MESSAGE }),
    /** The route shapes of spec 000 §2 the brand serves; by default its id's (brand-facts.ts). */
    routeSet: Type.Optional(Type.Union([Type.Literal('default'), Type.Literal('auto')])),
    /** The brand's words in the content API (spec 000 §7): its site segment, and the `site`
     *  values of content items that belong to it; by default its id's (brand-facts.ts). */
    contentApi: Type.Optional(
      Type.Object(
        {
          site: ContentSiteName,
          siteIds: Type.Array(ContentSiteName, { minItems: 1 }),
        },
        Strict,
      ),
    ),
    edition: Type.String({ pattern: '^[a-z]{2}$', default: 'us', errorMessage: 'must be two lowercase letters (us)' }),
    locale: Type.String({ pattern: '^[a-z]{2}$', default: 'en', errorMessage: 'must be two lowercase letters (en)' }),
    /** Every locale the brand serves; the first is the default and has no URL prefix.
     *  Each once: a repeat would add every localised route a second time. */
    locales: Type.Array(Type.String({ pattern: '^[a-z]{2}$', errorMessage: 'must be two lowercase letters (en)' }), { minItems: 1, uniqueItems: true, default: ['en'] }),
    tagline: Type.Optional(Type.String()),
    /** Known feature flags and whether each is on by default; readers may override
     *  them with featureEnable / featureDisable (spec 000 §6). */
    features: Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' }), Type.Boolean(), {
      default: {},
      additionalProperties: false,
      keyMessage: "a feature flag's name is a letter, then up to 63 letters, digits, '_' or '-' (stickyNewsletter)",
    }),
    /** Flags turned off for Googlebot and Ahrefsbot (spec 000 §6: bot-disabled features). */
    botDisabledFeatures: Type.Array(
      Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$', errorMessage: "must be a feature name: a letter, then up to 63 letters, digits, '_' or '-'" }),
      { default: [] },
    ),
    /** Page middleware chain, in order (spec 000 §4). */
    middleware: Type.Array(Type.String({ minLength: 1 }), { default: [...MIDDLEWARE_ORDER] }),
    /** Article body pipeline: ad slots, link rules, table of contents. */
    body: BodyConfigSchema,
    /** Header and footer navigation when the content upstream has none. */
    navigation: Type.Object(
      {
        header: Type.Array(Type.Object({ title: Type.String({ minLength: 1 }), href: LocalPath }, Strict), { default: [] }),
        footer: Type.Array(Type.Object({ title: Type.String({ minLength: 1 }), href: LocalPath }, Strict), { default: [] }),
      },
      { ...Strict, default: {} },
    ),
    /** Date-windowed promotions, widgets and topic sets (spec 000 §9; core/config/merchandising.ts). */
    merchandising: MerchandisingSchema,
    /** Plugins: false (off), true (on, default options) or an options object (on). */
    plugins: Type.Record(Type.String(), Type.Unknown(), { default: {} }),
    /** Content-Security-Policy of the brand's pages, built from the scripts plugins declare. */
    csp: Type.Object(
      {
        enabled: Type.Boolean({ default: true }),
        /** Report violations (to /_neutron/csp-report) without blocking anything. */
        reportOnly: Type.Boolean({ default: false }),
      },
      { ...Strict, default: {} },
    ),
    /** The brand's apps for the smart app banner (spec 000 §5): its tags appear only when
     *  both ids are set. iosAppId is the App Store's numeric id, androidAppId the package name. */
    appBanner: Type.Optional(
      Type.Object(
        {
          iosAppId: Type.Optional(Type.String({ pattern: '^[0-9]{1,12}$', errorMessage: "must be the App Store's numeric id, up to 12 digits (284882215)" })),
          androidAppId: Type.Optional(
            Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)+$', errorMessage: 'must be an Android package name (com.example.app)' }),
          ),
        },
        Strict,
      ),
    ),
    /** Readers' browser errors and Core Web Vitals (spec 001 §8, §9). */
    monitoring: Type.Object(
      {
        /** In production, report browser errors to this Sentry project instead of the node. */
        sentryDsn: Type.Optional(
          Type.String({ pattern: '^https?://[^\\s@/]+@[^\\s/]+/[0-9]+$', errorMessage: 'must be a Sentry DSN, https://key@host/project-number (https://abc123@o1.ingest.sentry.io/42)' }),
        ),
        webVitals: Type.Boolean({ default: true }),
      },
      { ...Strict, default: {} },
    ),
  },
  Strict,
);
export type SiteConfig = Static<typeof SiteConfigSchema>;

const TopicList = Type.Array(Slug, { minItems: 1, uniqueItems: true });

export const RoutesConfigSchema = Type.Object(
  {
    /** Allowed topic slugs per section (spec 000 §2.3). */
    topics: Type.Object(
      {
        news: TopicList,
        culture: TopicList,
        home: TopicList,
        'personal-finance': TopicList,
        /** Subtopics of /personal-finance/{topic}/{subtopic}/{slug}/ (cleaned slugs: car-insurance -> car). */
        'personal-finance-subtopics': TopicList,
        science: TopicList,
        tech: TopicList,
        health: TopicList,
        marketplace: TopicList,
        auto: TopicList,
      },
      Strict,
    ),
    /** Evergreen terms: a phrase that maps to a fixed page. */
    evergreen: Type.Array(
      Type.Object(
        { term: Type.String({ minLength: 1 }), path: Type.String({ pattern: SITE_PATH_PATTERN, errorMessage: PAGE_PATH_MESSAGE }) },
        Strict,
      ),
    ),
    /** The welcome page's slug (spec 000 §2.8). */
    welcomeSlug: Type.String({ minLength: 1 }),
    /** Legacy route names mapped to fixed paths per edition. */
    legacy: Type.Record(Type.String(), Type.Record(Type.String(), LocalPath)),
  },
  Strict,
);
export type RoutesConfig = Static<typeof RoutesConfigSchema>;
