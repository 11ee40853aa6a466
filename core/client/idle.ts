// Work that can wait for the browser to be idle: requestIdleCallback where there is one,
// else a timer (Safari), so setting up a plugin or loading a library never lengthens the
// task that shows the page.

export interface IdleOptions {
  /** Run by then even if the browser never idles (ms). */
  timeout?: number;
}

/** Runs `callback` when the browser is idle; without requestIdleCallback, on the next
 *  timer, with no deadline. */
export function whenIdle(callback: (deadline?: IdleDeadline) => void, options: IdleOptions = {}): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, options);
  else window.setTimeout(callback, 1);
}

/** Runs `callback` once the page has loaded and then the browser is idle. */
export function afterLoadWhenIdle(callback: () => void, options: IdleOptions = {}): void {
  if (document.readyState === 'complete') whenIdle(callback, options);
  else window.addEventListener('load', () => whenIdle(callback, options), { once: true });
}
