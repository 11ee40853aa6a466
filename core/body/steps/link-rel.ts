// Link rel rules (spec 001 §9): links to the own and sister sites are `follow`;
// any other site gets `nofollow` and the regular-link class, and optionally opens
// in a new tab, always with `noopener`.
import { hostMatches, hostOf } from '../safe-url.ts';
import type { BodyNode } from '../types.ts';

export const REGULAR_LINK_CLASS = 'regular-link';

export interface LinkRules {
  ownDomains: readonly string[];
  externalLinksNewTab: boolean;
}

/** The rel, class and target attributes a link to `href` gets. */
export function linkAttributes(href: string, rules: LinkRules, existingClass?: string): Record<string, string> {
  const host = hostOf(href);
  const external = host !== undefined && !hostMatches(host, rules.ownDomains);
  if (!external) {
    // mailto:, tel: and fragments are not followed by crawlers: no rel needed.
    return /^(mailto|tel):|^#/i.test(href) ? {} : { rel: 'follow' };
  }
  const attrs: Record<string, string> = {
    rel: rules.externalLinksNewTab ? 'nofollow noopener noreferrer' : 'nofollow',
    class: existingClass ? `${existingClass} ${REGULAR_LINK_CLASS}` : REGULAR_LINK_CLASS,
  };
  if (rules.externalLinksNewTab) attrs.target = '_blank';
  return attrs;
}

export function applyLinkRules(nodes: BodyNode[], rules: LinkRules): BodyNode[] {
  return nodes.map((node) => {
    if (node.kind !== 'element') return node;
    const children = applyLinkRules(node.children, rules);
    if (node.tag !== 'a' || node.attrs.href === undefined) {
      return children === node.children ? node : { ...node, children };
    }
    const { target, class: existingClass, ...rest } = node.attrs;
    const attrs = { ...rest, ...linkAttributes(node.attrs.href, rules, existingClass) };
    // An author's own target=_blank is kept, made safe with noopener.
    if (target === '_blank' && attrs.target === undefined) {
      attrs.target = '_blank';
      attrs.rel = `${attrs.rel ?? ''} noopener noreferrer`.trim();
    }
    if (existingClass !== undefined && attrs.class === undefined) attrs.class = existingClass;
    return { ...node, attrs, children };
  });
}
