// Content classification (spec 000 §4). Pure: route choice, layouts and ads read it.

/** Authors whose username contains this name write branded (studio) content. */
export const STUDIO_NAME = 'studio';

/**
 * Ids of content that is branded whatever its section or author. The spec keeps the
 * real list private; deployments pass theirs through `ClassificationOptions`.
 */
export const BRANDED_CONTENT_IDS: readonly string[] = Object.freeze([]);

/** Article types that always render center-justified. */
export const CENTER_JUSTIFIED_TYPES: readonly string[] = Object.freeze(['Explainer', 'Commentary', 'Analysis', 'Exclusive', 'Feature']);

/** Precap article types (spec 000 §9). */
export const PRECAP_TYPES: readonly string[] = Object.freeze([
  'Best List - Precap',
  'Deals - Precap',
  'Versus - Precap',
  'Versus - Multiple',
  'FAQ Markup + BL Precap',
]);

/** Collection slug that marks high-value content: `hv`, the slug of the rule in spec 000 §4,
 *  not §9's `hv7` (core/content/README.md, "Decisions"). */
export const HIGH_VALUE_COLLECTION_SLUG = 'hv';

/** The content fields classification reads (spec 000 §3 names). */
export interface ClassifiableContent {
  id?: string;
  section?: string;
  type?: string;
  author?: { username?: string } | null;
  collections?: readonly { slug?: string }[] | null;
  image?: unknown;
}

export interface ClassificationOptions {
  brandedIds?: readonly string[];
  studioName?: string;
}

export function isBranded(content: ClassifiableContent, options: ClassificationOptions = {}): boolean {
  if (content.section === 'commercial') return true;
  const ids = options.brandedIds ?? BRANDED_CONTENT_IDS;
  if (content.id !== undefined && ids.includes(content.id)) return true;
  const studio = (options.studioName ?? STUDIO_NAME).toLowerCase();
  const username = content.author?.username;
  return typeof username === 'string' && studio !== '' && username.toLowerCase().includes(studio);
}

/** Longform when the type is Longform or starts with longform, case-insensitive. */
export function isLongform(content: ClassifiableContent): boolean {
  return typeof content.type === 'string' && content.type.toLowerCase().startsWith('longform');
}

/** Deal when the type starts with deals ('Deals - Precap' included). */
export function isDeal(content: ClassifiableContent): boolean {
  return typeof content.type === 'string' && content.type.toLowerCase().startsWith('deals');
}

export function isHowTo(content: ClassifiableContent): boolean {
  return content.section === 'how_to';
}

export function isCenterJustified(content: ClassifiableContent): boolean {
  const type = content.type ?? '';
  if (CENTER_JUSTIFIED_TYPES.includes(type)) return true;
  const hasImage = content.image !== undefined && content.image !== null && content.image !== '';
  return !PRECAP_TYPES.includes(type) && hasImage;
}

export function isHighValue(content: ClassifiableContent): boolean {
  return (content.collections ?? []).some((collection) => collection?.slug === HIGH_VALUE_COLLECTION_SLUG);
}
