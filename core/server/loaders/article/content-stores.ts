// The content's part of the page's stores (spec 001 §3): center justification, the body's
// table of contents, the listicles and, on a best list, its first and second product with
// the call-to-action.
import type { TocItem } from '../../../body/types.ts';
import { isBestListPage } from '../../../body/steps/table-of-contents.ts';
import { isCenterJustified } from '../../../content/classification.ts';
import { firstOffer } from '../../../content/rules/listicle-offer.ts';
import type { ListicleEntry } from '../../../content/schemas/listicle.ts';
import type { BestListProduct, BestListStore, ContentStores, ListicleState } from '../../../stores.ts';
import { optional } from './optional.ts';

/** The content fields the stores read. */
export interface StoreContent {
  type?: string;
  image?: unknown;
  listicles?: readonly ListicleEntry[];
}

function listicleId(entry: ListicleEntry): string | undefined {
  return entry.id ?? entry.uuid;
}

/** Each listicle with an id; enabled when it has an offer a reader can follow. */
function listicleStates(entries: readonly ListicleEntry[]): ListicleState[] {
  return entries.flatMap((entry) => {
    const id = listicleId(entry);
    return id ? [{ id, enabled: firstOffer(entry) !== undefined }] : [];
  });
}

function product(entry: ListicleEntry, id: string): BestListProduct {
  return { id, name: entry.productName ?? entry.hed ?? id, ...optional('label', entry.hed) };
}

/** The best list's first two enabled products; the call-to-action is the first one's offer. */
function bestListStore(entries: readonly ListicleEntry[], states: readonly ListicleState[]): BestListStore | undefined {
  const enabled = states.filter((state) => state.enabled).map((state) => entries.find((entry) => listicleId(entry) === state.id));
  const [first, second] = enabled;
  const firstId = first ? listicleId(first) : undefined;
  if (!first || !firstId) return undefined;
  const secondId = second ? listicleId(second) : undefined;
  const offer = firstOffer(first);
  return {
    first: product(first, firstId),
    ...(second && secondId ? { second: product(second, secondId) } : {}),
    ...(offer ? { callToAction: { text: `See it at ${offer.merchant}`, url: offer.url } } : {}),
  };
}

export function contentStores(content: StoreContent, toc: readonly TocItem[] = []): ContentStores {
  const entries = content.listicles ?? [];
  const listicles = listicleStates(entries);
  const bestList = isBestListPage({ type: content.type }) ? bestListStore(entries, listicles) : undefined;
  return { isCenterJustified: isCenterJustified({ type: content.type, image: content.image }), bodyTocItems: [...toc], listicles, ...optional('bestList', bestList) };
}
