// The live socket over a real connection: origins, protocol version 1, every close code
// the server sends (spec 001 §8), size and schema limits, the caps, ping/pong, catch-up
// on connect and delivery of published items.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { PluginTestSite } from '../../../core/index.ts';
import { CLOSE_CODES } from '../../../plugins/live/constants.ts';
import { liveSite, ONGOING_PATH, pageData, publish } from './project.ts';
import { connectSocket, type SocketClient } from './socket-client.ts';

let site: PluginTestSite;
let url: string;
let contentId: string;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  site = await liveSite({ socket: { maxMessageBytes: 512, maxChannelsPerSocket: 3, maxSocketsPerAddress: 4, pingIntervalMs: 1000, setChannelsTimeoutMs: 1000 } });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(site.app.server.address() as AddressInfo).port}/_neutron/live/socket`;
  contentId = (await pageData(site, ONGOING_PATH)).content.id;
});
afterAll(async () => {
  await site?.close();
});

type Client = SocketClient;

function connect(origin = ORIGIN, options: WebSocket.ClientOptions = {}): Promise<Client> {
  return connectSocket(url, { origin, ...options });
}

const setChannels = (client: Client, channels: unknown, version: unknown = 1) => client.socket.send(JSON.stringify({ type: 'set_channels', version, channels }));

describe('the live socket', () => {
  it('accepts the upgrade only from the site\'s own origins', async () => {
    await expect(connect('https://evil.example')).rejects.toThrow('HTTP 403');
    await expect(connect('')).rejects.toThrow('HTTP 403');
    const own = await connect(ORIGIN);
    own.socket.close();
    const sameHost = await connect(url.replace('ws://', 'http://').replace('/_neutron/live/socket', ''));
    sameHost.socket.close();
  });

  it('confirms channels (channels_set), sends what was published since the page, then each new item', async () => {
    const before = await publish(site, contentId, { headline: 'Published before the socket', body: '<p>a</p>' });
    const client = await connect();
    setChannels(client, [{ id: contentId, since: before.item!.revision - 1 }]);
    expect(await client.next('channels_set')).toEqual({ type: 'channels_set', version: 1, channels: [contentId] });
    const caughtUp = (await client.next('items')) as { channel: string; items: { id: string }[] };
    expect(caughtUp.channel).toBe(contentId);
    expect(caughtUp.items.map((item) => item.id)).toEqual([before.item!.id]);
    client.messages.length = 0;
    const live = await publish(site, contentId, { headline: 'Live', body: '<p>b</p>' });
    const pushed = (await client.next('items')) as { items: { id: string; html: string }[] };
    expect(pushed.items).toEqual([expect.objectContaining({ id: live.item!.id, html: '<p>b</p>' })]);
    client.socket.close();
  });

  it.each([
    ['text that is not JSON', 'not json'],
    ['an unknown message type', JSON.stringify({ type: 'subscribe', channels: [] })],
    ['a channel id that is not one', JSON.stringify({ type: 'set_channels', version: 1, channels: [{ id: '../x' }] })],
    ['an unknown field', JSON.stringify({ type: 'set_channels', version: 1, channels: [], admin: true })],
  ])('closes the socket with 4400 on %s', async (_name, text) => {
    const client = await connect();
    client.socket.send(text);
    expect(await client.closed).toBe(CLOSE_CODES.badMessage);
  });

  it('closes with 4400 on a binary message', async () => {
    const client = await connect();
    client.socket.send(Buffer.from([1, 2, 3]));
    expect(await client.closed).toBe(CLOSE_CODES.badMessage);
  });

  it('closes with 4104 on another protocol version', async () => {
    const client = await connect();
    setChannels(client, [{ id: contentId }], 2);
    expect(await client.closed).toBe(CLOSE_CODES.unsupportedVersion);
  });

  it('closes with 1009 on a message over the size limit', async () => {
    const client = await connect();
    client.socket.send(JSON.stringify({ type: 'set_channels', version: 1, channels: [{ id: 'x'.repeat(100) }], pad: 'y'.repeat(600) }));
    expect(await client.closed).toBe(CLOSE_CODES.messageTooBig);
  });

  it('closes with 4408 past the channels a socket may hold', async () => {
    const client = await connect();
    setChannels(client, ['a', 'b', 'c', 'd'].map((id) => ({ id })));
    expect(await client.closed).toBe(CLOSE_CODES.tooManyChannels);
  });

  it('closes with 4429 past the sockets one address may open', async () => {
    const open = await Promise.all([connect(), connect(), connect(), connect()]);
    const extra = await connect();
    expect(await extra.closed).toBe(CLOSE_CODES.tooManySockets);
    for (const client of open) client.socket.close();
    await Promise.all(open.map((client) => client.closed));
  });

  it('closes with 4001 when no set_channels comes in time', async () => {
    const client = await connect();
    expect(await client.closed).toBe(CLOSE_CODES.timedOut);
  });

  it('drops a socket that does not answer pings', async () => {
    const client = await connect(ORIGIN, { autoPong: false });
    setChannels(client, [{ id: contentId }]);
    await client.next('channels_set');
    expect(await client.closed).toBe(1006);
  });

  it('a bad message closes only that socket; the process and other sockets go on', async () => {
    const good = await connect();
    setChannels(good, [{ id: contentId }]);
    await good.next('channels_set');
    const bad = await connect();
    bad.socket.send('{');
    expect(await bad.closed).toBe(CLOSE_CODES.badMessage);
    const item = await publish(site, contentId, { body: '<p>still here</p>' });
    expect(((await good.next('items')) as { items: { id: string }[] }).items[0]?.id).toBe(item.item!.id);
    good.socket.close();
  });

  it('tells readers to come back (4000) when the node shuts down', async () => {
    const other = await liveSite();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`ws://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/_neutron/live/socket`, { origin: ORIGIN });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.on('open', resolve));
    await other.close();
    expect(await closed).toBe(CLOSE_CODES.serverClosing);
  });
});
