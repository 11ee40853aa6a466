// Requests per client in fixed one-minute windows, shared by the brands' collector
// endpoints (a client does not get twice the rate by posting to /roadshow/ too). It is
// the store @fastify/rate-limit counts in; the plugin compares the count with its max.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

export const RATE_WINDOW_MS = 60_000;
/** Clients remembered at once; the oldest window is forgotten first. */
const MAX_CLIENTS = 10_000;

export class RateCounter {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one request of `key`; returns the count in its window and the ms left. */
  hit(key: string): { current: number; ttl: number } {
    const at = this.now();
    let window = this.windows.get(key);
    if (!window || at - window.startedAt >= RATE_WINDOW_MS) {
      this.windows.delete(key);
      window = { count: 0, startedAt: at };
      if (this.windows.size >= MAX_CLIENTS) {
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: RATE_WINDOW_MS - (at - window.startedAt) };
  }

  /** The class @fastify/rate-limit instantiates; every instance counts here. */
  storeClass(): FastifyRateLimitStoreCtor {
    const hit = (key: string) => this.hit(key);
    return class SharedRateStore implements FastifyRateLimitStore {
      incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
        callback(null, hit(key));
      }
      child(): FastifyRateLimitStore {
        return new SharedRateStore();
      }
    };
  }
}
