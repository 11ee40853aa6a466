// A node whose Redis is unreachable says so once, not at every reconnect attempt.
import pino from 'pino';
import { expect, it } from 'vitest';
import { createPurgeBus, purgeEverywhere } from '../../../core/server/purge.ts';
import { freePort } from '../../helpers/free-port.ts';

it('logs one line while Redis stays unreachable', async () => {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
  // A port nothing listens on: every reconnect attempt fails.
  const bus = createPurgeBus(`redis://127.0.0.1:${await freePort()}`, () => {}, log);
  await bus.ready;
  await new Promise((resolve) => setTimeout(resolve, 2500));
  await bus.close();
  expect(lines.filter((line) => line.msg.startsWith('purge:'))).toEqual([
    expect.objectContaining({ level: 40, msg: 'purge: Redis is unreachable; purges reach only this node until it is back' }) as unknown,
  ]);
});

it('tells the caller at once that the other nodes were not told, after purging this one', async () => {
  const log = pino({ level: 'silent' });
  const bus = createPurgeBus(`redis://127.0.0.1:${await freePort()}`, () => {}, log);
  await bus.ready;
  const here: string[][] = [];
  const purge = purgeEverywhere((ids) => (here.push(ids), { pages: ids.length, content: 0 }), bus, log);
  const started = Date.now();
  const result = await purge(['a', 'b']);
  expect(bus.redis?.()).toBe('unreachable');
  await bus.close();
  expect(Date.now() - started).toBeLessThan(1000);
  expect(here).toEqual([['a', 'b']]);
  expect(result).toEqual({ purged: { pages: 2, content: 0 }, notTold: expect.stringMatching(/^Redis is unreachable \(\w+\); only this node is purged$/) as unknown });
});
