// The forwarder: batches to the HTTP collector, retries what failed (bounded), drops what
// the collector refuses or what overflows its queue, and says so in the log.
import { describe, expect, it, vi } from 'vitest';
import { createForwarder, type ForwardedEvent, type ForwardTransport } from '../../../plugins/tracking/collector/forwarder.ts';

const OPTIONS = { url: 'https://collector.test/v1/events', timeoutMs: 1000, maxQueue: 5, maxAttempts: 3, batchSize: 2 };

function event(n: number): ForwardedEvent {
  return { channel: 'page-view', brand: 'default', receivedAt: '2024-01-01T00:00:00.000Z', event: { n } };
}

function recordingLog() {
  const warnings: string[] = [];
  const log = { debug: () => undefined, info: () => undefined, error: () => undefined, warn: (_obj: unknown, message?: string) => void warnings.push(message ?? '') };
  return { log, warnings };
}

function transport(statuses: (number | Error)[]) {
  const bodies: unknown[] = [];
  const send: ForwardTransport = async (_url, body) => {
    bodies.push(JSON.parse(body));
    const next = statuses.shift() ?? 204;
    if (next instanceof Error) throw next;
    return next;
  };
  return { send, bodies };
}

describe('forwarder', () => {
  it('sends the queue in batches as { events: [...] }', async () => {
    const { log } = recordingLog();
    const { send, bodies } = transport([]);
    const forwarder = createForwarder(OPTIONS, log, send, 1);
    forwarder.enqueue([event(1), event(2), event(3)]);
    await forwarder.flush();
    expect(bodies).toEqual([{ events: [event(1), event(2)] }, { events: [event(3)] }]);
    expect(forwarder.stats()).toMatchObject({ queued: 0, sent: 3, dropped: 0 });
  });

  it('retries a failed batch with backoff, then sends it', async () => {
    const { log } = recordingLog();
    const { send, bodies } = transport([503, new Error('connect ECONNREFUSED'), 200]);
    const forwarder = createForwarder(OPTIONS, log, send, 1);
    forwarder.enqueue([event(1)]);
    await forwarder.flush();
    // The retries run on backoff timers: wait for them rather than for a fixed time.
    await vi.waitFor(() => expect(forwarder.stats()).toMatchObject({ sent: 1, retries: 2, dropped: 0 }), { timeout: 5000 });
    expect(bodies).toHaveLength(3);
  });

  it('drops a batch after maxAttempts, and at once when the collector refuses it', async () => {
    const { log, warnings } = recordingLog();
    const { send } = transport([500, 500, 500, 400]);
    const forwarder = createForwarder({ ...OPTIONS, batchSize: 1 }, log, send, 1);
    forwarder.enqueue([event(1), event(2)]);
    await forwarder.flush();
    await vi.waitFor(() => expect(forwarder.stats()).toMatchObject({ sent: 0, dropped: 2, queued: 0 }), { timeout: 5000 });
    expect(warnings).toEqual([
      'tracking forwarder: dropped 1 event(s): 3 attempts failed (status 500)',
      'tracking forwarder: dropped 1 event(s): the collector refused them (status 400)',
    ]);
  });

  it('keeps at most maxQueue events, dropping the oldest', async () => {
    const { log, warnings } = recordingLog();
    const { send, bodies } = transport([]);
    const forwarder = createForwarder({ ...OPTIONS, batchSize: 10 }, log, send, 1);
    forwarder.enqueue([1, 2, 3, 4, 5, 6, 7].map(event));
    expect(warnings).toEqual(['tracking forwarder: dropped 2 event(s): the queue is full']);
    await forwarder.close();
    expect(bodies).toEqual([{ events: [3, 4, 5, 6, 7].map(event) }]);
  });
});
