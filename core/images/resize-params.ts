// The resize query of a signed URL, read back by the embedded service. The signature
// already proves the builder wrote it; this only turns it into typed values and refuses
// what the service cannot honour.
import { IMAGE_FITS, type ImageFit } from './config.ts';

export interface ResizeRequest {
  width?: number;
  height?: number;
  fit: ImageFit;
  /** Crop of the original before resizing. */
  precrop?: { width: number; height: number; x: number; y: number };
  /** Serve webp to browsers that accept it. */
  autoWebp: boolean;
  format?: 'mp4' | 'webp' | 'jpeg' | 'png';
  /** 1-based frame of an animated image. */
  frame?: number;
  quality?: number;
}

export type ResizeParamsResult = { ok: true; request: ResizeRequest } | { ok: false; reason: string };

const WHOLE = /^[1-9][0-9]{0,5}$/;
const PRECROP = /^([1-9][0-9]{0,5}),([1-9][0-9]{0,5}),x([0-9]{1,6}),y([0-9]{1,6})$/;
const FORMATS: Readonly<Record<string, ResizeRequest['format']>> = { mp4: 'mp4', webp: 'webp', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' };

function whole(value: string, maximum: number): number | undefined {
  if (!WHOLE.test(value)) return undefined;
  const parsed = Number(value);
  return parsed <= maximum ? parsed : undefined;
}

/** Parses `auto=webp&fit=crop&height=675&width=1200` (any order; no duplicates, no unknown keys). */
export function parseResizeQuery(query: string, maxDimension: number): ResizeParamsResult {
  const seen = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(equals < 0 ? pair : pair.slice(0, equals));
      value = equals < 0 ? '' : decodeURIComponent(pair.slice(equals + 1));
    } catch {
      return { ok: false, reason: 'malformed escape in query' };
    }
    if (seen.has(key)) return { ok: false, reason: `duplicate parameter '${key}'` };
    seen.set(key, value);
  }
  const request: ResizeRequest = { fit: 'crop', autoWebp: false };
  for (const [key, value] of seen) {
    switch (key) {
      case 'width':
      case 'height': {
        const size = whole(value, maxDimension);
        if (size === undefined) return { ok: false, reason: `${key} must be 1 to ${maxDimension}` };
        request[key] = size;
        break;
      }
      case 'fit': {
        const fit = IMAGE_FITS.find((candidate) => candidate === value);
        if (!fit) return { ok: false, reason: `fit must be one of ${IMAGE_FITS.join(', ')}` };
        request.fit = fit;
        break;
      }
      case 'auto':
        if (value !== 'webp') return { ok: false, reason: 'auto must be webp' };
        request.autoWebp = true;
        break;
      case 'format': {
        const format = Object.hasOwn(FORMATS, value) ? FORMATS[value] : undefined;
        if (!format) return { ok: false, reason: `unsupported format '${value}'` };
        request.format = format;
        break;
      }
      case 'frame': {
        const frame = whole(value, 10000);
        if (frame === undefined) return { ok: false, reason: 'frame must be a whole number from 1' };
        request.frame = frame;
        break;
      }
      case 'quality': {
        const quality = whole(value, 100);
        if (quality === undefined) return { ok: false, reason: 'quality must be 1 to 100' };
        request.quality = quality;
        break;
      }
      case 'precrop': {
        const match = PRECROP.exec(value);
        if (!match) return { ok: false, reason: 'precrop must be W,H,xX,yY' };
        request.precrop = { width: Number(match[1]), height: Number(match[2]), x: Number(match[3]), y: Number(match[4]) };
        break;
      }
      default:
        return { ok: false, reason: `unknown parameter '${key}'` };
    }
  }
  return { ok: true, request };
}
