// Live fan-out on one node: SOCKETS readers subscribed to one live article, then POSTS
// items published through the endpoint. Per item, the time from the post's acknowledgement
// to the last socket receiving it (p50, p99 over the items; target p99 ≤ 250 ms), and the
// node's resident memory per idle subscribed socket. The node runs in its own process, so
// the readers' side costs it nothing. Prints one JSON object.
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { liveContentId, liveProject, post, startNode } from '../tests/integration/live/nodes.ts';

const SOCKETS = Number(process.env.LIVE_BENCH_SOCKETS ?? 10_000);
const POSTS = Number(process.env.LIVE_BENCH_POSTS ?? 30);
const CONNECT_BATCH = 500;
const PAGE = '/deals-live/black-friday-deals-live/';

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (value: number) => Math.round(value * 10) / 10;
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

const database = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-live-bench-')), 'live.sqlite');
const node = await startNode(liveProject(database, undefined, { socket: { maxSocketsPerAddress: SOCKETS + 100, maxChannelsPerSocket: 20 } }));
try {
  const contentId = await liveContentId(node.origin, PAGE);
  const url = `${node.origin.replace('http', 'ws')}/_neutron/live/socket`;
  const pid = node.process.pid!;
  await settle();
  const rssBefore = rssOf(pid);

  // Per item id: when each socket got it.
  const arrivals = new Map<string, number[]>();
  const sockets: WebSocket[] = [];
  const connectOne = () =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(url, { origin: node.origin, perMessageDeflate: false });
      socket.on('message', (data) => {
        const text = String(data);
        if (text.startsWith('{"type":"channels_set"')) return resolve();
        const at = performance.now();
        for (const match of text.matchAll(/"id":"([0-9a-f-]{36})"/g)) {
          const id = match[1]!;
          let list = arrivals.get(id);
          if (!list) arrivals.set(id, (list = []));
          list.push(at);
        }
      });
      socket.once('open', () => socket.send(JSON.stringify({ type: 'set_channels', version: 1, channels: [{ id: contentId }] })));
      socket.once('error', reject);
      sockets.push(socket);
    });
  for (let done = 0; done < SOCKETS; done += CONNECT_BATCH) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, SOCKETS - done) }, connectOne));
  }
  await settle();
  const rssIdle = rssOf(pid);

  const lastAfterPost: number[] = [];
  const lastAfterAck: number[] = [];
  const allAfterAck: number[] = [];
  for (let index = 0; index < POSTS; index += 1) {
    const sent = performance.now();
    const answer = await post(node.origin, contentId, { headline: `Bench ${index}`, body: '<p>Fan-out benchmark item.</p>' });
    const acked = performance.now();
    const id = answer.item?.id;
    if (!id) throw new Error(`post answered ${answer.status}`);
    const deadline = acked + 10_000;
    while ((arrivals.get(id)?.length ?? 0) < SOCKETS && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    const times = arrivals.get(id) ?? [];
    if (times.length < SOCKETS) throw new Error(`item ${index}: ${times.length} of ${SOCKETS} sockets got it`);
    // A socket may get the item before the acknowledgement reaches the poster: that counts as 0.
    for (const at of times) allAfterAck.push(Math.max(0, at - acked));
    lastAfterAck.push(Math.max(0, Math.max(...times) - acked));
    lastAfterPost.push(Math.max(...times) - sent);
    arrivals.delete(id);
  }
  for (const socket of sockets) socket.terminate();
  const p99 = percentile(lastAfterAck, 99);
  process.stdout.write(
    `${JSON.stringify({
      benchmark: 'live-fanout',
      sockets: SOCKETS,
      items: POSTS,
      ackToLastSocketMs: { p50: round(percentile(lastAfterAck, 50)), p99: round(p99) },
      postToLastSocketMs: { p50: round(percentile(lastAfterPost, 50)), p99: round(percentile(lastAfterPost, 99)) },
      ackToEachSocketMs: { p50: round(percentile(allAfterAck, 50)), p99: round(percentile(allAfterAck, 99)) },
      rssPerIdleSocketBytes: Math.round((rssIdle - rssBefore) / SOCKETS),
      nodeRssMiB: { before: round(rssBefore / 2 ** 20), idle: round(rssIdle / 2 ** 20) },
      targetP99Ms: 250,
      meetsTarget: p99 <= 250,
    })}\n`,
  );
} finally {
  await node.stop();
}
