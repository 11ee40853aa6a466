// The server build (core/build/compile-server.ts): the project compiled to JavaScript
// starts on plain Node, without tsx, and serves both brands as the sources do; a build
// stands only while its sources are unchanged; a project whose plugins live elsewhere
// runs from its sources.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileServer } from '../../../core/build/compile-server.ts';
import { BUILD_MANIFEST, serverBuildStatus } from '../../../core/build/server-build.ts';
import { freePort } from '../../helpers/free-port.ts';
import { repoRoot } from '../../helpers/project.ts';
import { type ServerProcess, serverProcess } from '../../helpers/server-process.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe('the compiled server', () => {
  // Inside the project, where the build's imports of packages find node_modules; not
  // dist/server, which belongs to npm run build.
  const outDir = path.join(repoRoot, `.neutron/test-server-build-${process.pid}`);
  let server: ChildProcess;
  let running: ServerProcess | undefined;
  let base: string;

  beforeAll(async () => {
    const result = await compileServer(repoRoot, outDir);
    expect(result).toMatchObject({ built: true });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // `neutron start` as bin/neutron.js runs it from a fresh build: plain node, no loader.
    const start = 'const { main, processIO } = await import(process.argv[1]); process.exitCode = await main(["start"], processIO);';
    server = spawn(process.execPath, ['--input-type=module', '-e', start, pathToFileURL(path.join(outDir, 'cli/main.js')).href], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), NEUTRON_ENV: 'production', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = serverProcess(server, base, 'the compiled server');
    await running.ready;
  }, 120_000);

  afterAll(async () => {
    await running?.stop();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('is the build of the current sources, with the files the server reads beside its modules', () => {
    expect(serverBuildStatus(repoRoot, outDir)).toEqual({ fresh: true, outDir });
    expect(existsSync(path.join(outDir, 'core/render/assets/brand/auto/logo-310.png'))).toBe(true);
    expect(existsSync(path.join(outDir, 'plugins/ads/index.js'))).toBe(true);
  });

  it('serves a page of each brand, with the installed plugins loaded from the build', async () => {
    for (const [url, brand] of [
      ['/news/politics/senate-passes-data-broker-bill/', 'Neutron'],
      ['/roadshow/reviews/voltline-ev6-review/', 'Roadshow'],
    ] as const) {
      const response = await fetch(base + url);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toContain(brand);
    }
    // A plugin's own page (broadband's plans page) and the copied brand logo.
    expect((await fetch(`${base}/home/internet/plans/`)).status).toBe(200);
    const logo = await fetch(`${base}/a/brand/auto/logo-310.png`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
  });
});

describe('whether a server build stands', () => {
  function project(): { root: string; outDir: string; source: string } {
    const root = mkdtempSync(path.join(os.tmpdir(), 'neutron-build-status-'));
    const outDir = path.join(root, 'dist/server');
    mkdirSync(path.join(root, 'core'), { recursive: true });
    mkdirSync(outDir, { recursive: true });
    const source = path.join(root, 'core/a.ts');
    writeFileSync(source, 'export const a = 1;\n');
    const built = new Date(Date.now() + 60_000);
    writeFileSync(path.join(outDir, BUILD_MANIFEST), JSON.stringify({ root: '../..', startedAt: built.getTime(), inputs: ['core/a.ts'] }));
    return { root, outDir, source };
  }

  it('stands while no source changed since it started', () => {
    const { root, outDir } = project();
    expect(serverBuildStatus(root)).toEqual({ fresh: true, outDir });
  });

  it('does not once a source is newer or gone, nor when there is none', () => {
    const changed = project();
    const later = new Date(Date.now() + 120_000);
    utimesSync(changed.source, later, later);
    expect(serverBuildStatus(changed.root)).toEqual({ fresh: false, reason: 'core/a.ts changed since the server build' });
    const gone = project();
    writeFileSync(path.join(gone.outDir, BUILD_MANIFEST), JSON.stringify({ root: '../..', startedAt: Date.now(), inputs: ['core/b.ts'] }));
    expect(serverBuildStatus(gone.root)).toEqual({ fresh: false, reason: 'core/b.ts is gone since the server build' });
    expect(serverBuildStatus(mkdtempSync(path.join(os.tmpdir(), 'neutron-no-build-')))).toEqual({ fresh: false, reason: 'no server build in dist/server' });
  });

  it('stands when config/app.yaml changed but not its plugins; not once they change', () => {
    const { root, outDir } = project();
    const manifest = path.join(outDir, BUILD_MANIFEST);
    const built = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
    writeFileSync(manifest, JSON.stringify({ ...built, plugins: { hello: 'plugins/hello/index.ts' } }));
    mkdirSync(path.join(root, 'config'), { recursive: true });
    const app = path.join(root, 'config/app.yaml');
    const later = new Date(Date.now() + 120_000);
    const edit = (text: string) => {
      writeFileSync(app, text);
      utimesSync(app, later, later);
    };
    edit('cache: { pageCache: { maxEntries: 50 } }\nplugins:\n  hello: plugins/hello/index.ts # the greeter\n');
    expect(serverBuildStatus(root)).toEqual({ fresh: true, outDir });
    edit('plugins:\n  hello: plugins/hello/index.ts\n  extra: plugins/extra/index.ts\n');
    expect(serverBuildStatus(root)).toEqual({ fresh: false, reason: 'the plugins of config/app.yaml changed since the server build' });
    edit('plugins: {}\n');
    expect(serverBuildStatus(root)).toEqual({ fresh: false, reason: 'the plugins of config/app.yaml changed since the server build' });
    edit('plugins: [\n');
    expect(serverBuildStatus(root)).toEqual({ fresh: false, reason: 'config/app.yaml does not read as YAML' });
  });

  it('is not written for a project whose plugins live outside it', async () => {
    const root = tempProject();
    const result = await compileServer(root);
    expect(result).toEqual({ built: false, reason: expect.stringMatching(/^plugin 'hello' \(.*hello-plugin\.ts\) lives outside the project$/) });
    expect(existsSync(path.join(root, 'dist/server'))).toBe(false);
  });
});
