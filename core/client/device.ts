// The device in the browser (spec 001 §4): the window width decides, re-read 200 ms
// after the last resize; a change is published to subscribers (ads, tracking) and
// written to the device cookie so the next page the server renders matches.
import { DEVICE_COOKIE, DEVICE_COOKIE_OPTIONS, DEVICE_RESIZE_DEBOUNCE_MS, type Device, deviceForWidth } from '../device.ts';

export type DeviceListener = (device: Device, previous: Device) => void;

export interface DeviceWatcher {
  current(): Device;
  /** Called on every change; returns the unsubscribe function. */
  subscribe(listener: DeviceListener): () => void;
  stop(): void;
}

interface WatchedWindow {
  innerWidth: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

function writeDeviceCookie(doc: { cookie: string }, device: Device, secure: boolean): void {
  const { maxAge, path, sameSite } = DEVICE_COOKIE_OPTIONS;
  // A page served over plain http (local development) cannot keep a Secure cookie.
  doc.cookie = `${DEVICE_COOKIE}=${device}; Max-Age=${maxAge}; Path=${path}; SameSite=${sameSite}${secure ? '; Secure' : ''}`;
}

export function watchDevice(initial: Device, win: WatchedWindow = window, doc: { cookie: string } = document, secure = location.protocol === 'https:'): DeviceWatcher {
  let device = initial;
  let timer: number | undefined;
  const listeners = new Set<DeviceListener>();
  const measure = () => {
    timer = undefined;
    const next = deviceForWidth(win.innerWidth);
    if (next === device) return;
    const previous = device;
    device = next;
    writeDeviceCookie(doc, next, secure);
    for (const listener of listeners) listener(next, previous);
  };
  const onResize = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = win.setTimeout(measure, DEVICE_RESIZE_DEBOUNCE_MS);
  };
  win.addEventListener('resize', onResize);
  // The server only knew the query, cookie or header: the width decides from the start.
  measure();
  return {
    current: () => device,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      win.removeEventListener('resize', onResize);
      if (timer !== undefined) win.clearTimeout(timer);
    },
  };
}
