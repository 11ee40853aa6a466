// A plugin's tests in a few lines: testPlugin() builds the real app on a temporary
// project (the framework's route config, image presets and embedded sample content; two
// small brands) with the plugin enabled on one brand only, and offers requests through
// fastify's inject and bodies through each brand's body pipeline.
//
//   const site = await testPlugin(plugin, { options: { heading: 'Specs' } });
//   site.renderBody('<shortcode type="spec-sheet">…</shortcode>').html;
//   (await site.inject('/')).headers['x-my-header'];
//   await site.close();
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { stringify } from 'yaml';
import type { RenderedBody } from '../body/types.ts';
import { ConfigError } from '../config/load-yaml.ts';
import { MIDDLEWARE_ORDER, type SiteConfig } from '../config/types.ts';
import type { CoreHooks } from '../hooks.ts';
import type { PluginDefinition } from '../plugin.ts';
import type { BrandId } from '../routing/types.ts';

/** The framework's own folder: its config/routes.yaml, config/images.yaml and sample content. */
const FRAMEWORK_ROOT = path.resolve(import.meta.dirname, '../..');

const BRANDS: Record<BrandId, { name: string; prefix: string }> = {
  default: { name: 'Test Default', prefix: '/' },
  auto: { name: 'Test Auto', prefix: '/roadshow/' },
};

export interface TestPluginOptions<S extends TSchema = TSchema> {
  /** The plugin's options on its brand, as a site file would give them (defaults apply). */
  options?: Partial<Static<S>>;
  /** The brand that enables the plugin; the other brand runs without it. Default 'default'. */
  brand?: BrandId;
  /** More keys of that brand's site config (`body`, `features`, `middleware`, …). */
  site?: Record<string, unknown>;
  /** Files written into the project, by path relative to its root (e.g. the plugin's own YAML). */
  files?: Record<string, string>;
  environment?: 'production' | 'development' | 'test';
}

export interface BodyLogEntry {
  level: 'warn' | 'info' | 'error';
  message: string;
  detail: unknown;
}

export interface TestBody extends RenderedBody {
  /** What the pipeline logged while rendering (unknown shortcodes, skipped fragments, …). */
  log: BodyLogEntry[];
}

export interface TestBodyOptions {
  /** Which brand's pipeline renders; the plugin's brand by default. */
  brand?: BrandId;
  contentId?: string;
  /** Content fields the pipeline's rules read (type, suppressAds, …). */
  content?: Record<string, unknown>;
}

export interface PluginTestSite {
  /** The temporary project folder (removed by close()). */
  readonly root: string;
  /** The brand that enables the plugin. */
  readonly brand: BrandId;
  /** The app, ready, not listening. */
  readonly app: FastifyInstance;
  /** A request to the app (fastify's inject). */
  inject(request: string | InjectOptions): Promise<LightMyRequestResponse>;
  /** Runs a body through a brand's pipeline: shortcodes, ad slots, TOC; logs collected. */
  renderBody(html: string, options?: TestBodyOptions): TestBody;
  /** A brand's hook bag, with its plugins applied. */
  hooks(brand?: BrandId): CoreHooks;
  /** A brand's site config as loaded. */
  siteConfig(brand?: BrandId): SiteConfig;
  /** Closes the app and removes the project folder. */
  close(): Promise<void>;
}

/** The chain of the spec, with the plugin's own steps (if new) before the cache step. */
function middlewareFor(plugin: PluginDefinition): string[] {
  const chain: string[] = [...MIDDLEWARE_ORDER];
  const own = (plugin.middleware ?? []).filter((name) => !chain.includes(name));
  chain.splice(chain.indexOf('cache'), 0, ...own);
  return chain;
}

/** The plugin's options as the test gives them; like the shipped site configs, a plugin
 *  with a `sampleData` option serves its sample data unless the test says otherwise. */
function pluginOptions(plugin: PluginDefinition, given: unknown): unknown {
  const properties = (plugin.options as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (!properties || !('sampleData' in properties)) return given ?? true;
  if (given === undefined || given === true) return { sampleData: true };
  return typeof given === 'object' && given !== null && !('sampleData' in given) ? { sampleData: true, ...given } : given;
}

function writeProject<S extends TSchema>(root: string, plugin: PluginDefinition<S>, options: TestPluginOptions<S>, brand: BrandId): void {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(
    'config/app.yaml',
    stringify({
      server: { port: 0, host: '127.0.0.1', publicOrigin: 'http://localhost:3000' },
      environment: options.environment ?? 'test',
      upstreams: { content: { kind: 'embedded', contentDir: path.join(FRAMEWORK_ROOT, 'examples/content'), sampleData: true } },
      // The page cache is on, as in production: a page that varies per reader must say so.
      cache: { defaultMaxAge: 600, pageCache: { enabled: true, maxEntries: 100, ttlSeconds: 60 } },
      plugins: {},
      sites: ['sites/default.yaml', 'sites/auto.yaml'],
      files: { routes: 'config/routes.yaml', images: path.join(FRAMEWORK_ROOT, 'config/images.yaml') },
    }),
  );
  copyFileSync(path.join(FRAMEWORK_ROOT, 'config/routes.yaml'), path.join(root, 'config/routes.yaml'));
  // The framework's image config names its originals folder relative to the project, and a
  // folder that is not there is a config error: an empty one keeps image URLs 404 here.
  mkdirSync(path.join(root, 'examples/content/images'), { recursive: true });
  for (const [id, identity] of Object.entries(BRANDS)) {
    const enabled = id === brand;
    const site = {
      id,
      ...identity,
      middleware: middlewareFor(plugin),
      ...(enabled ? options.site : {}),
      plugins: enabled ? { [plugin.name]: pluginOptions(plugin, options.options) } : {},
    };
    write(`sites/${id}.yaml`, stringify(site));
  }
  for (const [file, text] of Object.entries(options.files ?? {})) write(file, text);
}

/** Builds the app with `plugin` enabled on one brand; close() it when done. */
export async function testPlugin<S extends TSchema>(plugin: PluginDefinition<S>, options: TestPluginOptions<S> = {}): Promise<PluginTestSite> {
  const brand = options.brand ?? 'default';
  const root = mkdtempSync(path.join(os.tmpdir(), `neutron-${plugin.name}-`));
  // The server modules load only when a test asks for a site: plugins import this
  // module through core/index.ts, and must not pull the whole server in with it.
  const [{ loadProject }, { buildApp }, { createBodyPipeline }] = await Promise.all([
    import('../project.ts'),
    import('../server/app.ts'),
    import('../body/pipeline.tsx'),
  ]);
  let app: FastifyInstance | undefined;
  try {
    writeProject(root, plugin, options, brand);
    // The plugin has no module path here to find its browser entry from, and that entry
    // is not built in tests: it is installed without one.
    const { client: _client, ...serverSide } = plugin;
    const installed = { definition: serverSide, modulePath: path.join(root, 'plugin.ts') };
    const project = await loadProject(root, { env: {}, plugins: [installed] });
    app = await buildApp(project, { logger: false, databaseFile: path.join(root, 'content.sqlite') });
    await app.ready();
    const ready = app;
    const runtime = (id: BrandId) => {
      const found = project.brands.get(id);
      if (!found) throw new Error(`testPlugin: no brand '${id}'`);
      return found;
    };
    const pipelines = new Map<BrandId, ReturnType<typeof createBodyPipeline>>();
    const pipeline = (id: BrandId) => {
      let found = pipelines.get(id);
      if (!found) {
        found = createBodyPipeline(runtime(id).hooks, runtime(id).site);
        pipelines.set(id, found);
      }
      return found;
    };
    return {
      root,
      brand,
      app: ready,
      inject: (request) => ready.inject(request),
      renderBody(html, bodyOptions = {}) {
        const log: BodyLogEntry[] = [];
        const note = (level: BodyLogEntry['level']) => (detail: unknown, message?: string) => {
          log.push({ level, message: message ?? '', detail });
        };
        const rendered = pipeline(bodyOptions.brand ?? brand).render(html, {
          contentId: bodyOptions.contentId ?? 'test-content',
          content: bodyOptions.content ?? {},
          log: { warn: note('warn'), info: note('info'), error: note('error') },
          environment: project.app.environment,
        });
        return { ...rendered, log };
      },
      hooks: (id = brand) => runtime(id).hooks,
      siteConfig: (id = brand) => runtime(id).site,
      async close() {
        await ready.close();
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app?.close();
    // A config refused (the options, a file the test wrote) is said at its line of the
    // test project, which is kept for reading; anything else leaves nothing behind.
    if (error instanceof ConfigError) throw new ConfigError(error.findings.map((finding) => ({ ...finding, file: path.resolve(root, finding.file) })));
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
