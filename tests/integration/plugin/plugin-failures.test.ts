// One plugin's failure stays its own: a head tags or scripts tap that throws is skipped
// (the page, its 404 page and its data render without that plugin's part, and the log names
// the plugin once per request), and an endpoint's error is reported under its route and
// its plugin, not as a page error of no route.
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from '../../../core/server/start.ts';
import { repoRoot } from '../../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';
import { WEATHER_FAILURE } from '../../fixtures/plugins/weather-plugin.ts';

const ARTICLE = '/news/politics/senate-passes-data-broker-bill/';
const HEADLINE = 'Senate passes bill limiting sales of location data';
const ERROR = 50;
const DEBUG_KEY = 'debug-key-0123456789abcdef';

interface LogLine {
  level: number;
  msg: string;
  plugin?: string;
  hook?: string;
  route?: string;
  status?: number;
  err?: { message: string };
}

const lines: LogLine[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const root = tempProject({
    'config/app.yaml': appConfigWithPlugins({
      weather: path.join(repoRoot, 'tests/fixtures/plugins/weather-plugin.ts'),
      hello: path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts'),
      'needs-hello': path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts'),
    }),
    // The weather plugin taps first: the hello plugin's head tag after it still comes.
    'sites/default.yaml': 'id: default\nname: T\nprefix: /\nplugins: { weather: true, hello: true }\n',
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  ({ app } = await createServer(root, { logger: { level: 'info', stream }, env: { NEUTRON_ENV: 'production', NEUTRON_DEBUG_KEY: DEBUG_KEY } }));
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

beforeEach(() => {
  lines.length = 0;
});

const errorLines = () => lines.filter((line) => line.level >= ERROR);

describe("a plugin's failing head tags and scripts", () => {
  it('leave the page as it is without them, logged once per request naming the plugin', async () => {
    for (const round of [1, 2]) {
      lines.length = 0;
      const response = await app.inject(ARTICLE);
      expect(response.statusCode, `request ${round}`).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(HEADLINE);
      expect(response.body).toContain('name="hello-greeting" content="Hello"');
      expect(response.body).not.toContain('An error occurred while showing the error page');
      // Made without a tap's part, the page is sent but not kept: the next request asks again.
      expect(response.headers['x-neutron-cache']).toBe('miss');
      expect(errorLines().map(({ msg, plugin, hook, err }) => ({ msg, plugin, hook, error: err?.message })).sort((a, b) => a.msg.localeCompare(b.msg))).toEqual([
        { msg: 'plugin weather: its headTags tap failed; skipped', plugin: 'weather', hook: 'headTags', error: WEATHER_FAILURE },
        { msg: 'plugin weather: its scripts tap failed; skipped', plugin: 'weather', hook: 'scripts', error: WEATHER_FAILURE },
      ]);
    }
  });

  it('leave the 404 page its own text, with or without a route that took the path', async () => {
    // The article route takes the second path: its 404 page has the page's context, and
    // the brand's head tags with it.
    for (const [url, headTagLines] of [
      ['/no-such-page/', 0],
      ['/news/politics/no-such-story/', 1],
    ] as const) {
      lines.length = 0;
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('This page could not be found');
      expect(response.body).toContain('name="robots" content="noindex"');
      expect(response.body).not.toContain('An error occurred while showing the error page');
      expect(lines.filter((line) => line.msg === 'error page failed to render')).toEqual([]);
      expect(errorLines().filter((line) => line.hook === 'headTags' && line.plugin === 'weather').length, url).toBe(headTagLines);
    }
  });

  it('leave the debug toolbar listing the skipped taps, its own section among them', async () => {
    const response = await app.inject(`${ARTICLE}?jsDebug=${DEBUG_KEY}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="neutron-debug-toolbar"');
    expect(response.body).toContain('<summary>Skipped plugin taps</summary>');
    for (const hook of ['headTags', 'scripts', 'debugSections']) expect(response.body).toContain(`<dt>weather (${hook})</dt><dd>${WEATHER_FAILURE}</dd>`);
  });

  it('leave page data as JSON', async () => {
    const response = await app.inject(`/_neutron/data${ARTICLE}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const { page, head } = response.json() as { page: { title: string }; head: { attrs: Record<string, string> }[] };
    expect(page.title).toBe(HEADLINE);
    expect(head).toContainEqual(expect.objectContaining({ attrs: { name: 'hello-greeting', content: 'Hello' } }));
    const missing = await app.inject('/_neutron/data/news/politics/no-such-story/');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe("a plugin endpoint's error", () => {
  const reported = async (route: string) =>
    (await app.inject('/_node/metrics')).body.match(new RegExp(`^neutron_errors_reported_total\\{route="${route}",status="500"\\} (\\d+)$`, 'm'))?.[1];

  it('is reported under its route pattern and its plugin, as an endpoint error', async () => {
    const response = await app.inject('/_weather/forecast');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong' });
    expect(errorLines().map(({ msg, route, plugin, status }) => ({ msg, route, plugin, status }))).toEqual([
      { msg: 'endpoint error in plugin weather', route: '/_weather/forecast', plugin: 'weather', status: 500 },
    ]);
    expect(await reported('/_weather/forecast')).toBe('1');
    expect(await reported('unmatched')).toBeUndefined();
  });

  it('is reported under the name its route config gives', async () => {
    const response = await app.inject('/_weather/radar/london');
    expect(response.statusCode).toBe(500);
    expect(errorLines().map(({ route, plugin }) => ({ route, plugin }))).toEqual([{ route: 'weather_radar', plugin: 'weather' }]);
    expect(await reported('weather_radar')).toBe('1');
  });
});
