// The browser socket's rules (spec 001 §4, §8, §9): set_channels then channels_set; 4104
// disconnects for good; 4000 and 4001 are logged at lower severity and retried; any other
// close counts, and past 4 the socket gives up; confirmed channels reset the counter;
// unsubscribing disconnects. And the polling fallback's backoff.
import { describe, expect, it } from 'vitest';
import { LiveSocket, type SocketLike } from '../../../plugins/live/client/live-socket.ts';
import { Poller } from '../../../plugins/live/client/poller.ts';

class FakeSocket implements SocketLike {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  sent: string[] = [];
  closedWith: number | undefined;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const logs: { level: string; message: string }[] = [];
  const gaveUp: string[] = [];
  const received: unknown[] = [];
  const socket = new LiveSocket({
    url: 'ws://site/_neutron/live/socket',
    channels: () => [{ id: 'c1', since: 7 }],
    onItems: (channel, items) => received.push([channel, items]),
    onGiveUp: (reason) => gaveUp.push(reason),
    maxRetries: 4,
    retryDelayMs: 100,
    log: {
      info: (message) => logs.push({ level: 'info', message }),
      warn: (message) => logs.push({ level: 'warn', message }),
      error: (message) => logs.push({ level: 'error', message }),
    },
    open: () => {
      const fake = new FakeSocket();
      sockets.push(fake);
      return fake;
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
  });
  const last = () => sockets.at(-1)!;
  const confirm = () => {
    last().onopen?.();
    last().onmessage?.({ data: JSON.stringify({ type: 'channels_set', version: 1, channels: ['c1'] }) });
  };
  const retryNow = () => timers.shift()!.run();
  return { socket, sockets, timers, logs, gaveUp, received, last, confirm, retryNow };
}

describe('the live socket', () => {
  it('sends set_channels with protocol version 1 and is ready on channels_set', () => {
    const h = harness();
    h.socket.connect();
    h.last().onopen?.();
    expect(JSON.parse(h.last().sent[0]!)).toEqual({ type: 'set_channels', version: 1, channels: [{ id: 'c1', since: 7 }] });
    expect(h.socket.isReady).toBe(false);
    h.confirm();
    expect(h.socket.isReady).toBe(true);
    h.last().onmessage?.({ data: JSON.stringify({ type: 'items', channel: 'c1', items: [{ id: 'i' }] }) });
    expect(h.received).toEqual([['c1', [{ id: 'i' }]]]);
  });

  it('4104 disconnects for good', () => {
    const h = harness();
    h.socket.connect();
    h.last().onclose?.({ code: 4104 });
    expect(h.gaveUp).toEqual(['refused']);
    expect(h.timers).toHaveLength(0);
    expect(h.logs.at(-1)?.level).toBe('error');
  });

  it.each([4000, 4001])('%i is logged at lower severity and retried without counting', (code) => {
    const h = harness();
    h.socket.connect();
    for (let time = 0; time < 10; time += 1) {
      h.last().onclose?.({ code });
      h.retryNow();
    }
    expect(h.socket.retryCount).toBe(0);
    expect(h.gaveUp).toEqual([]);
    expect(h.sockets).toHaveLength(11);
    expect(h.logs.every((entry) => entry.level === 'info')).toBe(true);
  });

  it.each([1006, 1011, 4400, 4408, 4429, 1009])('%i counts a retry; past 4 the socket disconnects', (code) => {
    const h = harness();
    h.socket.connect();
    for (let retry = 1; retry <= 4; retry += 1) {
      h.last().onclose?.({ code });
      expect(h.socket.retryCount).toBe(retry);
      expect(h.timers.at(-1)?.ms).toBe(100 * 2 ** (retry - 1));
      h.retryNow();
    }
    expect(h.gaveUp).toEqual([]);
    h.last().onclose?.({ code });
    expect(h.gaveUp).toEqual(['retries']);
    expect(h.timers).toHaveLength(0);
    expect(h.sockets).toHaveLength(5);
    expect(h.logs.filter((entry) => entry.level === 'error')).toHaveLength(5);
  });

  it('confirmed channels reset the counter', () => {
    const h = harness();
    h.socket.connect();
    for (let retry = 0; retry < 3; retry += 1) {
      h.last().onclose?.({ code: 1006 });
      h.retryNow();
    }
    expect(h.socket.retryCount).toBe(3);
    h.confirm();
    expect(h.socket.retryCount).toBe(0);
    for (let retry = 0; retry < 4; retry += 1) {
      h.last().onclose?.({ code: 1006 });
      h.retryNow();
    }
    expect(h.gaveUp).toEqual([]);
  });

  it('unsubscribing disconnects and nothing reconnects', () => {
    const h = harness();
    h.socket.connect();
    h.confirm();
    const socket = h.last();
    h.socket.unsubscribe();
    expect(socket.closedWith).toBe(1000);
    socket.onclose?.({ code: 1000 });
    expect(h.timers).toHaveLength(0);
    expect(h.gaveUp).toEqual([]);
  });

  it('a socket the browser refuses to open gives up at once', () => {
    const gaveUp: string[] = [];
    const socket = new LiveSocket({
      url: 'ws://x',
      channels: () => [],
      onItems: () => {},
      onGiveUp: (reason) => gaveUp.push(reason),
      maxRetries: 4,
      retryDelayMs: 100,
      log: { info() {}, warn() {}, error() {} },
      open: () => {
        throw new Error('blocked');
      },
    });
    socket.connect();
    expect(gaveUp).toEqual(['unavailable']);
  });
});

describe('the polling fallback', () => {
  it('doubles its wait after each failure up to the maximum, and returns to the interval after a success', async () => {
    const timers: (() => void)[] = [];
    let fail = true;
    const poller = new Poller({
      poll: async () => {
        if (fail) throw new Error('down');
      },
      intervalMs: 1000,
      maxIntervalMs: 5000,
      setTimer: (run) => timers.push(run),
    });
    poller.start();
    const waits: number[] = [];
    for (let poll = 0; poll < 4; poll += 1) {
      timers.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
      waits.push(poller.nextWaitMs);
    }
    expect(waits).toEqual([2000, 4000, 5000, 5000]);
    fail = false;
    timers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(poller.nextWaitMs).toBe(1000);
    poller.stop();
  });
});
