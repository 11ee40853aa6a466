import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixtureProject, repoRoot } from './project.ts';

/** A copy of the fixture project in a temp folder, with some files replaced. */
export function tempProject(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-project-'));
  cpSync(path.join(fixtureProject, 'config'), path.join(dir, 'config'), { recursive: true });
  cpSync(path.join(fixtureProject, 'sites'), path.join(dir, 'sites'), { recursive: true });
  cpSync(path.join(repoRoot, 'config/routes.yaml'), path.join(dir, 'config/routes.yaml'));
  withImageOriginals(dir);
  const app = appConfigWithPlugins({
    hello: path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts'),
    'needs-hello': path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts'),
  });
  writeFileSync(path.join(dir, 'config/app.yaml'), app);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** The originals folder the shipped config/images.yaml names, relative to the project, made
 *  empty in the test project at `dir` (a folder that is not there is a config error; an
 *  empty one keeps image URLs 404). */
export function withImageOriginals(dir: string): void {
  mkdirSync(path.join(dir, 'examples/content/images'), { recursive: true });
}

/** The fixture project with a plugin module (`source`, written as `<name>.ts` in the
 *  project) added to config/app.yaml; `enabled` also switches it on for the default brand. */
export function tempProjectWithPlugin(name: string, source: string, options: { enabled?: boolean } = {}): string {
  const dir = tempProject({ [`${name}.ts`]: source });
  const appFile = path.join(dir, 'config/app.yaml');
  writeFileSync(appFile, readFileSync(appFile, 'utf8').replace(/^plugins:\n/m, `plugins:\n  ${name}: ${path.join(dir, `${name}.ts`)}\n`));
  // The fixture's default site ends with its `plugins:` mapping.
  if (options.enabled === true) appendFileSync(path.join(dir, 'sites/default.yaml'), `  ${name}: true\n`);
  return dir;
}

/** A test project's config/app.yaml installing these plugins (name -> module path). */
export function appConfigWithPlugins(plugins: Record<string, string>): string {
  return `server: { port: 0, host: 127.0.0.1, publicOrigin: 'http://localhost:3000' }
environment: production
upstreams: { content: { kind: embedded, contentDir: ${path.join(repoRoot, 'examples/content')}, sampleData: true } }
cache: { defaultMaxAge: 600, pageCache: { enabled: true, maxEntries: 100, ttlSeconds: 60 } }
plugins:
${Object.entries(plugins).map(([name, module]) => `  ${name}: ${module}`).join('\n')}
sites: [sites/default.yaml, sites/auto.yaml]
files: { routes: config/routes.yaml, images: ${path.join(repoRoot, 'config/images.yaml')} }
`;
}

/** A test project in production whose content upstream is a remote content API at `host`
 *  (the page cache off, so every request reaches it); `cache` adds lines under `cache:`. */
export function remoteContentProject(host: string, options: { timeoutMs: number; cache?: string[] }): string {
  const cache = ['  defaultMaxAge: 600', '  pageCache: { enabled: false, maxEntries: 100, ttlSeconds: 60 }', ...(options.cache ?? []).map((line) => `  ${line}`)];
  return tempProject({
    'config/app.yaml': `server: { port: 0, host: 127.0.0.1, publicOrigin: 'http://localhost:3000' }
environment: production
upstreams: { content: { kind: http, host: '${host}', timeoutMs: ${options.timeoutMs} } }
cache:
${cache.join('\n')}
plugins:
  hello: ${path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts')}
  needs-hello: ${path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts')}
sites: [sites/default.yaml, sites/auto.yaml]
files: { routes: config/routes.yaml, images: ${path.join(repoRoot, 'config/images.yaml')} }
`,
  });
}
