// `npm run bench`: every benchmark, one JSON document.
import { existsSync } from 'node:fs';
import { pageThroughput } from './page-throughput.ts';

const results: unknown[] = [];
for (const path of (process.env.BENCH_PATHS ?? '/about/').split(',')) results.push(await pageThroughput(path));
if (existsSync('bench/body-pipeline.ts')) {
  const { runBodyPipelineBench } = (await import('./body-pipeline.ts')) as { runBodyPipelineBench?: () => Promise<unknown> | unknown };
  if (runBodyPipelineBench) results.push(await runBodyPipelineBench());
}
process.stdout.write(`${JSON.stringify({ results }, null, 2)}\n`);
