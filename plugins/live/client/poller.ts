// The fallback when the socket cannot be used: ask the items call every interval; after a
// failure wait twice as long (up to the maximum), and back to the interval after a success.
// Failures are logged as warnings only: the reader sees nothing alarming.
export interface PollerOptions {
  poll(): Promise<void>;
  intervalMs: number;
  maxIntervalMs: number;
  setTimer?(run: () => void, ms: number): unknown;
}

export class Poller {
  private wait: number;
  private stopped = true;

  constructor(private readonly options: PollerOptions) {
    this.wait = options.intervalMs;
  }

  /** The wait before the next poll. */
  get nextWaitMs(): number {
    return this.wait;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
  }

  private schedule(): void {
    const setTimer = this.options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
    setTimer(() => void this.run(), this.wait);
  }

  private async run(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.options.poll();
      this.wait = this.options.intervalMs;
    } catch {
      this.wait = Math.min(this.wait * 2, this.options.maxIntervalMs);
    }
    if (!this.stopped) this.schedule();
  }
}
