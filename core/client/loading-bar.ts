// The navigation loading bar of spec 000 §4: starts after a 200 ms throttle, ticks
// every 100 ms up to 100 % across about 5 s, finishes then hides after 500 ms, fails
// on a non-cancel error. It counts pending requests. Timers are injectable for tests.
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_TICK_MS = 100;
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_HIDE_AFTER_MS = 500;

export interface LoadingBarState {
  visible: boolean;
  percent: number;
  failed: boolean;
}

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export class LoadingBar {
  private state: LoadingBarState = { visible: false, percent: 0, failed: false };
  private pending = 0;
  private throttle: unknown;
  private ticker: unknown;
  private hider: unknown;
  private readonly listeners = new Set<() => void>();
  private readonly timers: Timers;

  constructor(timers: Timers = systemTimers) {
    this.timers = timers;
  }

  getState = (): LoadingBarState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: LoadingBarState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** A request began. The bar shows only if work is still pending after the throttle. */
  start(): void {
    this.pending += 1;
    if (this.pending > 1) return;
    this.timers.clearTimeout(this.hider);
    this.timers.clearTimeout(this.throttle);
    this.throttle = this.timers.setTimeout(() => {
      this.set({ visible: true, percent: 0, failed: false });
      const step = 100 / (LOADING_BAR_DURATION_MS / LOADING_BAR_TICK_MS);
      this.ticker = this.timers.setInterval(() => {
        const percent = Math.min(100, this.state.percent + step);
        this.set({ ...this.state, percent });
        if (percent >= 100) this.timers.clearInterval(this.ticker);
      }, LOADING_BAR_TICK_MS);
    }, LOADING_BAR_THROTTLE_MS);
  }

  /** A request finished. When none is pending the bar completes and hides. */
  finish(): void {
    this.settle(false);
  }

  /** A request failed; cancellations (AbortError) are not failures. */
  fail(error?: unknown): void {
    const cancelled = (error as { name?: string } | undefined)?.name === 'AbortError';
    this.settle(!cancelled);
  }

  private settle(failed: boolean): void {
    if (this.pending === 0) return;
    this.pending -= 1;
    if (this.pending > 0 && !failed) return;
    this.pending = 0;
    this.timers.clearTimeout(this.throttle);
    this.timers.clearInterval(this.ticker);
    if (!this.state.visible && !failed) return;
    this.set({ visible: true, percent: 100, failed });
    this.hider = this.timers.setTimeout(() => this.set({ visible: false, percent: 0, failed: false }), LOADING_BAR_HIDE_AFTER_MS);
  }
}
