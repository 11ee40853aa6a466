// Amazon and affiliate links become commerce-link shortcodes (spec 001 §9), so they
// render with sponsored rel and count toward the affiliate disclosure.
import { hostMatches, hostOf } from '../safe-url.ts';
import { textContent } from '../text-content.ts';
import type { BodyNode } from '../types.ts';

export function convertAffiliateLinks(nodes: BodyNode[], affiliateHosts: readonly string[]): BodyNode[] {
  return nodes.map((node) => {
    if (node.kind !== 'element') return node;
    if (node.tag === 'a' && node.attrs.href !== undefined) {
      const host = hostOf(node.attrs.href);
      if (host !== undefined && hostMatches(host, affiliateHosts)) {
        return {
          kind: 'shortcode',
          type: 'commerce-link',
          attrs: { url: node.attrs.href, text: textContent(node.children) },
          children: node.children,
        };
      }
    }
    const children = convertAffiliateLinks(node.children, affiliateHosts);
    return children === node.children ? node : { ...node, children };
  });
}
