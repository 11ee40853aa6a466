// A configured real host replaces the embedded services through the same client path:
// the calls go over HTTP with their exact paths, parameters and x-tx-id; a slow upstream
// answers the reader's friendly message within the configured deadline, a failing or
// redirecting one likewise, and the pages keep working. Another node can be the upstream.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers/project.ts';
import { broadbandProject } from './project.ts';

interface Seen {
  method: string;
  url: string;
  txId: string | undefined;
  body: string;
}

const UNAVAILABLE = 'We could not reach our provider data just now. Please try again in a moment.';
const RATES_UNAVAILABLE = 'Rates are not available just now. Please try again in a moment.';
const SLOW_MS = 3000;
const DEADLINE_MS = 300;

let upstream: Server;
let origin: string;
const seen: Seen[] = [];
const apps: FastifyInstance[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  upstream = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = request.url ?? '/';
      const header = request.headers['x-tx-id'];
      seen.push({ method: request.method ?? '', url, txId: Array.isArray(header) ? header[0] : header, body });
      const json = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (url.startsWith('/slow/')) {
        const timer = setTimeout(() => json(200, { suggestions: [] }), SLOW_MS);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      if (url.startsWith('/fail/')) return json(500, { error: 'boom' });
      if (url.startsWith('/redirect/')) return response.writeHead(302, { location: 'https://elsewhere.example/' }).end();
      if (url.includes('/allconnect/providers/')) return json(404, { error: 'unknown-zipcode', message: 'No coverage data here.' });
      if (url.includes('/smarty/address/autocomplete/')) return json(200, { suggestions: [{ streetLine: '1 Real St', city: 'Realtown', state: 'OH', zipcode: '43004', text: '1 Real St, Realtown, OH 43004' }] });
      return json(200, { kind: 'cds', zipcode: '10001', amount: 10000, offers: [{ bank: 'Upstream Bank', name: '12-month CD', apy: 3.5, minimum: 0, term: 12, earnings: 350 }] });
    });
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const app of apps) await app.close();
  upstream.closeAllConnections();
  upstream.close();
});

async function appWith(options: string): Promise<FastifyInstance> {
  const app = await buildTestApp(broadbandProject(options).root);
  apps.push(app);
  return app;
}

const post = (app: FastifyInstance, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-request-id': 'tx-test' }, payload: JSON.stringify(payload) });

describe('a configured geo host and finance-rate service', () => {
  it('receive the calls with their exact paths, bodies, parameters and transaction id', async () => {
    const app = await appWith(`geo: { host: '${origin}/ok' }, rates: { host: '${origin}/ok/rates', utmCampaign: spring_sale }`);
    seen.length = 0;
    const suggestions = await post(app, '/_broadband/geo/autocomplete', { search: '1 Real' });
    expect(suggestions.json().suggestions[0].city).toBe('Realtown');
    const unknown = await post(app, '/_broadband/geo/providers', { zipcode: '43004', isMoving: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No coverage data here.');
    await app.inject('/_broadband/geo/predict/St.%20Louis/MO');
    await app.inject('/_broadband/rates/cds?amount=2500&zipcode=10001&option=6');
    await app.inject('/_broadband/rates/checking?amount=2500&zipcode=10001&option=interest');
    await app.inject('/_broadband/rates/savings?amount=2500&zipcode=10001&option=high-yield');
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /ok/api/neutron/geo/cnet/smarty/address/autocomplete/web',
      'POST /ok/api/neutron/geo/cnet/allconnect/providers/web',
      'GET /ok/api/neutron/geo/cnet/harbinger/predict/St.%20Louis/MO/web',
      'GET /ok/rates/cds?allow_multiple=false&full_feed=true&amount=2500&zipcode=10001&deposit_term=6&utm_campaign=spring_sale',
      'GET /ok/rates/checking?allow_multiple=false&full_feed=true&product_type=interest&zipcode=10001&deposit_amount=2500&utm_campaign=spring_sale',
      'GET /ok/rates/savings?allow_multiple=false&full_feed=true&account_type=high-yield&amount=2500&zipcode=10001&utm_campaign=spring_sale',
    ]);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ zipcode: '43004', isMoving: true });
    expect(seen.every((call) => typeof call.txId === 'string' && call.txId.length > 0)).toBe(true);
    // The rate tables of a page come from the configured service.
    const page = await app.inject('/_hidden/personal-finance/business-checking-accounts/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Upstream Bank');
  });

  it('that is slow answers the friendly message within the deadline, and the pages keep working', async () => {
    const app = await appWith(`geo: { host: '${origin}/slow', timeoutMs: ${DEADLINE_MS} }, rates: { host: '${origin}/slow', timeoutMs: ${DEADLINE_MS} }`);
    const started = Date.now();
    const answer = await post(app, '/_broadband/geo/providers', { zipcode: '78701' });
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(answer.statusCode).toBe(504);
    expect(answer.json()).toEqual({ error: 'timeout', message: UNAVAILABLE });
    const page = await app.inject('/home/internet/plans/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Find internet providers at your address');
    const finance = await app.inject('/_hidden/personal-finance/hotel-credit-cards/');
    expect(finance.statusCode).toBe(200);
    expect(finance.body).toContain(RATES_UNAVAILABLE);
  });

  it('that fails or redirects answers the friendly message', async () => {
    const failing = await appWith(`geo: { host: '${origin}/fail' }, rates: { host: '${origin}/redirect' }`);
    const answer = await post(failing, '/_broadband/geo/autocomplete', { search: 'Main St' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe(UNAVAILABLE);
    const rates = await failing.inject('/_broadband/rates/savings?amount=100&zipcode=10001');
    expect(rates.statusCode).toBe(503);
    expect(rates.json().message).toBe(RATES_UNAVAILABLE);
    const door = await failing.inject('/personal-finance/');
    expect(door.statusCode).toBe(200);
    expect(door.body).toContain(RATES_UNAVAILABLE);
  });

  it('can be another node: its embedded services answer over HTTP', async () => {
    const other = await buildTestApp();
    apps.push(other);
    await other.listen({ port: 0, host: '127.0.0.1' });
    const otherOrigin = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
    const app = await appWith(`geo: { host: '${otherOrigin}' }, rates: { host: '${otherOrigin}/_neutron/finance-rates' }`);
    const providers = await post(app, '/_broadband/geo/providers', { zipcode: '60601' });
    expect(providers.json().providers.map((provider: { name: string }) => provider.name)).toEqual(['Xfinity', 'AT&T', 'T-Mobile 5G', 'Starlink']);
    const rates = await app.inject('/_broadband/rates/cds?amount=10000&zipcode=90012&option=12');
    expect(rates.json().offers[0]).toEqual({ bank: 'Golden Gate Credit Union', name: '12-month CD', apy: 4.95, minimum: 1000, term: 12, earnings: 495 });
  });
});

describe('broadband options', () => {
  it('a host that is not an http(s) URL stops start-up with the position in the site file', async () => {
    await expect(buildTestApp(broadbandProject(`geo: { host: 'ftp://geo.example.com' }`).root)).rejects.toThrow(/sites\/default\.yaml:\d+:\d+: .*host/);
    await expect(buildTestApp(broadbandProject(`rates: { zipcode: '1234' }`).root)).rejects.toThrow(/sites\/default\.yaml:\d+:\d+: .*zipcode/);
  });
});
