// The device of one page request, read once (spec 001 §4): query setDevice, then cookie
// cdn_device, then header cdn-device, then mobile. An invalid value is ignored and the
// next source asked. setDevice also writes the cookie, so the choice sticks.
import type { PageRequest, PendingCookie } from '../context.ts';
import { asDevice, DEFAULT_DEVICE, type Device, DEVICE_COOKIE, DEVICE_COOKIE_OPTIONS, DEVICE_HEADER, DEVICE_QUERY } from '../device.ts';

export type DeviceSource = 'query' | 'cookie' | 'header' | 'default';

export interface DeviceReading {
  device: Device;
  source: DeviceSource;
  /** The cookie to write when the query forced the device. */
  cookie?: PendingCookie;
}

export function readDevice(request: Pick<PageRequest, 'query' | 'cookies' | 'headers'>): DeviceReading {
  const forced = asDevice(request.query.get(DEVICE_QUERY));
  if (forced) return { device: forced, source: 'query', cookie: { name: DEVICE_COOKIE, value: forced, options: { ...DEVICE_COOKIE_OPTIONS } } };
  const cookie = asDevice(request.cookies[DEVICE_COOKIE]);
  if (cookie) return { device: cookie, source: 'cookie' };
  const raw = request.headers[DEVICE_HEADER];
  const header = asDevice(Array.isArray(raw) ? raw[0] : raw);
  if (header) return { device: header, source: 'header' };
  return { device: DEFAULT_DEVICE, source: 'default' };
}
