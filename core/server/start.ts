// Starts the server: load and validate every config, build the app, listen.
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { brandsBuiltForOtherPlugins } from '../build/client-entries.ts';
import { ConfigError, formatFinding } from '../config/load-yaml.ts';
import { pluginOf } from '../hooks.ts';
import { GENERATED_IMAGE_KEY_FILE, IMAGE_KEY_ENV } from '../images/config.ts';
import type { InstalledPlugin } from '../plugin.ts';
import { pluginOfStack } from '../plugin-failure.ts';
import { loadProject, type Project } from '../project.ts';
import { sampleDataWarning } from '../sample-data.ts';
import { buildApp, type AppOptions } from './app.ts';
import { clientBundleBuilt } from './assets.ts';
import { CORE_MIDDLEWARE } from './middleware-names.ts';
import { PURGE_PATH } from './purge.ts';
import { PURGE_TOKEN_ENV } from '../config/types.ts';

export async function createServer(root: string, options: AppOptions & { env?: NodeJS.ProcessEnv } = {}): Promise<{ app: FastifyInstance; project: Project }> {
  const project = await loadProject(root, { env: options.env });
  let app: FastifyInstance;
  try {
    app = await buildApp(project, options);
  } catch (error) {
    // A plugin's server hook that throws refuses the start as a config error does: the
    // config's warnings are said with it, as `neutron validate all` says them.
    if (error instanceof ConfigError) throw new ConfigError([...error.findings, ...project.warnings]);
    throw error;
  }
  // A cluster's primary says this once for all its workers.
  if (!cluster.isWorker) reportStartup(project, app.log);
  return { app, project };
}

/** What a node says once when it starts: the config's warnings, sample data in production,
 *  where the image signing key came from, a browser bundle built for other plugins, and the
 *  spec's middleware steps no enabled plugin fills. */
export function reportStartup(project: Project, log: { warn(message: string): void; info(message: string): void }): void {
  for (const warning of project.warnings) log.warn(formatFinding(warning));
  if (project.app.environment === 'production') for (const source of project.sampleData.list()) log.warn(sampleDataWarning(source));
  // Say where the image signing key came from: production never signs with the committed one.
  const { signingKeySource } = project.images;
  if (signingKeySource === 'generated') log.warn(`image signing key: none in ${IMAGE_KEY_ENV}; generated one and kept it in ${GENERATED_IMAGE_KEY_FILE} (outside git)`);
  else if (signingKeySource === 'stored') log.info(`image signing key: the one generated earlier, from ${GENERATED_IMAGE_KEY_FILE}`);
  else if (signingKeySource === 'environment') log.info(`image signing key: from ${IMAGE_KEY_ENV}`);
  else log.info('image signing key: the development key of config/images.yaml (never used in production)');
  // Purge is off without a token: said once, so an empty variable is not mistaken for one.
  if (!project.app.server.purgeToken) {
    const empty = process.env[PURGE_TOKEN_ENV] === '' ? ` (${PURGE_TOKEN_ENV} is set, but empty)` : '';
    log.info(`purge: off, no purge token${empty}; set server.purgeToken or ${PURGE_TOKEN_ENV} to take POST ${PURGE_PATH}`);
  }
  // A plugin switched on or off since the last build: the browser still gets the old bundle.
  // Without a bundle (the build did not run to its end) there is none to be old.
  const builtForOthers = clientBundleBuilt(project.root) ? brandsBuiltForOtherPlugins(project.root, project.brands) : [];
  for (const { brand, built, enabled } of builtForOthers) {
    log.warn(`brand ${brand}: the browser bundle was built with the plugins [${built.join(', ')}], the config now enables [${enabled.join(', ')}]; readers get the old bundle until npm run build`);
  }
  // Spec steps no enabled plugin fills are skipped; say so once, so nobody wonders why.
  for (const [brand, runtime] of project.brands) {
    const idle = runtime.site.middleware.filter((name) => !CORE_MIDDLEWARE.includes(name as never) && !runtime.hooks.middleware.get(name)?.isUsed());
    if (idle.length > 0) log.info(`brand ${brand}: middleware ${idle.map((name) => `'${name}'`).join(', ')} skipped (no enabled plugin fills ${idle.length === 1 ? 'it' : 'them'})`);
  }
}

/** What the operating system's refusal to listen means, for the one who started the server. */
const LISTEN_PROBLEMS: Readonly<Record<string, string>> = {
  EADDRINUSE: 'the port is in use (another server listens there); set PORT to a free one',
  EACCES: 'not allowed (a port below 1024 needs privileges); set PORT to another one',
  EADDRNOTAVAIL: 'this machine has no such address; check server.host in config/app.yaml',
};

/** The server could not listen where it was told to. */
export class ListenError extends Error {
  override name = 'ListenError';
}

/** A promise that fails with nobody to catch it (a plugin's stray `void work()`) is one
 *  failed piece of work, not a reason to stop serving every reader: logged, then ignored.
 *  Node would otherwise end the process. */
export function keepServingOnUnhandledRejection(log: FastifyBaseLogger, plugins: Iterable<InstalledPlugin> = []): void {
  const installed = [...plugins];
  process.on('unhandledRejection', (reason) => {
    // Named by the hook that ran it, else by the plugin's own code in the stack.
    const plugin = pluginOf(reason) ?? pluginOfStack(reason, installed)?.definition.name;
    const where = plugin ? ` in plugin ${plugin}` : '';
    log.error({ err: reason, ...(plugin ? { plugin } : {}) }, `unhandled rejection${where}: a promise failed with nothing to catch it; the server keeps serving`);
  });
}

/** Where readers reach the server: the port it listens on (PORT=0 takes a free one), and
 *  localhost for every interface. */
function servedOrigin(app: FastifyInstance, host: string): string {
  const { port } = app.server.address() as AddressInfo;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

export async function startServer(root: string): Promise<FastifyInstance> {
  const { app, project } = await createServer(root);
  keepServingOnUnhandledRejection(app.log, project.installed.values());
  const { port, host } = project.app.server;
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    const problem = LISTEN_PROBLEMS[(error as NodeJS.ErrnoException).code ?? ''];
    if (problem) throw new ListenError(`cannot listen on ${host}:${port}: ${problem}`);
    throw error;
  }
  app.log.info(`Neutron is serving ${[...project.brands.values()].map((brand) => `${brand.site.name} at ${servedOrigin(app, host)}${brand.site.prefix}`).join(' and ')}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      void app.close().then(() => process.exit(0));
    });
  }
  return app;
}
