// The live socket on a node of the shipped configs, where both brands enable the plugin, its
// log captured: each brand answers its own socket path ({prefix}_neutron/live/socket), every
// socket joins the node's one hub, and a frame that breaks the protocol is logged as the
// reader's mistake (one warning with its close code), never as an error of the server.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '../../../plugins/live/constants.ts';
import { createServer } from '../../../core/server/start.ts';
import { liveContentId, liveProject, post } from './nodes.ts';
import { ONGOING_PATH } from './project.ts';
import { connectSocket, type SocketClient } from './socket-client.ts';

interface LogEntry {
  level: number;
  msg: string;
  code?: number;
  stack?: string;
  err?: unknown;
}

let app: FastifyInstance;
let origin: string;
let contentId: string;
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as LogEntry);

beforeAll(async () => {
  const root = liveProject(':memory:');
  ({ app } = await createServer(root, {
    databaseFile: path.join(root, 'content.sqlite'),
    env: { NEUTRON_ENV: 'test' },
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  contentId = await liveContentId(origin, ONGOING_PATH);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

type Client = SocketClient;

/** A socket on `socketPath`, from the page's own origin. */
function connect(socketPath: string, from = origin): Promise<Client> {
  return connectSocket(`${origin.replace('http://', 'ws://')}${socketPath}`, { origin: from });
}

const DEFAULT_SOCKET = '/_neutron/live/socket';
const AUTO_SOCKET = '/roadshow/_neutron/live/socket';

describe('the live socket of each brand', () => {
  it('the page data names the brand\'s own socket path', async () => {
    const data = (await (await fetch(`${origin}/_neutron/data${ONGOING_PATH}`)).json()) as { page: { plugins: { live: { socketPath: string } } } };
    expect(data.page.plugins.live.socketPath).toBe(DEFAULT_SOCKET);
  });

  it('the auto brand\'s path upgrades (from the site\'s origins only), confirms channels and gets what is published to them', async () => {
    await expect(connect(AUTO_SOCKET, 'https://evil.example')).rejects.toThrow('HTTP 403');
    const auto = await connect(AUTO_SOCKET);
    const reader = await connect(DEFAULT_SOCKET);
    for (const client of [auto, reader]) client.socket.send(JSON.stringify({ type: 'set_channels', version: 1, channels: [{ id: contentId }] }));
    expect(await auto.next('channels_set')).toEqual({ type: 'channels_set', version: 1, channels: [contentId] });
    await reader.next('channels_set');

    // One hub: a post on the default brand's article reaches the sockets of both paths.
    const posted = await post(origin, contentId, { headline: 'On both paths', body: '<p>Fanned out.</p>' });
    expect(posted.status).toBe(201);
    for (const client of [auto, reader]) {
      const pushed = (await client.next('items')) as { channel: string; items: { id: string; html: string }[] };
      expect(pushed.channel).toBe(contentId);
      expect(pushed.items).toEqual([expect.objectContaining({ id: posted.item!.id, html: '<p>Fanned out.</p>' })]);
    }
    auto.socket.close();
    reader.socket.close();
    await Promise.all([auto.closed, reader.closed]);
  });
});

describe('what a reader\'s bad frame logs', () => {
  it.each([
    ['a message over socket.maxMessageBytes', DEFAULT_SOCKET, 'x'.repeat(2 * 1024 * 1024), CLOSE_CODES.messageTooBig],
    ['a message over socket.maxMessageBytes, on the auto brand\'s path', AUTO_SOCKET, 'x'.repeat(5000), CLOSE_CODES.messageTooBig],
    ['a text frame that is not UTF-8', DEFAULT_SOCKET, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 1007],
  ])('%s closes the socket with a warning line of its code, and nothing at error level', async (_name, socketPath, frame, code) => {
    const client = await connect(socketPath);
    const before = lines.length;
    client.socket.send(frame, { binary: false });
    expect(await client.closed).toBe(code);
    // The line is written before the close frame reaches the client.
    const entries = logged().slice(before);
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    const closes = entries.filter((entry) => entry.msg.startsWith('live socket closed'));
    expect(closes).toEqual([expect.objectContaining({ level: 40, msg: 'live socket closed: message refused', code })]);
    expect(closes[0]).not.toHaveProperty('stack');
    expect(closes[0]).not.toHaveProperty('err');
  });
});
