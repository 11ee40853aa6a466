// The browser's live socket (spec 001 §4, §7, §8): connects, sends the channel list
// (set_channels, protocol version 1) and is ready when the server confirms channels_set.
// Close code 4104 disconnects for good; 4000 and 4001 are logged at lower severity and
// retried; any other close counts a retry, and past MAX_RETRIES (4) the socket gives up.
// The counter resets when channels are confirmed. Unsubscribing disconnects.
import { CLOSE_CODES, PROTOCOL_VERSION } from '../constants.ts';
import type { LiveItem, ServerMessage } from '../item.ts';

export interface SocketLog {
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** What the socket needs of the browser's WebSocket (tests give it a fake). */
export interface SocketLike {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveSocketOptions {
  url: string;
  /** The channels and, for each, the last change the page knows. */
  channels(): { id: string; since: number }[];
  onItems(channel: string, items: readonly LiveItem[]): void;
  /** The socket will not be used again: 'refused' (4104), 'retries' or 'unavailable'. */
  onGiveUp(reason: 'refused' | 'retries' | 'unavailable'): void;
  onReady?(): void;
  maxRetries: number;
  retryDelayMs: number;
  log: SocketLog;
  open?(url: string): SocketLike;
  setTimer?(run: () => void, ms: number): unknown;
}

export class LiveSocket {
  private socket: SocketLike | undefined;
  private retries = 0;
  private stopped = false;
  private ready = false;

  constructor(private readonly options: LiveSocketOptions) {}

  get retryCount(): number {
    return this.retries;
  }

  get isReady(): boolean {
    return this.ready;
  }

  connect(): void {
    if (this.stopped) return;
    const open = this.options.open ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = open(this.options.url);
    } catch (error) {
      // No WebSocket at all (blocked, or an old browser): there is nothing to retry.
      this.stop();
      this.options.log.warn('live socket unavailable', error);
      this.options.onGiveUp('unavailable');
      return;
    }
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'set_channels', version: PROTOCOL_VERSION, channels: this.options.channels() }));
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket === socket) this.closed(event.code);
    };
  }

  /** Unsubscribing disconnects, and nothing reconnects. */
  unsubscribe(): void {
    this.stop();
    this.socket?.close(1000, 'unsubscribed');
    this.socket = undefined;
  }

  private stop(): void {
    this.stopped = true;
    this.ready = false;
  }

  private receive(data: unknown): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(data)) as ServerMessage;
    } catch (error) {
      this.options.log.error('live content could not be read', error);
      return;
    }
    if (message.type === 'channels_set') {
      this.retries = 0;
      this.ready = true;
      this.options.onReady?.();
    } else if (message.type === 'items' && Array.isArray(message.items)) {
      this.options.onItems(message.channel, message.items);
    }
  }

  private closed(code: number): void {
    this.ready = false;
    this.socket = undefined;
    if (this.stopped) return;
    const { log } = this.options;
    if (code === CLOSE_CODES.unsupportedVersion) {
      log.error(`live socket closed (${code}): disconnecting`);
      this.stop();
      this.options.onGiveUp('refused');
      return;
    }
    if (code === CLOSE_CODES.serverClosing || code === CLOSE_CODES.timedOut) {
      log.info(`live socket closed (${code}): reconnecting`);
      this.later(this.options.retryDelayMs);
      return;
    }
    this.retries += 1;
    log.error(`live socket closed (${code}): try ${this.retries} of ${this.options.maxRetries}`);
    if (this.retries > this.options.maxRetries) {
      this.stop();
      this.options.onGiveUp('retries');
      return;
    }
    this.later(this.options.retryDelayMs * 2 ** (this.retries - 1));
  }

  private later(ms: number): void {
    const setTimer = this.options.setTimer ?? ((run: () => void, delay: number) => setTimeout(run, delay));
    setTimer(() => this.connect(), ms);
  }
}
