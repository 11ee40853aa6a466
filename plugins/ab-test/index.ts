// The ab-test plugin (spec 001 §3–§5, §7, §9): definitions from YAML, cookie bucketing in
// the 'ab-test' middleware step, A/B response headers, criteria per page, the bucket in
// page data and tracking data, and the /ab-test-summary/ page.
import path from 'node:path';
import { ConfigError, definePage, definePlugin, isCrawler, NotFoundError, type PageContext, type PluginDefinition, type YamlSource } from '../../core/index.ts';
import { cryptoRandom, EXCLUDE, type RandomSource } from './allocation.ts';
import { type BucketingResult, OVERRIDE_HEADER, OVERRIDE_PARAM, resolveBuckets } from './bucketing.ts';
import { type CookieSettings, encodeState } from './cookie.ts';
import { abTestCommands } from './commands.ts';
import { criteriaInputFor } from './criteria-input.ts';
import { type AbTest, readDefinitions } from './definitions.ts';
import { abCookieHost, abHeaders } from './headers.ts';
import { type AbTestHooks, externalCriteria, getAbTestHooks } from './hooks.ts';
import { AbTestOptions } from './options.ts';
import { SUMMARY_PAGE, summaryPage } from './pages.ts';
import { abTestDebugSection } from './debug-section.ts';
import { brandSlots, pageSlots } from './slots.ts';
import { abSlotFillers } from './AbSlot.tsx';
import { abTestState } from './state.ts';
import { summaryProps } from './summary.ts';
import { undefinedTestFinding, undefinedTestMessage, validateProject } from './validate-project.ts';
import { appFindings } from './check-app.ts';
import { AB_TEST_PLUGIN, type AbTestPublicState } from './variant.ts';

export type { AbTestHooks } from './hooks.ts';
export { getAbTestHooks } from './hooks.ts';
export { abTestState } from './state.ts';
export type { AbTestPublicSlot, AbTestPublicState, AbTestPublicTest } from './variant.ts';
export { abBucket, readAbTestState } from './variant.ts';

export interface AbTestPluginSettings {
  /** The clock that decides which tests run (tests inject a fixed date). */
  now?: () => Date;
  /** Whole number in [0, max) for the draw; crypto-random by default. */
  random?: RandomSource;
  /** Where relative definitions paths resolve; the project root by default. */
  root?: string;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The tests a brand runs: those its options list, or every test. A listed id the file
 *  does not define is refused at the listing in the site file, in the words `validate`
 *  uses; outside a project (no site file to point at) at the definitions file. */
function brandTestsOf(all: readonly AbTest[], ids: readonly string[] | undefined, definitions: string, siteSource: YamlSource | undefined): AbTest[] {
  if (!ids) return [...all];
  const byId = new Map(all.map((test) => [test.id, test]));
  const missing = ids.flatMap((id, index) => (byId.has(id) ? [] : [{ id, index }]));
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map(({ id, index }) =>
        siteSource
          ? undefinedTestFinding(siteSource, index, id, definitions)
          : { file: definitions, line: 1, col: 1, message: undefinedTestMessage(id, definitions), severity: 'error' as const },
      ),
    );
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What the ab-test step decided for one request: the reader's buckets among the brand's tests. */
interface Reader {
  result: BucketingResult;
  brandTests: readonly AbTest[];
}

/** The reader's bucket of each test: 'exclude' where the reader is left out. */
function readerBuckets(result: BucketingResult): Map<string, string> {
  const buckets = new Map<string, string>(result.states.map((state) => [state.id, state.bucket]));
  for (const id of result.excluded) buckets.set(id, EXCLUDE);
  return buckets;
}

export function createAbTestPlugin(settings: AbTestPluginSettings = {}): PluginDefinition<typeof AbTestOptions> {
  const now = settings.now ?? (() => new Date());
  const random = settings.random ?? cryptoRandom;
  // Per request, set by the ab-test step of the request's brand.
  const readers = new WeakMap<PageContext, Reader>();
  // Each brand's criteria hooks, for the app check once every plugin has tapped them.
  const brandCriteria = new Map<string, AbTestHooks>();
  return definePlugin({
    name: AB_TEST_PLUGIN,
    options: AbTestOptions,
    middleware: [AB_TEST_PLUGIN],
    validate: (input) => validateProject(input, now()),
    checkApp: appFindings(brandCriteria),
    commands: abTestCommands(now),
    pages: [
      definePage({
        key: SUMMARY_PAGE,
        component: summaryPage,
        async load(ctx) {
          const reader = readers.get(ctx);
          // A brand whose middleware chain leaves the ab-test step out buckets nobody.
          if (!reader) throw new NotFoundError(`brand ${ctx.brand} runs no ab-test step`);
          return { title: 'A/B test summary', props: summaryProps(ctx.site.id, reader.brandTests, readerBuckets(reader.result), now()) };
        },
      }),
    ],
    // The core's slots show a running test's variants where the brand's `slots` option says.
    slots: abSlotFillers,
    // Checked by the core before validate() and apply(), at the option in the site file.
    optionFiles: { definitions: { kind: 'file' } },
    client: './client/index.ts',
    apply(hooks, options, site, context) {
      const criteriaHooks = getAbTestHooks(hooks);
      brandCriteria.set(site.id, criteriaHooks);
      const external = externalCriteria(criteriaHooks);
      const file = path.resolve(settings.root ?? context.root, options.definitions);
      const { tests, findings } = readDefinitions(file, options.definitions, now(), external);
      const errors = findings.filter((finding) => finding.severity === 'error');
      if (errors.length > 0) throw new ConfigError(errors);
      const allTests = new Map(tests.map((test) => [test.id, test]));
      const brandTests = brandTestsOf(tests, options.tests, options.definitions, context.siteSource);
      const cookie: CookieSettings = { domain: options.cookieDomain, secure: options.cookieSecure };
      const configuredSlots = brandSlots(options.slots);
      // The cookie's host follows from the configured origin: worked out once, not per request.
      let known: { origin: string; host: string } | undefined;
      const cookieHostOf = (origin: string) => (known?.origin === origin ? known : (known = { origin, host: abCookieHost(cookie, origin) })).host;

      hooks.routes.tap(AB_TEST_PLUGIN, (routes) => [
        ...routes,
        {
          name: site.id === 'default' ? SUMMARY_PAGE : `${site.id}-${SUMMARY_PAGE}`,
          path: `${site.prefix}${SUMMARY_PAGE}/`,
          meta: { page: SUMMARY_PAGE, layout: 'default', maxAge: 0 },
        },
      ]);

      hooks.middleware.for(AB_TEST_PLUGIN).tapPromise(AB_TEST_PLUGIN, async (ctx) => {
        const { request, response } = ctx;
        const header = headerValue(request.headers[OVERRIDE_HEADER]);
        const param = request.query.get(OVERRIDE_PARAM);
        const at = now();
        const result = resolveBuckets({
          brandTests,
          allTests,
          cookies: request.cookies,
          overrides: [param, header].filter((value): value is string => typeof value === 'string'),
          crawler: isCrawler(request.headers['user-agent']),
          // The core reads the device once per request (spec 001 §4).
          criteria: criteriaInputFor(ctx, ctx.device),
          now: at,
          random,
          cookie,
        });
        for (const reason of result.discarded) ctx.log.info({ reason }, 'ab-test: discarded an invalid cookie');
        readers.set(ctx, { result, brandTests });
        for (const [name, value] of abHeaders(result, cookieHostOf(ctx.app.server.publicOrigin), cookie)) response.headers.set(name, value);
        response.cookies.push(...result.cookies);
        // A page that depends on a bucket is never served to another bucket: the bucket
        // is part of the page cache key, and shared caches must vary on the cookie.
        if (result.running.length > 0) {
          response.vary.add('cookie');
          if (header !== undefined) response.vary.add(OVERRIDE_HEADER);
          ctx.cacheKey.push(
            `ab=${result.active.map(({ test, bucket }) => encodeState({ id: test.id, version: test.version, bucket })).join(',')}`,
          );
        } else {
          // No test runs here: the cookies read leave this page the same for every reader.
          ctx.cacheKey.push('ab=');
        }
        // The summary shows the reader's own buckets: never shared.
        if (ctx.route.meta.page === SUMMARY_PAGE) response.private = true;
        const slots = pageSlots(configuredSlots, result.active);
        const publicState: AbTestPublicState = {
          tests: result.active.map(({ test, bucket }) => ({ id: test.id, version: test.version, bucket })),
          ...(slots ? { slots } : {}),
        };
        abTestState.set(ctx, publicState);
      });

      hooks.debugSections.tap(AB_TEST_PLUGIN, (sections, ctx) => [...sections, abTestDebugSection(ctx)]);

      hooks.loadPage.tapPromise(AB_TEST_PLUGIN, async (data, ctx) => {
        const result = readers.get(ctx)?.result;
        const publicState = abTestState.get(ctx);
        if (!result || !publicState) return data;
        const plugins: Record<string, unknown> = { ...data.plugins, [AB_TEST_PLUGIN]: publicState };
        const bucketed = result.active.filter(({ bucket }) => bucket !== EXCLUDE);
        if (bucketed.length > 0) {
          const tracking = data.plugins.tracking;
          plugins.tracking = {
            ...(typeof tracking === 'object' && tracking !== null ? tracking : {}),
            testGroup: bucketed.map(({ bucket }) => bucket).join(','),
            testName: bucketed.map(({ test }) => test.id).join(','),
            testVersion: bucketed.map(({ test }) => test.version).join(','),
          };
        }
        return { ...data, plugins };
      });
    },
  });
}

export default createAbTestPlugin();
