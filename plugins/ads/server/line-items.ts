// Line items and creatives of the embedded ad server: every `*.yaml` in the configured
// folder (examples/ads/ by default), validated at the boundary with `file:line:col`
// findings (sizes, targeting keys, priorities, frequency caps, dates, click hosts).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Static, Type } from '@sinclair/typebox';
import { type ConfigFinding, readYaml, schemaFindings, type YamlSource } from '../../../core/index.ts';
import { KNOWN_CREATIVE_SIZES } from '../constants.ts';

/** Targeting keys a line item may name; each takes a list of accepted values. */
export const TARGETING_KEYS = ['brand', 'device', 'section', 'ptype', 'contentType', 'tag', 'ptopic', 'user', 'iab', 'sectopic', 'collection'] as const;
export type TargetingKey = (typeof TARGETING_KEYS)[number];

const Strict = { additionalProperties: false } as const;
// Each pattern says in words what it asks for (`errorMessage`), as the core's config files do.
const Id = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,79}$', errorMessage: "must be 1 to 80 lowercase letters, digits or '-', not starting with '-' (spring-sale)" });
const Colour = (fallback: string) => Type.String({ pattern: '^#[0-9a-fA-F]{6}$', default: fallback, errorMessage: `must be a colour written #rrggbb (${fallback})` });
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });
const TargetValue = Type.String({ pattern: '^[A-Za-z0-9_.-]{1,80}$', errorMessage: "must be 1 to 80 letters, digits, '_', '.' or '-' (smart-home)" });
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', errorMessage: 'must be a date written YYYY-MM-DD (2026-01-31)' });

const Creative = Type.Object(
  {
    id: Id,
    size: Type.String({ pattern: '^[0-9]{2,4}x[0-9]{2,4}$', errorMessage: 'must be a size written WIDTHxHEIGHT, 2 to 4 digits each (300x250)' }),
    headline: Text(80),
    text: Type.Optional(Text(160)),
    cta: Type.String({ minLength: 1, maxLength: 30, default: 'Learn more' }),
    background: Colour('#1f2937'),
    foreground: Colour('#ffffff'),
    accent: Colour('#e11d48'),
    /** Video creatives: an mp4 under the line-item folder, and its length in seconds. */
    media: Type.Optional(
      Type.String({ pattern: '^[a-z0-9/_-]+\\.mp4$', errorMessage: "must be an .mp4 file under the line-item folder, named with lowercase letters, digits, '/', '_' or '-' (video/spring-sale.mp4)" }),
    ),
    duration: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })),
  },
  Strict,
);

const LineItem = Type.Object(
  {
    id: Id,
    name: Text(120),
    /** Higher wins; equal priorities rotate. */
    priority: Type.Integer({ minimum: 1, maximum: 16 }),
    start: Day,
    end: Day,
    /** Where a click goes; the signed redirect only ever leaves to this host. */
    clickUrl: Type.String({
      pattern: '^https://[a-z0-9.-]+(:[0-9]+)?(/[^\\s]*)?$',
      maxLength: 500,
      errorMessage: 'must be an https URL with a lowercase host and no spaces, at most 500 characters (https://shop.example/deal)',
    }),
    /** At most `impressions` per reader in `hours`. */
    frequencyCap: Type.Optional(Type.Object({ impressions: Type.Integer({ minimum: 1, maximum: 1000 }), hours: Type.Integer({ minimum: 1, maximum: 720 }) }, Strict)),
    /** Each key's accepted values; a request must match every key the item names. */
    targeting: Type.Object(Object.fromEntries(TARGETING_KEYS.map((key) => [key, Type.Optional(Type.Array(TargetValue, { minItems: 1 }))])), { ...Strict, default: {} }),
    /** The video ad kind: a pre-roll for the VAST endpoint. */
    video: Type.Boolean({ default: false }),
    creatives: Type.Array(Creative, { minItems: 1 }),
  },
  Strict,
);

const LineItemsFile = Type.Object({ lineItems: Type.Array(LineItem, { minItems: 1 }) }, Strict);

export type Creative = Static<typeof Creative>;
export type LineItem = Static<typeof LineItem> & { file: string; startTime: number; endTime: number };

function checkSemantics(source: YamlSource, items: Static<typeof LineItem>[], seenCreatives: Map<string, string>, folder: string): ConfigFinding[] {
  const findings: ConfigFinding[] = [];
  items.forEach((item, index) => {
    const at = ['lineItems', index];
    if (Number.isNaN(Date.parse(item.start))) findings.push(source.finding([...at, 'start'], `lineItems.${index}.start: not a date`));
    if (Number.isNaN(Date.parse(item.end))) findings.push(source.finding([...at, 'end'], `lineItems.${index}.end: not a date`));
    if (item.end < item.start) findings.push(source.finding([...at, 'end'], `lineItems.${index}.end: ends before it starts (${item.start})`));
    item.creatives.forEach((creative, creativeIndex) => {
      const where = [...at, 'creatives', creativeIndex];
      if (!KNOWN_CREATIVE_SIZES.includes(creative.size)) {
        findings.push(source.finding([...where, 'size'], `lineItems.${index}.creatives.${creativeIndex}.size: unknown size ${creative.size} (known: ${KNOWN_CREATIVE_SIZES.join(', ')})`));
      }
      const other = seenCreatives.get(creative.id);
      if (other) findings.push(source.finding([...where, 'id'], `creative id '${creative.id}' is already used in ${other}`));
      seenCreatives.set(creative.id, source.file);
      if (creative.media && !existsSync(path.join(folder, creative.media))) {
        findings.push(source.finding([...where, 'media'], `lineItems.${index}.creatives.${creativeIndex}.media: file not found: ${creative.media}`));
      }
    });
    if (item.video && !item.creatives.some((creative) => creative.media)) {
      findings.push(source.finding([...at, 'creatives'], `lineItems.${index}: a video line item needs a creative with media`));
    }
  });
  return findings;
}

export interface LineItemsResult {
  items: LineItem[];
  findings: ConfigFinding[];
}

/** Reads every line-item file of `folder` (display paths relative to `root`). */
export function readLineItems(root: string, folder: string): LineItemsResult {
  const absolute = path.resolve(root, folder);
  if (!existsSync(absolute)) return { items: [], findings: [{ file: folder, line: 1, col: 1, message: 'line-item folder not found', severity: 'error' }] };
  const items: LineItem[] = [];
  const findings: ConfigFinding[] = [];
  const seenItems = new Map<string, string>();
  const seenCreatives = new Map<string, string>();
  for (const name of readdirSync(absolute).filter((file) => file.endsWith('.yaml')).sort()) {
    const file = path.join(absolute, name);
    const source = readYaml(file, path.relative(root, file));
    const syntax = source.syntaxFindings();
    if (syntax.length > 0) {
      findings.push(...syntax);
      continue;
    }
    const data = source.data;
    const invalid = schemaFindings(source, LineItemsFile, data);
    if (invalid.length > 0) {
      findings.push(...invalid);
      continue;
    }
    const parsed = data as Static<typeof LineItemsFile>;
    const semantic = checkSemantics(source, parsed.lineItems, seenCreatives, absolute);
    parsed.lineItems.forEach((item, index) => {
      const other = seenItems.get(item.id);
      if (other) semantic.push(source.finding(['lineItems', index, 'id'], `line item id '${item.id}' is already used in ${other}`));
      seenItems.set(item.id, source.file);
    });
    findings.push(...semantic);
    if (semantic.length > 0) continue;
    for (const item of parsed.lineItems) {
      items.push({ ...item, file: source.file, startTime: Date.parse(`${item.start}T00:00:00Z`), endTime: Date.parse(`${item.end}T23:59:59.999Z`) });
    }
  }
  return { items, findings };
}
