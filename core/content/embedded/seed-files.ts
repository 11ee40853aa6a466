// Reading the example files: every file below the content folder in a stable order, each
// parsed with its problems collected rather than thrown, so one run reports them all.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isPlainObject } from '../normalize.ts';
import { type ContentFile, ContentFileError, parseContentFile } from './front-matter.ts';
import type { SeedContext } from './seed-context.ts';

/** Every file below `dir`, sorted, leaving out dot files and READMEs. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.') || name === 'README.md') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full));
    else out.push(full);
  }
  return out;
}

/** The parsed file, or undefined with its problems added to the context's findings. */
export function readContentFile(ctx: SeedContext, full: string): ContentFile | undefined {
  const display = path.relative(path.dirname(ctx.root), full) || full;
  try {
    return parseContentFile(display, readFileSync(full, 'utf8'));
  } catch (error) {
    if (error instanceof ContentFileError) ctx.findings.push(...error.findings);
    else throw error;
    return undefined;
  }
}

/** The `items` list of a file that holds many entries (tags, topics, images, …). */
export function listItems(file: ContentFile): Record<string, unknown>[] {
  const items = file.data.items;
  return Array.isArray(items) ? items.filter(isPlainObject) : [];
}

/** The file's name without its extension: the slug of a file that names none. */
export function baseSlug(file: ContentFile): string {
  return path.basename(file.file).replace(/\.[a-z]+$/, '');
}
