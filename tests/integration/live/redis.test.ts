// Two nodes and a real redis-server (started here on a free port, nothing saved): an item
// posted on node A reaches a reader connected to node B, and node B drops its kept page;
// with Redis stopped both nodes keep serving pages and posts, and fan-out resumes when
// Redis is back.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort, HAS_REDIS, liveContentId, liveProject, post, type RunningNode, type RunningRedis, startNode, startRedis } from './nodes.ts';

const PAGE = '/deals-live/black-friday-deals-live/';

if (!HAS_REDIS) console.warn('live Redis tests skipped: redis-server is not installed (apt-get install -y redis-server)');

describe.skipIf(!HAS_REDIS)('live fan-out across two nodes over Redis', () => {
  let redis: RunningRedis;
  let redisPort: number;
  let nodeA: RunningNode;
  let nodeB: RunningNode;
  let contentId: string;
  const received: string[] = [];
  let socket: WebSocket;

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    const database = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-live-redis-')), 'live.sqlite');
    [nodeA, nodeB] = await Promise.all([startNode(liveProject(database, redis.url)), startNode(liveProject(database, redis.url))]);
    contentId = await liveContentId(nodeB.origin, PAGE);
    socket = new WebSocket(`${nodeB.origin.replace('http', 'ws')}/_neutron/live/socket`, { origin: nodeB.origin });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; items?: { headline?: string }[] };
      if (message.type === 'items') received.push(...(message.items ?? []).map((item) => item.headline ?? ''));
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'set_channels', version: 1, channels: [{ id: contentId }] }));
    await new Promise((resolve) => socket.once('message', resolve));
  }, 120_000);

  afterAll(async () => {
    socket?.close();
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await redis?.stop();
  });

  it('a post on node A reaches a socket on node B, and purges the page node B keeps', async () => {
    const pageOnB = () => fetch(`${nodeB.origin}${PAGE}`, { headers: { 'cdn-device': 'desktop' } });
    await pageOnB();
    expect((await pageOnB()).headers.get('x-neutron-cache')).toBe('hit');
    expect((await post(nodeA.origin, contentId, { headline: 'From node A', body: '<p>a</p>' })).status).toBe(201);
    await expect.poll(() => received, { timeout: 10_000 }).toContain('From node A');
    // Well before the page's TTL (60 s): node B dropped it when node A purged.
    await expect.poll(async () => (await pageOnB()).text(), { timeout: 5000 }).toContain('From node A');
  });

  it('keeps serving with Redis stopped, and fans out again once it is back', async () => {
    await redis.stop();
    const during = await post(nodeA.origin, contentId, { headline: 'While Redis was down', body: '<p>b</p>' });
    expect(during.status).toBe(201);
    expect((await fetch(`${nodeB.origin}${PAGE}?during=1`)).status).toBe(200);
    // Node B's readers catch up from the store the nodes share.
    const items = (await (await fetch(`${nodeB.origin}/api/neutron/livearticles/cnet/items/${contentId}/0/web`)).json()) as { items: { id: string }[] };
    expect(items.items.some((item) => item.id === during.item?.id)).toBe(true);

    redis = await startRedis(redisPort);
    let attempt = 0;
    await expect
      .poll(
        async () => {
          attempt += 1;
          await post(nodeA.origin, contentId, { headline: `After Redis returned ${attempt}`, body: '<p>c</p>' });
          return received.some((headline) => headline.startsWith('After Redis returned'));
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    expect(nodeA.process.exitCode).toBeNull();
    expect(nodeB.process.exitCode).toBeNull();
  }, 60_000);
});
