// Readers' browsers report errors and Core Web Vitals to the node: valid reports are
// logged and counted per route; invalid, oversized or too many reports are 4xx.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../../core/server/start.ts';
import { repoRoot, useTestApp } from '../../helpers/project.ts';

const testApp = useTestApp();

const metrics = async () => (await testApp().inject('/_node/metrics')).body;
const error = { kind: 'error', message: 'TypeError: x is undefined', path: '/news/x/', route: 'article', breadcrumbs: [{ at: 1, kind: 'navigation', text: '/news/' }] };

describe('browser error reports', () => {
  it('are counted per route', async () => {
    const response = await testApp().inject({ method: 'POST', url: '/_neutron/errors', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(error) });
    expect(response.statusCode).toBe(204);
    expect(await metrics()).toMatch(/^neutron_client_errors_total\{route="article"\} 1$/m);
    // An unknown route name is not a new label.
    await testApp().inject({ method: 'POST', url: '/_neutron/errors', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...error, route: 'x'.repeat(50) }) });
    expect(await metrics()).toMatch(/^neutron_client_errors_total\{route="other"\} 1$/m);
  });

  it("name the plugin whose browser code failed, in the log line and its record, counted under the page's route", async () => {
    const lines: { msg: string; clientError?: { plugin?: string; route?: string } }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const databaseFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-test-')), 'content.sqlite');
    const { app } = await createServer(repoRoot, { logger: { level: 'warn', stream }, databaseFile, env: { NEUTRON_ENV: 'test' } });
    try {
      const setupFailure = { ...error, message: 'TypeError: ads is not ready', route: 'about', path: '/about/', plugin: 'ads' };
      const response = await app.inject({ method: 'POST', url: '/_neutron/errors', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(setupFailure) });
      expect(response.statusCode).toBe(204);
      const line = lines.find((entry) => entry.clientError !== undefined);
      expect(line?.msg).toBe('browser error on /about/ (plugin ads): TypeError: ads is not ready');
      expect(line?.clientError).toMatchObject({ plugin: 'ads', route: 'about' });
      expect((await app.inject('/_node/metrics')).body).toMatch(/^neutron_client_errors_total\{route="about"\} 1$/m);
      // The name is bounded, as the route's is.
      const long = await app.inject({ method: 'POST', url: '/_neutron/errors', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...setupFailure, plugin: 'x'.repeat(201) }) });
      expect(long.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('answer 400 to an invalid report and 413 to an oversized one', async () => {
    const bad = await testApp().inject({ method: 'POST', url: '/_neutron/errors', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...error, extra: 1 }) });
    expect(bad.statusCode).toBe(400);
    const garbage = await testApp().inject({ method: 'POST', url: '/_neutron/errors', headers: { 'content-type': 'application/json' }, payload: '{nope' });
    expect(garbage.statusCode).toBe(400);
    const huge = await testApp().inject({ method: 'POST', url: '/_neutron/errors', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...error, message: 'x'.repeat(20_000) }) });
    expect(huge.statusCode).toBe(413);
    expect((await testApp().inject('/')).statusCode).toBe(200);
  });
});

describe('web vitals', () => {
  it('land in per-route histograms', async () => {
    for (const [name, value] of [['LCP', 1800], ['INP', 120], ['CLS', 0.02]] as const) {
      const response = await testApp().inject({ method: 'POST', url: '/_neutron/vitals', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name, value, route: 'article' }) });
      expect(response.statusCode).toBe(204);
    }
    const body = await metrics();
    expect(body).toMatch(/^neutron_web_vitals_lcp_seconds_bucket\{le="2",route="article"\} 1$/m);
    expect(body).toMatch(/^neutron_web_vitals_inp_seconds_bucket\{le="0.2",route="article"\} 1$/m);
    expect(body).toMatch(/^neutron_web_vitals_cls_bucket\{le="0.05",route="article"\} 1$/m);
    const bad = await testApp().inject({ method: 'POST', url: '/_neutron/vitals', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'FID', value: 1, route: 'article' }) });
    expect(bad.statusCode).toBe(400);
  });

  it('limit each client to 120 reports a minute', async () => {
    let limited = 0;
    for (let i = 0; i < 130; i += 1) {
      const response = await testApp().inject({ method: 'POST', url: '/_neutron/vitals', remoteAddress: '10.9.8.7', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'CLS', value: 0, route: 'article' }) });
      if (response.statusCode === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
    expect((await testApp().inject('/')).statusCode).toBe(200);
  });
});
