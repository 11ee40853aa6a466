// Window access for plugin code (spec 001 §8 messages, §9 wait-for-service timings).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWindowWatcher } from '../../../core/client/window-watcher.ts';

const recorder = () => {
  const lines: string[] = [];
  return { lines, log: { warn: (m: string) => lines.push(m), info: (m: string) => lines.push(m) } };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the window watcher', () => {
  it('says why a variable cannot be read', () => {
    const { lines, log } = recorder();
    expect(createWindowWatcher(log, () => undefined).get('googletag')).toBeUndefined();
    const scope: Record<string, unknown> = { pbjs: { version: 9 } };
    const watcher = createWindowWatcher(log, () => scope);
    expect(watcher.get('pbjs')).toBeUndefined();
    watcher.watch('pbjs');
    watcher.watch('googletag');
    expect(watcher.get('pbjs')).toEqual({ version: 9 });
    expect(watcher.get('googletag')).toBeUndefined();
    expect(lines).toEqual(['Cannot access Window during server render.', "The requested Window variable 'pbjs' is not watched.", 'Window variable not available']);
  });

  it('waits for a service every 500 ms, at most 30 times', async () => {
    vi.useFakeTimers();
    const scope: Record<string, unknown> = {};
    const watcher = createWindowWatcher(recorder().log, () => scope);
    watcher.watch('googletag');
    const found = watcher.waitFor('googletag');
    await vi.advanceTimersByTimeAsync(1400);
    scope.googletag = { cmd: [] };
    await vi.advanceTimersByTimeAsync(500);
    await expect(found).resolves.toEqual({ cmd: [] });
    watcher.watch('never');
    const missing = watcher.waitFor('never');
    const settled = vi.fn();
    missing.catch(settled);
    await vi.advanceTimersByTimeAsync(29 * 500 - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(missing).rejects.toThrow('Window variable not available');
  });
});
