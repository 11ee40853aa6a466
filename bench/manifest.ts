// Reading a Vite build manifest: which JavaScript a page loads before it is interactive,
// and what it weighs in gzip bytes. Shared by the client-bytes and video-bytes benches.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Chunk {
  file: string;
  src?: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, Chunk>;

/** Gzip bytes (level 9) of one built file. */
export function gzipBytes(outDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
}

/** The JavaScript files a page of this type loads before it is interactive: the brand's
 *  entry, the page's own chunk, and their static imports. */
export function initialFiles({ manifest, entry }: { manifest: Manifest; entry: string }, pageFile: string): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(entry);
  visit(pageFile);
  return new Set([...files].filter((file) => file.endsWith('.js')));
}
