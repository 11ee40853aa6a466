import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, formatFinding } from '../../../core/config/load-yaml.ts';
import { createServer } from '../../../core/server/start.ts';
import { buildTestApp } from '../../helpers/project.ts';
import { abTestProject, DEFINITIONS } from './project.ts';

const COOKIE = 'nemo_highlander';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(abTestProject());
});
afterAll(async () => {
  await app.close();
});

interface SetCookie {
  name: string;
  value: string;
  expires?: Date;
  path?: string;
  sameSite?: string;
  secure?: boolean;
}

function cookieOf(response: { cookies: SetCookie[] }, name = COOKIE): SetCookie | undefined {
  return response.cookies.find((cookie) => cookie.name === name);
}

function data(response: { json(): unknown }) {
  return (response.json() as { page: { plugins: Record<string, unknown>; props: Record<string, unknown> } }).page;
}

describe('bucketing end to end (fastify inject)', () => {
  it('first visit: draws, sets the cookie and the A/B headers', async () => {
    const response = await app.inject({ url: '/about/', headers: { host: 'www.example.com' } });
    expect(response.statusCode).toBe(200);
    const cookie = cookieOf(response);
    expect(cookie?.value).toMatch(/^color:v1:(red|blue)$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: true });
    expect(cookie?.expires?.toISOString()).toBe('2024-07-01T00:00:00.000Z');
    expect(cookieOf(response, `${COOKIE}_nobody`)?.value).toBe('nobody:v2:exclude');
    const bucket = cookie?.value.split(':')[2];
    expect(response.headers['x-ab-buckets']).toBe(`color:v1:${bucket},nobody:v2:exclude`);
    expect(response.headers['x-ab-test']).toBe('color,nobody');
    expect(response.headers['x-ab-version']).toBe('v1,v2');
    expect(response.headers['x-ab-end-date']).toBe('2024-06-30,2024-07-15');
    expect(response.headers['x-ab-running-tests']).toBe('color,nobody,reviews_only');
    expect(response.headers['x-ab-cookie-name']).toBe(COOKIE);
    // The configured origin's host, never the Host the request claims.
    expect(response.headers['x-ab-cookie-domain']).toBe('localhost');
    expect(response.headers['x-ab-cookie-secure']).toBe('true');
    expect(response.headers['x-ab-allocation-needed']).toBe('true');
    expect(response.headers.vary).toContain('cookie');
  });

  it('the next visit keeps the bucket, on both brands', async () => {
    for (const bucket of ['red', 'blue']) {
      const cookies = { [COOKIE]: `color:v1:${bucket}`, [`${COOKIE}_nobody`]: 'nobody:v2:exclude' };
      for (const url of ['/about/', '/roadshow/']) {
        const response = await app.inject({ url, cookies });
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-ab-allocation-needed']).toBe('false');
        expect(response.headers['x-ab-buckets']).toContain(`color:v1:${bucket}`);
        expect(cookieOf(response)).toBeUndefined();
      }
      const json = data(await app.inject({ url: '/_neutron/data/roadshow/', cookies }));
      expect(json.plugins['ab-test']).toEqual({ tests: [{ id: 'color', version: 'v1', bucket }] });
      expect(json.plugins.tracking).toMatchObject({ testGroup: bucket, testName: 'color', testVersion: 'v1' });
    }
  });

  it('the auto brand runs only its own tests and keeps the other brand’s states in the cookie', async () => {
    const response = await app.inject({ url: '/roadshow/', cookies: { [COOKIE]: 'reviews_only:v1:yes' } });
    expect(response.headers['x-ab-running-tests']).toBe('color');
    expect(cookieOf(response)?.value).toMatch(/^reviews_only:v1:yes\|color:v1:(red|blue)$/);
  });

  it('a tampered cookie is removed and the visitor drawn again', async () => {
    for (const value of ['color:v1:green', 'ghost:v1:a', 'x'.repeat(5000), 'color;v1;red']) {
      const response = await app.inject({ url: '/about/', cookies: { [COOKIE]: value, [`${COOKIE}_nobody`]: 'nobody:v2:exclude' } });
      expect(response.statusCode).toBe(200);
      expect(cookieOf(response)?.value).toMatch(/^color:v1:(red|blue)$/);
      expect(response.headers['x-ab-allocation-needed']).toBe('true');
    }
  });

  it('crawlers are not bucketed', async () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Yeti/1.1',
      'Baiduspider',
      'Linespider',
    ]) {
      const response = await app.inject({ url: '/about/', headers: { 'user-agent': agent } });
      expect(response.statusCode).toBe(200);
      expect(response.cookies).toEqual([]);
      expect(response.headers['x-ab-buckets']).toBe('');
      expect(response.headers['x-ab-allocation-needed']).toBe('false');
    }
  });

  it('the header and query overrides work only for real tests and buckets', async () => {
    const header = await app.inject({
      url: '/about/',
      headers: { 'x-ab-test-variation': 'color:blue' },
      cookies: { [COOKIE]: 'color:v1:red' },
    });
    expect(cookieOf(header)?.value).toBe('color:v1:blue');
    expect(header.headers.vary).toContain('x-ab-test-variation');
    const query = await app.inject({ url: '/about/?abTestVariation=color:red', cookies: { [COOKIE]: 'color:v1:blue' } });
    expect(cookieOf(query)?.value).toBe('color:v1:red');
    for (const value of ['color:green', 'ghost:a', 'ended:a', 'color:exclude', 'color']) {
      const refused = await app.inject({
        url: '/about/',
        headers: { 'x-ab-test-variation': value },
        cookies: { [COOKIE]: 'color:v1:red', [`${COOKIE}_nobody`]: 'nobody:v2:exclude' },
      });
      expect(cookieOf(refused)).toBeUndefined();
      expect(refused.headers['x-ab-buckets']).toBe('color:v1:red,nobody:v2:exclude');
    }
  });

  it('criteria decide eligibility per page', async () => {
    const news = await app.inject({ url: '/about/', cookies: { [COOKIE]: 'color:v1:red', [`${COOKIE}_nobody`]: 'nobody:v2:exclude' } });
    expect(news.headers['x-ab-test']).toBe('color,nobody');
    const reviews = await app.inject({
      url: '/reviews/',
      cookies: { [COOKIE]: 'color:v1:red', [`${COOKIE}_nobody`]: 'nobody:v2:exclude' },
    });
    expect(reviews.headers['x-ab-test']).toBe('color,nobody,reviews_only');
    expect(cookieOf(reviews)?.value).toBe('color:v1:red|reviews_only:v1:yes');
  });

  it('a bucketed page is never served from the page cache to another bucket', async () => {
    const excluded = { [`${COOKIE}_nobody`]: 'nobody:v2:exclude' };
    const red = await app.inject({ url: '/_neutron/data/news/', cookies: { [COOKIE]: 'color:v1:red', ...excluded } });
    const blue = await app.inject({ url: '/_neutron/data/news/', cookies: { [COOKIE]: 'color:v1:blue', ...excluded } });
    const redAgain = await app.inject({ url: '/_neutron/data/news/', cookies: { [COOKIE]: 'color:v1:red', ...excluded } });
    const buckets = (response: { json(): unknown }) =>
      (data(response).plugins['ab-test'] as { tests: { bucket: string }[] }).tests.map((test) => test.bucket);
    expect(buckets(red)).toEqual(['red', 'exclude']);
    expect(buckets(blue)).toEqual(['blue', 'exclude']);
    expect(buckets(redAgain)).toEqual(['red', 'exclude']);
    expect(redAgain.headers['x-neutron-cache']).toBe('hit');
  });
});

describe('the summary page', () => {
  it('lists every test of the brand with window, status, allocations, criteria and the reader’s bucket', async () => {
    const response = await app.inject({
      url: '/ab-test-summary/',
      cookies: { [COOKIE]: 'color:v1:blue', [`${COOKIE}_nobody`]: 'nobody:v2:exclude' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = response.body;
    expect(html).toContain('<h1>A/B test summary</h1>');
    for (const status of ['running', 'ended', 'scheduled']) expect(html).toContain(`ab-test-summary__row--${status}`);
    expect(html).toMatch(
      /data-test-id="color".*?2024-06-01<!-- --> to <!-- -->2024-06-30.*?running.*?red<!-- -->: <!-- -->50<!-- -->%.*?blue<!-- -->: <!-- -->50.*?every page.*?ab-test-summary__bucket">blue</s,
    );
    expect(html).toMatch(/data-test-id="nobody".*?on<!-- -->: <!-- -->1<!-- -->%.*?exclude<!-- -->: <!-- -->99.*?ab-test-summary__bucket">exclude</s);
    expect(html).toContain('section: {&quot;values&quot;:[&quot;reviews&quot;]}');
    const summary = data(await app.inject({ url: '/_neutron/data/ab-test-summary/', cookies: { [COOKIE]: 'color:v1:blue' } }));
    expect(
      (summary.props.tests as { id: string; status: string; bucket: string | null }[]).map((test) => [test.id, test.status, test.bucket]),
    ).toEqual([
      ['color', 'running', 'blue'],
      ['nobody', 'running', 'exclude'],
      ['reviews_only', 'running', null],
      ['ended', 'ended', null],
      ['later', 'scheduled', null],
    ]);
  });

  it('renders on the auto brand under its prefix with its own tests', async () => {
    const response = await app.inject('/roadshow/ab-test-summary/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-test-id="color"');
    expect(response.body).not.toContain('data-test-id="nobody"');
  });
});

describe('ended tests and start-up', () => {
  it('ended tests stop bucketing', async () => {
    const ended = await buildTestApp(abTestProject({ defaultTests: '[ended]', autoTests: '[ended]' }));
    const response = await ended.inject('/about/');
    expect(response.cookies).toEqual([]);
    expect(response.headers['x-ab-running-tests']).toBe('');
    expect(response.headers['x-ab-allocation-needed']).toBe('false');
    await ended.close();
  });

  it('the server refuses to start with an invalid definitions file and reports the same findings', async () => {
    const broken = DEFINITIONS.replace('bucket: blue, percentage: 50', 'bucket: 2blue, percentage: 60');
    const error = await createServer(abTestProject({ definitions: broken }), { logger: false, env: { NEUTRON_ENV: 'test' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as ConfigError).findings.map(formatFinding);
    expect(lines).toEqual([
      "config/ab-tests.yaml:6:62: test color: bucket '2blue' must start with a letter and hold only letters, digits and underscores",
      'config/ab-tests.yaml:6:18: test color: allocations sum to 110 percent; the sum must not exceed 100',
      // The warnings found in the same pass come with the errors.
      'config/ab-tests.yaml:21:14: test ended: ended on 2024-02-01; it no longer buckets anyone',
    ]);
    expect((error as ConfigError).findings.map((finding) => finding.severity)).toEqual(['error', 'error', 'warning']);
  });

  it('a brand listing an unknown test id does not start', async () => {
    const error = await createServer(abTestProject({ autoTests: '[color, ghost]' }), { logger: false, env: { NEUTRON_ENV: 'test' } }).catch(
      (caught: unknown) => caught,
    );
    expect((error as ConfigError).findings.map(formatFinding)).toEqual([
      expect.stringMatching(/^sites\/auto\.yaml:6:\d+: plugins\.ab-test\.tests: test 'ghost' is not defined in /),
      'config/ab-tests.yaml:21:14: test ended: ended on 2024-02-01; it no longer buckets anyone',
    ]);
  });
});
