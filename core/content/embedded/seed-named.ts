// Site files stored under a name rather than listed: feature layouts, the navigation menus,
// commerce shortcodes, and the vanity URL table (one row per vanity path).
import type { SiteSegment } from '../api-words.ts';
import { CommerceShortcodeSchema, VanityEntrySchema } from '../schemas/services.ts';
import type { ContentFile } from './front-matter.ts';
import { nonEmptyString, type SeedContext } from './seed-context.ts';
import { baseSlug, listItems } from './seed-files.ts';
import { stableId, unlistedItem } from './seed-item.ts';

export function readNamed(ctx: SeedContext, file: ContentFile, site: SiteSegment, kind: 'feature' | 'navigation' | 'commerce'): void {
  const data: Record<string, unknown> = { ...file.data };
  const slug = nonEmptyString(data.slug) ?? nonEmptyString(data.id) ?? baseSlug(file);
  if (kind === 'commerce') {
    data.id = slug;
    if (!ctx.validate(file, CommerceShortcodeSchema, data)) return;
  }
  ctx.items.push(unlistedItem({ site, kind, slug, id: stableId(`${kind}:${site}`, slug), typeName: `content_${kind}`, data }));
}

export function readVanity(ctx: SeedContext, file: ContentFile, site: SiteSegment): void {
  listItems(file).forEach((entry, index) => {
    const data: Record<string, unknown> = { ...entry, id: nonEmptyString(entry.id) ?? stableId(`vanity:${site}`, String(entry.urlPath)) };
    if (!ctx.validate(file, VanityEntrySchema, data)) return;
    if (!nonEmptyString(data.urlPath)) {
      ctx.fail(file, ['items', index, 'urlPath'], 'urlPath is required');
      return;
    }
    ctx.items.push(unlistedItem({ site, kind: 'vanity', slug: String(data.urlPath), id: String(data.id), typeName: 'vanity', data }));
  });
}
