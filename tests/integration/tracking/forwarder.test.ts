// The forwarder over a real socket: accepted events reach a configured HTTP collector in
// the README's wire format, from both brands; the collector failing once only delays them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PluginCommandContext } from '../../../core/plugin.ts';
import { trackingReportCommand } from '../../../plugins/tracking/commands.ts';
import { EVENT_TYPES } from '../../../plugins/tracking/constants.ts';
import { loginEvent, pageViewEvent } from '../../fixtures/tracking-events.ts';
import { buildTestApp } from '../../helpers/project.ts';
import { trackingProject } from './project.ts';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: { events: { channel: string; brand: string; receivedAt: string; event: { type: string } }[] };
}

const received: Received[] = [];
let failNext = 1;
let collector: Server;
let app: FastifyInstance;
let project: ReturnType<typeof trackingProject>;

beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (failNext > 0) {
        failNext -= 1;
        response.writeHead(503).end();
        return;
      }
      received.push({ headers: request.headers, body: JSON.parse(body) as Received['body'] });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  project = trackingProject({ forwarderUrl: `http://127.0.0.1:${(collector.address() as AddressInfo).port}/v1/events` });
  app = await buildTestApp(project.root);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => collector?.close(resolve));
});

async function until(condition: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the forwarder', () => {
  it('sends accepted events on to the HTTP collector, retrying a failure', async () => {
    const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(payload) });
    expect((await post('/_neutron/collect/page-view', pageViewEvent('door'))).statusCode).toBe(204);
    expect((await post('/roadshow/_neutron/collect/page-event', loginEvent('auto-article', 'auto'))).statusCode).toBe(204);
    await until(() => received.flatMap((request) => request.body.events).length >= 2);
    const events = received.flatMap((request) => request.body.events);
    expect(events.map((event) => [event.channel, event.brand, event.event.type])).toEqual([
      ['page-view', 'default', EVENT_TYPES.pageViewed],
      ['page-event', 'auto', EVENT_TYPES.login],
    ]);
    expect(events[0]?.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(failNext).toBe(0);
  });

  it('leaves the events in the store too, for the report', async () => {
    const out: string[] = [];
    const code = await trackingReportCommand.run(['--db', project.database, '--json'], { cwd: project.root, stdout: (text) => void out.push(text), stderr: (text) => void out.push(text) }, { root: project.root } as PluginCommandContext);
    expect(code).toBe(0);
    const report = JSON.parse(out.join(''));
    expect(report.pageViews.byRoute).toEqual([{ brand: 'default', route: 'door', count: 1 }]);
    expect(report.events.byType).toEqual([{ channel: 'page-event', type: EVENT_TYPES.login, count: 1 }]);
  });
});
