// Crop strings: width x height + x offset + y offset (spec 000 §5), e.g. "1200x675+0+120".
export const CROP_PATTERN = /^(\d+)x(\d+)\+(\d+)\+(\d+)$/;

export interface Crop {
  width: number;
  height: number;
  x: number;
  y: number;
}

export function parseCrop(value: string | undefined): Crop | undefined {
  const match = value ? CROP_PATTERN.exec(value.trim()) : null;
  if (!match) return undefined;
  const [, width, height, x, y] = match.map(Number);
  if (width === undefined || height === undefined || x === undefined || y === undefined) return undefined;
  return { width, height, x, y };
}

export function isCropString(value: string | undefined): boolean {
  return parseCrop(value) !== undefined;
}
