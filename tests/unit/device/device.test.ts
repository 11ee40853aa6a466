// Device type (spec 001 §4, §5, §9): server sources in order with invalid values
// skipped; the browser's width watcher with its 200 ms debounce and cookie.
import { describe, expect, it } from 'vitest';
import { watchDevice } from '../../../core/client/device.ts';
import { deviceForWidth } from '../../../core/device.ts';
import { readDevice } from '../../../core/server/device.ts';

const request = (query: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) => ({
  query: new URLSearchParams(query),
  cookies,
  headers,
});

describe('the device of a request', () => {
  it('asks query, then cookie, then header, then defaults to mobile', () => {
    expect(readDevice(request('setDevice=tablet', { cdn_device: 'desktop' }, { 'cdn-device': 'mobile' })).device).toBe('tablet');
    expect(readDevice(request('', { cdn_device: 'desktop' }, { 'cdn-device': 'tablet' }))).toEqual({ device: 'desktop', source: 'cookie' });
    expect(readDevice(request('', {}, { 'cdn-device': 'tablet' }))).toEqual({ device: 'tablet', source: 'header' });
    expect(readDevice(request(''))).toEqual({ device: 'mobile', source: 'default' });
  });

  it('skips an invalid value and asks the next source', () => {
    expect(readDevice(request('setDevice=phablet', { cdn_device: 'tv' }, { 'cdn-device': 'Desktop ' })).device).toBe('desktop');
    expect(readDevice(request('setDevice=', { cdn_device: '' }, { 'cdn-device': 'watch' })).device).toBe('mobile');
    // The legacy cookie of spec 001 §9 is never read.
    expect(readDevice(request('', { fly_device: 'desktop' })).device).toBe('mobile');
  });

  it('writes the cookie when the query forces the device', () => {
    expect(readDevice(request('setDevice=desktop')).cookie).toEqual({
      name: 'cdn_device',
      value: 'desktop',
      options: { maxAge: 604800, sameSite: 'lax', secure: true, path: '/' },
    });
    expect(readDevice(request('', { cdn_device: 'desktop' })).cookie).toBeUndefined();
  });
});

describe('the device in the browser', () => {
  it('maps window widths to the breakpoints of spec 001 §9', () => {
    expect([300, 320, 767, 768, 1023, 1024, 1440, 2000].map(deviceForWidth)).toEqual(['mobile', 'mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop', 'desktop']);
  });

  function fakeWindow(width: number) {
    let now = 0;
    const timers = new Map<number, { at: number; run: () => void }>();
    let resize: (() => void) | undefined;
    let next = 1;
    const win = {
      innerWidth: width,
      addEventListener: (_type: 'resize', listener: () => void) => void (resize = listener),
      removeEventListener: () => void (resize = undefined),
      setTimeout: (run: () => void, ms: number) => (timers.set(next, { at: now + ms, run }), next++),
      clearTimeout: (id: number) => void timers.delete(id),
    };
    const advance = (ms: number) => {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at > now) continue;
        timers.delete(id);
        timer.run();
      }
    };
    return { win, resizeTo: (w: number) => ((win.innerWidth = w), resize?.()), advance };
  }

  it('switches after the 200 ms debounce, publishes the change and writes the cookie', () => {
    const { win, resizeTo, advance } = fakeWindow(400);
    const doc = { cookie: '' };
    const watcher = watchDevice('mobile', win, doc, true);
    const changes: string[] = [];
    watcher.subscribe((device, previous) => changes.push(`${previous}->${device}`));
    resizeTo(900);
    advance(150);
    resizeTo(1300);
    advance(150);
    expect(watcher.current()).toBe('mobile');
    advance(60);
    expect(watcher.current()).toBe('desktop');
    expect(changes).toEqual(['mobile->desktop']);
    expect(doc.cookie).toBe('cdn_device=desktop; Max-Age=604800; Path=/; SameSite=lax; Secure');
    resizeTo(1100);
    advance(250);
    expect(changes).toEqual(['mobile->desktop']);
  });

  it('corrects a server default at once from the width', () => {
    const { win } = fakeWindow(1280);
    const doc = { cookie: '' };
    expect(watchDevice('mobile', win, doc, false).current()).toBe('desktop');
    expect(doc.cookie).toBe('cdn_device=desktop; Max-Age=604800; Path=/; SameSite=lax');
  });
});
