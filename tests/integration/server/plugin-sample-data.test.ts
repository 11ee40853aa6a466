// Every upstream that serves sample data says so in production, plugins' embedded defaults
// too: the shipped configs turn on the ads, auth and broadband plugins' `sampleData` (and the
// content store's), so a production node on them names content, ads, identity, geo and rates
// at boot and in /_node/status, and `validate site --production` fails at each setting.
// With the settings off the embedded defaults serve no sample data and nothing is named.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../../core/server/start.ts';
import { runCli } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/project.ts';

const UPSTREAMS = ['ads', 'content', 'geo', 'identity', 'rates'];

/** The repository's shipped configs in a project of their own (its data/ a temp folder);
 *  `withoutSampleData` turns every `sampleData` setting off. */
function shippedProject(withoutSampleData = false): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'neutron-shipped-'));
  for (const entry of ['plugins', 'dist', 'core', 'node_modules', 'examples']) symlinkSync(path.join(repoRoot, entry), path.join(root, entry));
  cpSync(path.join(repoRoot, 'config'), path.join(root, 'config'), { recursive: true });
  cpSync(path.join(repoRoot, 'sites'), path.join(root, 'sites'), { recursive: true });
  mkdirSync(path.join(root, 'data'));
  if (withoutSampleData) {
    for (const file of ['config/app.yaml', 'sites/default.yaml', 'sites/auto.yaml']) {
      const text = readFileSync(path.join(root, file), 'utf8');
      writeFileSync(path.join(root, file), text.replace(/^( *sampleData:) true/gm, '$1 false'));
    }
  }
  return root;
}

interface LogEntry {
  level: number;
  msg: string;
}

async function withProductionNode(root: string, use: (app: FastifyInstance, log: () => LogEntry[]) => Promise<void>): Promise<void> {
  const lines: string[] = [];
  const { app } = await createServer(root, {
    databaseFile: path.join(root, 'data/content.sqlite'),
    env: { NEUTRON_ENV: 'production' },
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
  });
  await app.ready();
  try {
    await use(app, () => lines.map((line) => JSON.parse(line) as LogEntry));
  } finally {
    await app.close();
  }
}

const sampleWarnings = (log: LogEntry[]) => log.filter((entry) => entry.level === 40 && entry.msg.startsWith('sample data in production:')).map((entry) => entry.msg);

describe('a production node on the shipped configs', () => {
  it('lists every upstream serving sample data in /_node/status and names each in one warning at boot', async () => {
    await withProductionNode(shippedProject(), async (app, log) => {
      const status = (await app.inject('/_node/status')).json<{ environment: string; sampleData: string[] }>();
      expect(status.environment).toBe('production');
      expect([...status.sampleData].sort()).toEqual(UPSTREAMS);
      const warnings = sampleWarnings(log());
      expect(warnings).toHaveLength(UPSTREAMS.length);
      expect(warnings).toEqual(
        expect.arrayContaining([
          "sample data in production: upstream 'ads' serves the embedded ad server's sample line items from examples/ads",
          "sample data in production: upstream 'identity' serves the embedded identity provider's development Facebook connection, which signs in any email address",
          "sample data in production: upstream 'geo' serves the embedded geo service's sample addresses and providers from examples/broadband",
          "sample data in production: upstream 'rates' serves the embedded finance-rate service's sample rates from examples/broadband",
          expect.stringMatching(/^sample data in production: upstream 'content' serves the embedded store seeded from /),
        ]),
      );
      // The embedded geo service answers from its sample data, over HTTP too.
      expect((await app.inject({ method: 'POST', url: '/api/neutron/geo/cnet/smarty/address/autocomplete/web', payload: { search: '10001' } })).statusCode).toBe(200);
    });
  }, 120_000);

  it('with the settings off lists nothing, warns of nothing, and its embedded defaults serve no sample data', async () => {
    await withProductionNode(shippedProject(true), async (app, log) => {
      expect((await app.inject('/_node/status')).json()).toMatchObject({ sampleData: [] });
      expect(sampleWarnings(log())).toEqual([]);
      // The embedded geo service has no endpoint (a POST reaches the page handler: 405), and
      // the reader's tool says to try again.
      expect((await app.inject({ method: 'POST', url: '/api/neutron/geo/cnet/smarty/address/autocomplete/web', payload: { search: '10001' } })).statusCode).toBe(405);
      const tool = await app.inject({ method: 'POST', url: '/_broadband/geo/autocomplete', payload: { search: '10001' } });
      expect(tool.statusCode).toBe(503);
      expect(tool.json()).toMatchObject({ message: 'We could not reach our provider data just now. Please try again in a moment.' });
      expect(log().some((entry) => entry.level === 40 && JSON.stringify(entry).includes('no geo.host is set and sampleData is off'))).toBe(true);
    });
  }, 120_000);
});

/** `file:line:col` of the `sampleData: true` value under `plugins: <plugin>:` in a site file. */
function settingAt(root: string, file: string, plugin: string): string {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => line === `  ${plugin}:`);
  const at = lines.findIndex((line, index) => index > start && /^ {4}sampleData: true/.test(line));
  if (start < 0 || at < 0) throw new Error(`${file} has no sampleData setting for ${plugin}`);
  return `${file}:${at + 1}:${(lines[at] ?? '').indexOf('true') + 1}`;
}

describe('neutron validate site --production on the shipped configs', () => {
  it('exits 1 naming each upstream that would serve sample data, at the setting that turns it on', async () => {
    const root = shippedProject();
    const result = await runCli(['validate', 'site', 'sites/default.yaml', '--production'], root);
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^config\/app\.yaml:\d+:\d+: upstream 'content' would serve sample data in production: the embedded store seeded from /),
        `${settingAt(root, 'sites/default.yaml', 'ads')}: upstream 'ads' would serve sample data in production: the embedded ad server's sample line items from examples/ads`,
        `${settingAt(root, 'sites/default.yaml', 'auth')}: upstream 'identity' would serve sample data in production: the embedded identity provider's development Facebook connection, which signs in any email address`,
        `${settingAt(root, 'sites/default.yaml', 'broadband')}: upstream 'geo' would serve sample data in production: the embedded geo service's sample addresses and providers from examples/broadband`,
        `${settingAt(root, 'sites/default.yaml', 'broadband')}: upstream 'rates' would serve sample data in production: the embedded finance-rate service's sample rates from examples/broadband`,
      ]),
    );
    // Only this site file's settings: the auto brand's are reported when it is validated.
    expect(result.stderr).not.toContain('sites/auto.yaml');
    expect(result.stderr).toContain('sites/default.yaml and the files it reads: 5 errors (1 in config/app.yaml, 4 in sites/default.yaml)');
    const auto = await runCli(['validate', 'site', 'sites/auto.yaml', '--production'], root);
    expect(auto.stderr).toContain(`${settingAt(root, 'sites/auto.yaml', 'ads')}: upstream 'ads' would serve sample data in production`);
  }, 120_000);

  it('passes with the settings off', async () => {
    const result = await runCli(['validate', 'site', 'sites/default.yaml', '--production'], shippedProject(true));
    expect(result.stderr).not.toContain('sample data');
    expect(result.code).toBe(0);
  }, 120_000);
});
