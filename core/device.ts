// The reader's device type (spec 001 §3 device config, §4 device type, §9 breakpoints):
// desktop, tablet or mobile. Isomorphic: the server reads it once per request
// (core/server/device.ts), the browser from the window width (core/client/device.ts).

export const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

/** spec 001 §4: the default when no source names a valid device. */
export const DEFAULT_DEVICE: Device = 'mobile';
/** Query parameter that forces the device (and writes the cookie). */
export const DEVICE_QUERY = 'setDevice';
/** First-party cookie holding the device (spec 001 §9: max age 604800 s). */
export const DEVICE_COOKIE = 'cdn_device';
/** Header a CDN in front sets from its own device detection; pages vary on it. */
export const DEVICE_HEADER = 'cdn-device';
/**
 * spec 001 §9 names a second cookie, `fly_device`, once and gives it no rule. Neutron
 * reads it nowhere and never writes it: `cdn_device` is the one device cookie, so a
 * stale `fly_device` left by another system cannot split the cache or the ad targeting.
 */
export const LEGACY_DEVICE_COOKIE = 'fly_device';
/** spec 001 §9: max age 604800 s; the cookie defaults SameSite lax, secure, path /. */
export const DEVICE_COOKIE_OPTIONS = Object.freeze({ maxAge: 604_800, sameSite: 'lax', secure: true, path: '/' } as const);

/** Window widths (spec 001 §9): mobile 320–767, tablet 768–1023, desktop from 1024. */
export const DEVICE_BREAKPOINTS = Object.freeze({ tablet: 768, desktop: 1024 });
/** Resize debounce before the browser re-reads the device (spec 001 §9). */
export const DEVICE_RESIZE_DEBOUNCE_MS = 200;

/** A device name, when the value is one (case and surrounding space ignored); spec 001 §5:
 *  only valid values are accepted from any source. */
export function asDevice(value: unknown): Device | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return (DEVICES as readonly string[]).includes(lower) ? (lower as Device) : undefined;
}

/** The device a window of this width is (below 320 still counts as mobile). */
export function deviceForWidth(width: number): Device {
  if (width >= DEVICE_BREAKPOINTS.desktop) return 'desktop';
  if (width >= DEVICE_BREAKPOINTS.tablet) return 'tablet';
  return 'mobile';
}
