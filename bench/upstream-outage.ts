// Page-cache hits while the content upstream is down: a site node reads its content from
// another node's content service over HTTP (bench/serve.ts `behind` and `upstream`), its
// page cache is warmed with a few pages, then the upstream answers 503 to everything.
// Measured in interleaved rounds, medians reported: hit throughput before and during the
// outage, the 5xx answers to pages cached before it (the target is none), whether each page
// past its TTL says so (`x-neutron-stale`), and the node's memory before and after the load.
// Prints JSON.
import { memoryOf, type Server, startServer } from './bench-server.ts';
import { CONNECTIONS, DURATION_SECONDS, type Measured, measure, median, ratio, ROUNDS, warm } from './load.ts';

/** A few pages of different types, all made from content API answers. */
const PATHS = (process.env.BENCH_OUTAGE_PATHS ?? '/news/politics/senate-passes-data-broker-bill/,/reviews/pixel-9-pro-review/,/how-to/how-to-set-up-a-vpn/,/tech/computing/ces-2025-everything-announced/').split(',');
/** The node's page TTL (bench/serve.ts `behind`), and a margin past it. */
const PAGE_TTL_MS = 1000;
const PAST_TTL_MS = PAGE_TTL_MS + 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setUpstream(upstream: Server, state: 'up' | 'down'): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${upstream.port}/_bench/upstream/${state}`, { method: 'POST' });
  if (!response.ok) throw new Error(`upstream control answered ${response.status}`);
}

/** Each page once: its status and its `x-neutron-stale` header. */
async function probe(node: Server): Promise<{ path: string; status: number; stale: string | null }[]> {
  return Promise.all(
    PATHS.map(async (path) => {
      const response = await fetch(`http://127.0.0.1:${node.port}${path}`);
      await response.arrayBuffer();
      return { path, status: response.status, stale: response.headers.get('x-neutron-stale') };
    }),
  );
}

export async function upstreamOutage() {
  const upstream = await startServer(['upstream']);
  const node = await startServer(['behind', `http://127.0.0.1:${upstream.port}`]);
  try {
    for (const path of PATHS) {
      const response = await fetch(`http://127.0.0.1:${node.port}${path}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status} before the outage`);
      await warm(node, path);
    }
    const rssBefore = memoryOf(node);
    const before: Measured[] = [];
    const during: Measured[] = [];
    const stalePages: { round: number; path: string; status: number; stale: string | null }[] = [];
    const outage = async (round: number) => {
      await setUpstream(upstream, 'down');
      // Every page is past its TTL before the load starts: each hit is a stale one.
      await sleep(PAST_TTL_MS);
      for (const page of await probe(node)) stalePages.push({ round, ...page });
      during.push(await measure(node, PATHS));
      await setUpstream(upstream, 'up');
      // Past the TTL again, so the pages are made afresh before the next hits.
      await sleep(PAST_TTL_MS);
      await probe(node);
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate the order, so neither phase always runs right after the other.
      if (round % 2 === 0) {
        before.push(await measure(node, PATHS));
        await outage(round);
      } else {
        await outage(round);
        before.push(await measure(node, PATHS));
      }
    }
    const rssAfter = memoryOf(node);
    const hitsBeforeOutage = median(before.map((run) => run.requestsPerSecond));
    const hitsDuringOutage = median(during.map((run) => run.requestsPerSecond));
    const fivexxDuringOutage = during.reduce((sum, run) => sum + run.fivexx, 0) + stalePages.filter((page) => page.status >= 500).length;
    return {
      benchmark: 'upstream-outage',
      paths: PATHS,
      rounds: ROUNDS,
      durationSeconds: DURATION_SECONDS,
      connections: CONNECTIONS,
      pageTtlSeconds: PAGE_TTL_MS / 1000,
      hitsBeforeOutage,
      hitsDuringOutage,
      hitsDuringVsBefore: ratio(hitsDuringOutage, hitsBeforeOutage),
      fivexxDuringOutage,
      p99Ms: { before: median(before.map((run) => run.p99Ms)), during: median(during.map((run) => run.p99Ms)) },
      roundsRequestsPerSecond: { before: before.map((run) => run.requestsPerSecond), during: during.map((run) => run.requestsPerSecond) },
      pastTtlPages: { checked: stalePages.length, withStaleHeader: stalePages.filter((page) => page.stale !== null).length, headers: [...new Set(stalePages.map((page) => page.stale))] },
      target: { fivexxDuringOutage: 0, met: fivexxDuringOutage === 0 && stalePages.every((page) => page.stale !== null) },
      rss: { before: rssBefore, after: rssAfter },
    };
  } finally {
    node.child.kill('SIGTERM');
    upstream.child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(await upstreamOutage(), null, 2)}\n`);
}
