// Text and length helpers over body nodes. Node trees are at most MAX_NESTING_DEPTH
// deep (see parse-body.ts), so plain recursion is safe here.
import type { BodyNode, ShortcodeNode } from './types.ts';

/** The visible text of nodes (ad slots and shortcode JSON excluded). */
export function textContent(nodes: readonly BodyNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.kind === 'text') text += node.text;
    else if (node.kind === 'element' || node.kind === 'shortcode') text += textContent(node.children);
  }
  return text;
}

/**
 * Estimated character lengths of embedded items for ad placement (spec 001 §9).
 * Keys are shortcode types; `twitter` is the spec's "tweet", `listicle` its
 * "cnetlisticle".
 */
export const ESTIMATED_LENGTHS: Readonly<Record<string, number>> = Object.freeze({
  chart: 400,
  listicle: 1200,
  'mini-listicle': 250,
  'cross-content-listicle': 1200,
  description: 1000,
  faq: 1000,
  gallery: 600,
  image: 500,
  infocard: 1000,
  'related-links': 525,
  twitter: 300,
  video: 550,
});

function shortcodeLength(node: ShortcodeNode): number {
  const estimated = ESTIMATED_LENGTHS[node.type];
  if (estimated !== undefined) return estimated;
  // A link counts its link text (spec 001 §9); other types count their visible text.
  if (node.type === 'link' || node.type === 'commerce-link') {
    return (node.attrs.text ?? textContent(node.children)).length;
  }
  return textContent(node.children).length;
}

/** Estimated reading length of one node, in characters. */
export function estimatedLength(node: BodyNode): number {
  switch (node.kind) {
    case 'text':
      return node.text.length;
    case 'ad-slot':
      return 0;
    case 'shortcode':
      return shortcodeLength(node);
    case 'element': {
      if (node.tag === 'img') return ESTIMATED_LENGTHS.image ?? 0;
      let length = 0;
      for (const child of node.children) length += estimatedLength(child);
      return length;
    }
  }
}
