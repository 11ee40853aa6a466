// A buy button, or any product with resellers, makes the article or gallery show the
// affiliate disclosure (spec 000 §3, Gallery).
import type { BodyNode } from '../types.ts';

export const DISCLOSURE_SHORTCODES: ReadonlySet<string> = new Set(['buy-button', 'commerce-button']);

/** True when `value` holds a non-empty `resellers` list within a few levels. */
export function hasResellers(value: unknown, depth = 0): boolean {
  if (depth > 4 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => hasResellers(item, depth + 1));
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.resellers) && record.resellers.length > 0) return true;
  return Object.values(record).some((item) => typeof item === 'object' && hasResellers(item, depth + 1));
}

export function needsAffiliateDisclosure(nodes: readonly BodyNode[], content: Record<string, unknown>): boolean {
  if (hasResellers(content.relatedProduct)) return true;
  const visit = (list: readonly BodyNode[]): boolean =>
    list.some((node) => {
      if (node.kind === 'shortcode') {
        if (DISCLOSURE_SHORTCODES.has(node.type) || hasResellers(node.data)) return true;
        return visit(node.children);
      }
      return node.kind === 'element' && visit(node.children);
    });
  return visit(nodes);
}
