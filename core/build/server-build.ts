// The server build (dist/server): the server's TypeScript compiled to JavaScript by
// core/build/compile-server.ts, so `neutron start` runs on plain Node without compiling
// every module as it loads (tsx's loader thread and what it keeps hold about 40 MB).
// This module says where a build lives, whether it is still that of the sources, and,
// in the compiled server, which compiled file stands for a source file loaded by path
// (plugins named in config/app.yaml, page modules named in the browser build's manifest).
// It imports Node's own modules (and the yaml package, only when config/app.yaml changed
// since the build): bin/neutron.js loads it before anything else.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app config, whose `plugins` say which plugin folders a build compiles. */
export const APP_CONFIG = 'config/app.yaml';

/** The build's folder, relative to the project root. */
export const SERVER_OUT_DIR = 'dist/server';
/** What the build was made of, written last: a build without it is incomplete. */
export const BUILD_MANIFEST = 'build.json';

export interface ServerBuildManifest {
  /** The project root, relative to the build's folder. */
  root: string;
  /** When the build started (ms since the epoch): a source changed since is newer. */
  startedAt: number;
  /** The files it was made from (project-relative): the compiled sources. */
  inputs: string[];
  /** The plugins config/app.yaml installed, by name, as it names their modules: any other
   *  edit of that file (a cache size, a Redis URL) leaves the build standing. */
  plugins?: Record<string, string>;
}

export type ServerBuildStatus = { fresh: true; outDir: string } | { fresh: false; reason: string };

function readManifest(outDir: string): ServerBuildManifest | undefined {
  const file = path.join(outDir, BUILD_MANIFEST);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as ServerBuildManifest;
}

/** Whether the project at `root` has a server build made from its current sources. */
export function serverBuildStatus(root: string, outDir = path.join(root, SERVER_OUT_DIR)): ServerBuildStatus {
  const manifest = readManifest(outDir);
  if (!manifest) return { fresh: false, reason: `no server build in ${path.relative(root, outDir) || '.'}` };
  for (const input of manifest.inputs) {
    const file = path.join(root, input);
    if (!existsSync(file)) return { fresh: false, reason: `${input} is gone since the server build` };
    if (statSync(file).mtimeMs > manifest.startedAt) return { fresh: false, reason: `${input} changed since the server build` };
  }
  const plugins = pluginsChange(root, manifest);
  return plugins ? { fresh: false, reason: plugins } : { fresh: true, outDir };
}

/** Why the plugins config/app.yaml installs are not those the build compiled; undefined
 *  when they are (or the file is untouched since the build). */
function pluginsChange(root: string, manifest: ServerBuildManifest): string | undefined {
  if (!manifest.plugins) return undefined;
  const file = path.join(root, APP_CONFIG);
  if (!existsSync(file) || statSync(file).mtimeMs <= manifest.startedAt) return undefined;
  let now: unknown;
  try {
    const { parse } = createRequire(import.meta.url)('yaml') as typeof import('yaml');
    now = (parse(readFileSync(file, 'utf8')) as { plugins?: unknown } | null)?.plugins ?? {};
  } catch {
    // The start that follows says what is wrong with the file, at its line.
    return `${APP_CONFIG} does not read as YAML`;
  }
  const built = manifest.plugins;
  const same = typeof now === 'object' && now !== null && Object.keys(now).length === Object.keys(built).length && Object.entries(now).every(([name, module]) => built[name] === module);
  return same ? undefined : `the plugins of ${APP_CONFIG} changed since the server build`;
}

/** This module's own build, when it runs compiled (it is then <outDir>/core/build/server-build.js). */
const compiledIn: { outDir: string; root: string } | undefined = (() => {
  const self = fileURLToPath(import.meta.url);
  if (!self.endsWith('.js')) return undefined;
  const outDir = path.resolve(path.dirname(self), '../..');
  const manifest = readManifest(outDir);
  return manifest ? { outDir, root: path.resolve(outDir, manifest.root) } : undefined;
})();

/**
 * The module to import for a source file named by path: the file itself when the server
 * runs from its TypeScript sources, its compiled counterpart when it runs from a build
 * (a TypeScript file cannot load there, and the compiled one is the very module the rest
 * of the build imports).
 */
export function runnableModule(file: string): string {
  if (!compiledIn || !/\.tsx?$/.test(file)) return file;
  const relative = path.relative(compiledIn.root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return file;
  return path.join(compiledIn.outDir, relative.replace(/\.tsx?$/, '.js'));
}
