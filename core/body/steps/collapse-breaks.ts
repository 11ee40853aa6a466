// Runs of repeated <br> tags collapse into one (spec 001 §9). Whitespace between the
// breaks does not end a run.
import type { BodyNode } from '../types.ts';

const isBreak = (node: BodyNode | undefined): boolean => node?.kind === 'element' && node.tag === 'br';

export function collapseBreaks(nodes: BodyNode[]): BodyNode[] {
  const result: BodyNode[] = [];
  let lastBreakAt = -1;
  for (const node of nodes) {
    if (isBreak(node)) {
      if (lastBreakAt !== -1) {
        // Drop the whitespace collected since the previous break, and this break.
        result.length = lastBreakAt + 1;
        continue;
      }
      result.push(node);
      lastBreakAt = result.length - 1;
      continue;
    }
    if (node.kind === 'text' && node.text.trim() === '' && lastBreakAt !== -1) {
      result.push(node);
      continue;
    }
    lastBreakAt = -1;
    if (node.kind === 'element' || node.kind === 'shortcode') {
      const children = collapseBreaks(node.children);
      result.push(children === node.children ? node : { ...node, children });
    } else {
      result.push(node);
    }
  }
  return result;
}
