#!/usr/bin/env node
// Runs the CLI. `neutron start` runs the project's server build (dist/server, written by
// `npm run build`) when it is that of the current sources; every other command, and a
// start without a fresh build, runs the TypeScript sources through tsx's loader.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const argv = process.argv.slice(2);

/** The compiled CLI to start the server with, or undefined to run the sources. */
async function compiledCli(root) {
  const check = path.join(root, 'dist/server/core/build/server-build.js');
  if (!existsSync(check)) return undefined;
  const { serverBuildStatus } = await import(pathToFileURL(check).href);
  const status = serverBuildStatus(root);
  if (status.fresh) return path.join(status.outDir, 'cli/main.js');
  // Said once, by the primary: the workers it forks run this file again, and say it only
  // when they cannot run the build the primary started from (it changed since).
  if (!cluster.isWorker) process.stderr.write(`neutron start: running the TypeScript sources, not the server build: ${status.reason} (npm run build compiles it again)\n`);
  else if (process.env[STARTED_FROM] === 'build') process.stderr.write(`neutron start: worker ${process.pid} runs the TypeScript sources, not the server build the primary started from: ${status.reason} (npm run build compiles it again)\n`);
  return undefined;
}

/** What the primary started from, for its workers: 'build' or 'sources'. */
const STARTED_FROM = 'NEUTRON_STARTED_FROM';

/** The project's root: the nearest folder up from here holding config/app.yaml (as
 *  projectRootFrom in core/command.ts, which this file cannot import before tsx runs). */
function projectRoot() {
  for (let at = process.cwd(); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'config/app.yaml'))) return at;
    if (path.dirname(at) === at) return process.cwd();
  }
}

let cli = argv[0] === 'start' ? await compiledCli(projectRoot()) : undefined;
if (argv[0] === 'start' && !cluster.isWorker) process.env[STARTED_FROM] = cli ? 'build' : 'sources';
if (!cli) {
  const { register } = await import('tsx/esm/api');
  register();
  cli = new URL('../cli/main.ts', import.meta.url);
}
const { main, processIO } = await import(cli instanceof URL ? cli.href : pathToFileURL(cli).href);
const code = await main(argv, processIO);
process.exitCode = code;
