// Image redirects (spec 001 §1, /a/img/): old URLs that put the size in the path,
// `/a/img/{preset}/{path}` or `/a/img/{W}x{H}/{path}`, move to the canonical signed URL.
// Only sizes that name a configured preset redirect, so the redirect cannot be used to
// mint signatures for arbitrary sizes.
import type { ImagePreset } from './config.ts';

const LEGACY_DIMENSIONS = /^([1-9][0-9]{0,4})x([1-9][0-9]{0,4})$/;

/** The preset a legacy size segment stands for, or undefined. */
export function legacyPresetFor(segment: string, presets: Readonly<Record<string, ImagePreset>>): string | undefined {
  if (Object.hasOwn(presets, segment)) return segment;
  const match = LEGACY_DIMENSIONS.exec(segment);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  // Sorted so that two presets with the same box always resolve the same way.
  return Object.keys(presets)
    .sort()
    .find((name) => presets[name]?.width === width && presets[name]?.height === height);
}

/** A redirect target is a path on this site: one leading '/', never '//' or '/\'. */
export function isOnSiteLocation(location: string): boolean {
  if (!/^\/(?![/\\])/.test(location)) return false;
  // Whitespace or control characters could split the header or confuse a parser.
  for (const character of location) if (character.charCodeAt(0) <= 0x20 || character === '\u007f') return false;
  return true;
}
