// Device detection on the server (spec 001 §4): query setDevice, then cookie
// cdn_device, then header cdn-device, then the default, mobile. Only valid device
// values are accepted from any of them (spec 001 §5).
import type { PageRequest } from '../../core/index.ts';

export const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];
export const DEFAULT_DEVICE: Device = 'mobile';

function asDevice(value: unknown): Device | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return (DEVICES as readonly string[]).includes(lower) ? (lower as Device) : undefined;
}

export function detectDevice(request: Pick<PageRequest, 'query' | 'cookies' | 'headers'>): Device {
  const header = request.headers['cdn-device'];
  return (
    asDevice(request.query.get('setDevice')) ??
    asDevice(request.cookies.cdn_device) ??
    asDevice(Array.isArray(header) ? header[0] : header) ??
    DEFAULT_DEVICE
  );
}
