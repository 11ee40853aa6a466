// The vanity entries a brand's embedded content holds (`<contentDir>/<site>/vanity*.yaml`,
// the files the embedded content service is seeded from), read with their positions.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type AppConfig, brandFacts, type ConfigFinding, readYaml, schemaFindings, type SiteConfig, type YamlSource } from '../../core/index.ts';
import { type VanityEntry, VanityEntrySchema } from './entry.ts';

const VANITY_FILE = /^vanity(\..+)?\.ya?ml$/;
const DEFAULT_CONTENT_DIR = 'examples/content';

export interface FileEntry {
  source: YamlSource;
  /** Index under `items:`. */
  index: number;
  /** The entry as the service answers it (the id defaults to the path). */
  entry: VanityEntry;
}

/** The folder of the embedded content, or undefined when the content comes from a remote API. */
export function contentDirOf(root: string, app: AppConfig): string | undefined {
  const upstream = app.upstreams.content;
  return upstream.kind === 'embedded' ? path.resolve(root, upstream.contentDir ?? DEFAULT_CONTENT_DIR) : undefined;
}

function display(root: string, file: string): string {
  const inside = path.relative(root, file);
  return inside.startsWith('..') || path.isAbsolute(inside) ? file : inside;
}

/** Every entry of the brand's vanity files; an entry that is not one is a finding. */
export function readBrandEntries(root: string, contentDir: string, site: SiteConfig): { entries: FileEntry[]; findings: ConfigFinding[] } {
  const folder = path.join(contentDir, brandFacts(site).contentSite);
  const entries: FileEntry[] = [];
  const findings: ConfigFinding[] = [];
  if (!existsSync(folder)) return { entries, findings };
  for (const name of readdirSync(folder).filter((file) => VANITY_FILE.test(file)).sort()) {
    const source = readYaml(path.join(folder, name), display(root, path.join(folder, name)));
    const syntax = source.syntaxFindings();
    if (syntax.length > 0) {
      findings.push(...syntax);
      continue;
    }
    const items = (source.data as { items?: unknown } | null | undefined)?.items;
    if (!Array.isArray(items)) {
      findings.push(source.finding([], 'a vanity file holds `items:`, a list of entries'));
      continue;
    }
    items.forEach((item: unknown, index) => {
      const record = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : undefined;
      const data = record && { ...record, id: typeof record.id === 'string' && record.id !== '' ? record.id : record.urlPath };
      const name = `vanity entry ${String(record?.urlPath ?? index)}`;
      if (!data) {
        findings.push(source.finding(['items', index], `${name}: not a mapping`));
        return;
      }
      // Every value of the wrong form, each at its place, as the config files say them.
      const invalid = schemaFindings(source, VanityEntrySchema, data, ['items', index]);
      if (invalid.length > 0) {
        findings.push(...invalid.map((finding) => ({ ...finding, message: `${name}: ${finding.message}` })));
        return;
      }
      entries.push({ source, index, entry: data as VanityEntry });
    });
  }
  return { entries, findings };
}
