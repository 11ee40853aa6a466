// Sample data is never served in production without saying so (spec 000 §9, 001 §9: stub
// data only outside production, when configured): in-memory fixtures are refused in
// production, seeding the embedded store is a setting, production names each sample-data
// upstream at boot, in /_node/status and in `validate site --production`, and source maps
// are not served in production unless a setting turns them on.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, formatFinding } from '../../../core/config/load-yaml.ts';
import { loadProject } from '../../../core/project.ts';
import { SampleDataSources, sampleDataWarning } from '../../../core/sample-data.ts';
import { createServer } from '../../../core/server/start.ts';
import { runCli } from '../../helpers/cli.ts';
import { buildTestApp, repoRoot } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

/** A temp project whose content upstream reads `content` (YAML flow mapping). */
function projectWithContent(content: string, extra: Record<string, string> = {}): string {
  const dir = tempProject(extra);
  const file = path.join(dir, 'config/app.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^upstreams: .*$/m, `upstreams: { content: ${content} }`));
  return dir;
}

const SAMPLE = `{ kind: embedded, contentDir: ${path.join(repoRoot, 'examples/content')}, sampleData: true }`;
const NO_SAMPLE = `{ kind: embedded, contentDir: ${path.join(repoRoot, 'examples/content')} }`;

async function withApp<T>(root: string, env: NodeJS.ProcessEnv, use: (app: FastifyInstance, log: string[]) => Promise<T>): Promise<T> {
  const log: string[] = [];
  const databaseFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-sample-')), 'content.sqlite');
  const { app } = await createServer(root, {
    databaseFile,
    env,
    logger: { level: 'warn', stream: { write: (line: string) => log.push(line) } },
  });
  await app.ready();
  try {
    return await use(app, log);
  } finally {
    await app.close();
  }
}

describe('seeding the embedded store is a setting', () => {
  it('with sampleData the shipped config serves the sample stories; without it the store is empty', async () => {
    const shipped = await buildTestApp();
    try {
      expect((await shipped.inject('/health/sleep/')).body).toContain('Pulse Ring review');
      expect((await shipped.inject('/_node/status')).json<{ sampleData: string[] }>().sampleData).toContain('content');
    } finally {
      await shipped.close();
    }
    await withApp(projectWithContent(NO_SAMPLE), { NEUTRON_ENV: 'development' }, async (app) => {
      expect((await app.inject('/reviews/pixel-9-pro-review/')).statusCode).toBe(404);
      expect((await app.inject('/_node/status')).json()).toMatchObject({ sampleData: [] });
    });
  });
});

describe('production with sample data says so', () => {
  it('names the upstream in a warning at boot and in /_node/status', async () => {
    await withApp(projectWithContent(SAMPLE), { NEUTRON_ENV: 'production' }, async (app, log) => {
      const warnings = log.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level === 40);
      expect(warnings.map((entry) => entry.msg)).toContain(
        `sample data in production: upstream 'content' serves the embedded store seeded from ${path.join(repoRoot, 'examples/content')}`,
      );
      const status = (await app.inject('/_node/status')).json<{ environment: string; sampleData: string[] }>();
      expect(status.environment).toBe('production');
      expect(status.sampleData).toEqual(['content']);
    });
  });

  it('says nothing outside production', async () => {
    await withApp(projectWithContent(SAMPLE), { NEUTRON_ENV: 'development' }, async (_app, log) => {
      expect(log.join('\n')).not.toContain('sample data in production');
    });
  });

  it('a plugin adds its own source to the list', () => {
    const sources = new SampleDataSources();
    sources.add('content', 'the embedded store');
    sources.add('ads', "the embedded ad server's sample campaigns");
    sources.add('ads', 'the embedded ad server');
    expect(sources.list().map((source) => source.upstream)).toEqual(['content', 'ads']);
    expect(sampleDataWarning(sources.list()[1]!)).toBe("sample data in production: upstream 'ads' serves the embedded ad server");
  });
});

describe('in-memory fixtures', () => {
  it('load outside production when configured, and serve the sample stories', async () => {
    const root = projectWithContent(SAMPLE.replace('sampleData: true', 'sampleData: true, store: memory'));
    await withApp(root, { NEUTRON_ENV: 'development' }, async (app) => {
      expect((await app.inject('/reviews/pixel-9-pro-review/')).statusCode).toBe(200);
    });
  });

  it('are refused in production with a file:line:col error', async () => {
    const root = projectWithContent(SAMPLE.replace('sampleData: true', 'sampleData: true, store: memory'));
    const error = await loadProject(root, { env: { NEUTRON_ENV: 'production' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    const messages = (error as ConfigError).findings.map(formatFinding);
    expect(messages).toEqual([
      expect.stringMatching(
        /^config\/app\.yaml:3:\d+: in-memory fixtures load only outside production: set 'store: file', or NEUTRON_ENV=development to try them$/,
      ),
    ]);
  });
});

describe('neutron validate site --production', () => {
  it('fails naming each upstream that would serve sample data', async () => {
    const root = projectWithContent(SAMPLE);
    const result = await runCli(['validate', 'site', 'sites/default.yaml', '--production'], root);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/^config\/app\.yaml:3:\d+: upstream 'content' would serve sample data in production: the embedded store seeded from /m);
    expect(result.stderr).toContain('sites/default.yaml and the files it reads: 1 error (1 in config/app.yaml)');
  });

  it('passes without sample data, and without --production', async () => {
    expect((await runCli(['validate', 'site', 'sites/default.yaml', '--production'], projectWithContent(NO_SAMPLE))).code).toBe(0);
    expect((await runCli(['validate', 'site', 'sites/default.yaml'], projectWithContent(SAMPLE))).code).toBe(0);
  });
});

describe('source maps', () => {
  /** A project with a built asset and its source map. */
  function withAssets(sourceMaps?: boolean): string {
    const root = projectWithContent(NO_SAMPLE);
    const assets = path.join(root, 'dist/client/assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(assets, 'entry-abc.js'), 'console.log(1);\n//# sourceMappingURL=entry-abc.js.map\n');
    writeFileSync(path.join(assets, 'entry-abc.js.map'), '{"version":3,"sources":["entry.ts"],"mappings":""}');
    if (sourceMaps !== undefined) {
      const file = path.join(root, 'config/app.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^server: \{ /m, `server: { sourceMaps: ${sourceMaps}, `));
    }
    return root;
  }
  const MAP = '/_neutron/assets/assets/entry-abc.js.map';

  it('answer 404 in production; the code itself is served', async () => {
    await withApp(withAssets(), { NEUTRON_ENV: 'production' }, async (app) => {
      expect((await app.inject(MAP)).statusCode).toBe(404);
      expect((await app.inject('/_neutron/assets/assets/entry-abc.js')).statusCode).toBe(200);
    });
  });

  it('are served in production when server.sourceMaps turns them on, and always outside production', async () => {
    await withApp(withAssets(true), { NEUTRON_ENV: 'production' }, async (app) => {
      expect((await app.inject(MAP)).statusCode).toBe(200);
    });
    await withApp(withAssets(), { NEUTRON_ENV: 'development' }, async (app) => {
      expect((await app.inject(MAP)).statusCode).toBe(200);
    });
  });
});
