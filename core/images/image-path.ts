// Request paths of the embedded image service, checked before any file is touched:
// no dot segments, no encoded separators, no NUL, no absolute paths, no symlink escapes.
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

export type ImagePathResult = { ok: true; segments: string[] } | { ok: false; status: 400 | 404; reason: string };

/** Raster formats the service serves, by extension. SVG is left out: it can carry script. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

// Encoded '/', '\' and NUL would smuggle a separator past the segment split.
const ENCODED_SEPARATOR = /%(2f|5c|00)/i;
// Control characters, separators and ':' (drive letters, alternate streams) never name an image.
const FORBIDDEN_IN_SEGMENT = /[\u0000-\u001f\u007f/\\:]/;

/** Splits an encoded path (`/hub/2024/a%20b.jpg`) into decoded, safe segments. */
export function parseImagePath(encodedPath: string): ImagePathResult {
  if (!encodedPath.startsWith('/') || encodedPath.startsWith('//'))
    return { ok: false, status: 400, reason: 'path must start with a single /' };
  if (encodedPath.includes('\\') || ENCODED_SEPARATOR.test(encodedPath)) return { ok: false, status: 400, reason: 'encoded separator' };
  const raw = encodedPath.slice(1).split('/');
  const segments: string[] = [];
  for (const part of raw) {
    if (part === '') return { ok: false, status: 400, reason: 'empty path segment' };
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return { ok: false, status: 400, reason: 'malformed escape' };
    }
    if (decoded === '.' || decoded === '..') return { ok: false, status: 400, reason: 'dot segment' };
    if (FORBIDDEN_IN_SEGMENT.test(decoded)) return { ok: false, status: 400, reason: 'forbidden character' };
    // Hidden files are never images the content links to.
    if (decoded.startsWith('.')) return { ok: false, status: 404, reason: 'hidden file' };
    segments.push(decoded);
  }
  if (segments.length === 0) return { ok: false, status: 404, reason: 'no file named' };
  return { ok: true, segments };
}

export function contentTypeFor(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(IMAGE_CONTENT_TYPES, extension) ? IMAGE_CONTENT_TYPES[extension] : undefined;
}

function inside(root: string, candidate: string): boolean {
  return candidate.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

export interface ImageFile {
  /** Absolute path with symlinks resolved. */
  file: string;
  size: number;
  modified: Date;
}

/**
 * The file for checked segments, or undefined when it is missing, not a regular file,
 * not an image type, or (after resolving symlinks) outside the root.
 */
export async function resolveImageFile(root: string, segments: readonly string[]): Promise<ImageFile | undefined> {
  const last = segments[segments.length - 1];
  if (last === undefined || contentTypeFor(last) === undefined) return undefined;
  const candidate = path.resolve(root, ...segments);
  if (!inside(path.resolve(root), candidate)) return undefined;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!inside(realRoot, realFile)) return undefined;
    const info = await stat(realFile);
    return info.isFile() ? { file: realFile, size: info.size, modified: info.mtime } : undefined;
  } catch {
    return undefined;
  }
}
