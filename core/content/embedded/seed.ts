// Reads the sample content of examples/content/ into store rows, in passes ordered so that
// every file finds what it refers to already read; one run reports every problem, file:line:col.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_SEGMENTS, type SiteSegment } from '../api-words.ts';
import { defaultContentPath, type PathResolver } from './content-path.ts';
import { type ContentFile, ContentFileError } from './front-matter.ts';
import { SHARED_SITE } from './kinds.ts';
import { CONTENT_FOLDERS, readContent } from './seed-content.ts';
import { SeedContext } from './seed-context.ts';
import { listFiles, readContentFile } from './seed-files.ts';
import type { SampleContent } from './seed-item.ts';
import { readNamed, readVanity } from './seed-named.ts';
import { readImages, readProduct } from './seed-products.ts';
import { readAuthor, readCollections, readTags, readTopics } from './seed-taxonomy.ts';

/** Bump when the seed's output shape changes, so stored databases are rebuilt. */
export const SEED_VERSION = 3;

/** Reads every sample file below `root`; throws a ContentFileError listing each problem. */
export function readSampleContent(root: string, options: { resolvePath?: PathResolver } = {}): SampleContent {
  const files = listFiles(root);
  const hash = createHash('sha256').update(`seed-v${SEED_VERSION}`);
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  const ctx = new SeedContext(root, options.resolvePath ?? defaultContentPath);
  const relative = (file: string) => path.relative(root, file).split(path.sep);
  const isData = (file: string) => /\.(ya?ml|json|md|html)$/.test(file);

  const pass = (match: (parts: string[]) => boolean, read: (file: ContentFile, parts: string[]) => void) => {
    for (const full of files) {
      const parts = relative(full);
      if (!isData(full) || !match(parts)) continue;
      const file = readContentFile(ctx, full);
      if (file) read(file, parts);
    }
  };
  const onSite = (parts: string[]) => SITE_SEGMENTS.includes(parts[0] as SiteSegment);
  const site = (parts: string[]) => parts[0] as SiteSegment;

  pass(
    (p) => p[0] === 'images' && p.length === 2,
    (file) => readImages(ctx, file),
  );
  pass(
    (p) => p[0] === 'shared' && p[1] === 'authors',
    (file) => readAuthor(ctx, file),
  );
  pass(
    (p) => p[0] === 'shared' && p[1]?.startsWith('tags.') === true,
    (file) => readTags(ctx, file, SHARED_SITE),
  );
  pass(
    (p) => onSite(p) && p[1]?.startsWith('topics.') === true,
    (file, p) => readTopics(ctx, file, site(p)),
  );
  pass(
    (p) => onSite(p) && p[1]?.startsWith('collections.') === true,
    (file, p) => readCollections(ctx, file, site(p)),
  );
  pass(
    (p) => onSite(p) && p[1] === 'products',
    (file, p) => readProduct(ctx, file, site(p)),
  );
  pass(
    (p) => onSite(p) && p.length === 3 && p[1] !== undefined && p[1] in CONTENT_FOLDERS,
    (file, p) => readContent(ctx, file, site(p), p[1] ?? ''),
  );
  pass(
    (p) => onSite(p) && p[1] === 'features',
    (file, p) => readNamed(ctx, file, site(p), 'feature'),
  );
  pass(
    (p) => onSite(p) && p[1] === 'commerce',
    (file, p) => readNamed(ctx, file, site(p), 'commerce'),
  );
  pass(
    (p) => onSite(p) && p[1]?.startsWith('navigation.') === true,
    (file, p) => readNamed(ctx, file, site(p), 'navigation'),
  );
  pass(
    (p) => onSite(p) && p[1]?.startsWith('vanity.') === true,
    (file, p) => readVanity(ctx, file, site(p)),
  );

  if (ctx.findings.length > 0) throw new ContentFileError(ctx.findings);
  // The stored rows also depend on the path resolver (the route table): hash what is stored.
  hash.update(JSON.stringify(ctx.items));
  return { hash: hash.digest('hex'), items: ctx.items };
}
