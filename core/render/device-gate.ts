// Device classes gate widgets (spec 001 §6 "Device class (desktop, mobile) gates some
// widgets"): a widget declares the device classes it renders for and asks `useRendersOn`.
// The device is the page's (its cache key has it); in the browser the width watcher's.
import { createContext, useContext } from 'react';
import { DEFAULT_DEVICE, type Device } from '../device.ts';

export const DeviceContext = createContext<Device>(DEFAULT_DEVICE);

/** Whether a widget that renders for `devices` shows on the page's device. */
export function useRendersOn(devices: readonly Device[]): boolean {
  return devices.includes(useContext(DeviceContext));
}
