// Id-based commerce shortcodes (spec 001 §7: GET /api/neutron/shortcodes/{site}/commerce/{id}/web):
// a buy button, commerce button or commerce promo that names only a product id gets its
// link, merchant, price and title from the commerce shortcode call. The loader makes the
// calls (commerceShortcodeIds tells it which); this step puts the answers on the nodes.
import { listicleOffer } from '../shortcodes/listicle-offer.ts';
import { record, text } from '../shortcodes/shortcode-data.ts';
import type { BodyNode, ShortcodeNode } from '../types.ts';

/** Shortcodes that may name a product id instead of carrying their own link. */
export const COMMERCE_ID_SHORTCODES: ReadonlySet<string> = new Set(['buy-button', 'commerce-button', 'commerce-promo']);
/** At most this many commerce calls for one body. */
export const COMMERCE_CALLS_PER_BODY = 20;

function needsCommerceData(node: ShortcodeNode): boolean {
  return COMMERCE_ID_SHORTCODES.has(node.type) && text(node.attrs.id, 200) !== undefined && text(node.attrs.url) === undefined && text(record(node.data).url) === undefined;
}

function walk(nodes: readonly BodyNode[], visit: (node: ShortcodeNode) => void): void {
  for (const node of nodes) {
    if (node.kind === 'shortcode') visit(node);
    if (node.kind === 'shortcode' || node.kind === 'element') walk(node.children, visit);
  }
}

/** The product ids the body's commerce shortcodes need answers for, in order, once each. */
export function commerceShortcodeIds(nodes: readonly BodyNode[]): string[] {
  const ids = new Set<string>();
  walk(nodes, (node) => {
    if (needsCommerceData(node) && ids.size < COMMERCE_CALLS_PER_BODY) ids.add(text(node.attrs.id, 200) as string);
  });
  return [...ids];
}

/** The fields a button or promo reads, from a commerce shortcode answer. */
function fieldsOf(answer: unknown): Record<string, unknown> | undefined {
  const value = record(answer);
  const offer = listicleOffer({ merchantOffers: value.offers, priceSummary: { medianPrice: value.medianPrice } });
  if (!offer) return undefined;
  return {
    url: offer.url,
    ...(offer.merchant !== undefined ? { merchant: offer.merchant } : {}),
    ...(offer.price !== undefined ? { price: offer.price } : {}),
    ...(text(value.productName, 300) !== undefined ? { title: text(value.productName, 300) } : {}),
    ...(text(value.description) !== undefined ? { description: text(value.description) } : {}),
  };
}

/** The nodes with each id-based commerce shortcode's answer merged under its own data. */
export function attachCommerceData(nodes: BodyNode[], answers: ReadonlyMap<string, unknown>): BodyNode[] {
  if (answers.size === 0) return nodes;
  return nodes.map((node) => {
    if (node.kind !== 'shortcode' && node.kind !== 'element') return node;
    const children = attachCommerceData(node.children, answers);
    if (node.kind === 'shortcode' && needsCommerceData(node)) {
      const fields = fieldsOf(answers.get(text(node.attrs.id, 200) as string));
      if (fields) return { ...node, children, data: { ...fields, ...record(node.data) } };
    }
    return children === node.children ? node : { ...node, children };
  });
}
