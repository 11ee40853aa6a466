// `npm run bench`: every benchmark, one JSON document. Each benchmark runs in its own
// process (React picks its production build per process) and prints one JSON object.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { pageThroughput } from './page-throughput.ts';
import { upstreamOutage } from './upstream-outage.ts';

const run = promisify(execFile);
/** A sample article: the page type the throughput targets are set for. */
const ARTICLE_PATH = '/news/politics/senate-passes-data-broker-bill/';
/** The long-form sample article (7,500 words, 30 shortcodes, ad slots). */
const LONG_ARTICLE_PATH = '/tech/computing/a-year-in-a-smarter-home/';

async function script(file: string): Promise<unknown> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', file], { env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 1 << 24 });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null');
}

const results: unknown[] = [];
for (const path of (process.env.BENCH_PATHS ?? ARTICLE_PATH).split(',')) results.push(await pageThroughput(path, LONG_ARTICLE_PATH));
results.push(await upstreamOutage());
results.push(await script('bench/body-pipeline.ts'));
results.push(await script('bench/client-bytes.ts'));
results.push(await script('bench/ads-bytes.ts'));
results.push(await script('bench/video-bytes.ts'));
results.push(await script('bench/live-fanout.ts'));
// Lighthouse takes minutes (four pages, three runs each): BENCH_LIGHTHOUSE=0 leaves it out.
if (process.env.BENCH_LIGHTHOUSE !== '0') results.push(await script('bench/lighthouse.ts'));
process.stdout.write(`${JSON.stringify({ results }, null, 2)}\n`);
