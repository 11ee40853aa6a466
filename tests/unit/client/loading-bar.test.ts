import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from '../../../core/client/loading-bar.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading bar (spec 000 §4)', () => {
  it('stays hidden for work that ends within the 200 ms throttle', () => {
    const bar = new LoadingBar();
    bar.start();
    vi.advanceTimersByTime(150);
    bar.finish();
    vi.advanceTimersByTime(1000);
    expect(bar.getState().visible).toBe(false);
  });

  it('shows after 200 ms and ticks every 100 ms to 100 % across about 5 s', () => {
    const bar = new LoadingBar();
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: true, percent: 0, failed: false });
    vi.advanceTimersByTime(100);
    expect(bar.getState().percent).toBeCloseTo(2);
    vi.advanceTimersByTime(2400);
    expect(bar.getState().percent).toBeCloseTo(50);
    vi.advanceTimersByTime(2500);
    expect(bar.getState().percent).toBe(100);
  });

  it('finishes at 100 % and hides 500 ms later', () => {
    const bar = new LoadingBar();
    bar.start();
    vi.advanceTimersByTime(600);
    bar.finish();
    expect(bar.getState()).toEqual({ visible: true, percent: 100, failed: false });
    vi.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getState().visible).toBe(false);
  });

  it('counts pending requests: finishes only when the last one ends', () => {
    const bar = new LoadingBar();
    bar.start();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    expect(bar.getState().percent).toBeLessThan(100);
    bar.finish();
    expect(bar.getState().percent).toBe(100);
  });

  it('fails on an error but not on a cancel', () => {
    const bar = new LoadingBar();
    bar.start();
    bar.fail(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    expect(bar.getState().failed).toBe(false);
    bar.start();
    bar.fail(new Error('network down'));
    expect(bar.getState()).toMatchObject({ visible: true, failed: true });
  });
});
