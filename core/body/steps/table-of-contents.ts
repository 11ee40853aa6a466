// Table of contents: headings of the configured level get stable ids and become TOC
// items (spec 001 §9: `toc-{contentId}-item-{n}` on best-list pages, `toc-item-{n}`
// otherwise; n counts from 1).
import { textContent } from '../text-content.ts';
import type { BodyNode, TocItem } from '../types.ts';

/** Manual table-of-contents text (spec 000 §9, spec 001 §9). */
export const TOC_MANUAL_TEXT = 'In this article:';

export function isBestListPage(content: Record<string, unknown>): boolean {
  return typeof content.type === 'string' && /^best list/i.test(content.type);
}

export function collectTableOfContents(
  nodes: BodyNode[],
  options: { headerLevel: string; contentId: string; bestList: boolean },
): { nodes: BodyNode[]; toc: TocItem[] } {
  const toc: TocItem[] = [];
  const tocId = options.bestList ? `toc-${options.contentId}` : 'toc';
  const visit = (list: BodyNode[]): BodyNode[] =>
    list.map((node) => {
      if (node.kind !== 'element') return node;
      if (node.tag === options.headerLevel) {
        const title = textContent(node.children).replace(/\s+/g, ' ').trim();
        if (title === '') return node;
        const itemIndex = toc.length;
        const n = itemIndex + 1;
        const id = options.bestList ? `toc-${options.contentId}-item-${n}` : `toc-item-${n}`;
        toc.push({ id, title, itemIndex, tocId, deactivated: false });
        return { ...node, attrs: { ...node.attrs, id } };
      }
      return { ...node, children: visit(node.children) };
    });
  return { nodes: visit(nodes), toc };
}
