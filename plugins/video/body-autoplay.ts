// Autoplay of a video in an article body: the first top-level video shortcode is marked
// to start by itself (muted, in the browser), unless the article has `suppressAutoplay`
// (spec 000 §6). The core renders the shortcode; the mark is a wrapper element.
import type { BodyNode } from '../../core/index.ts';

export const AUTOPLAY_ATTRIBUTE = 'data-video-autoplay';

export function markBodyAutoplay(nodes: BodyNode[], content: Record<string, unknown>): BodyNode[] {
  if (content.suppressAutoplay === true) return nodes;
  const at = nodes.findIndex((node) => node.kind === 'shortcode' && node.type === 'video');
  const video = nodes[at];
  if (!video) return nodes;
  const marked: BodyNode = { kind: 'element', tag: 'div', attrs: { class: 'video-autoplay', [AUTOPLAY_ATTRIBUTE]: 'muted' }, children: [video] };
  return [...nodes.slice(0, at), marked, ...nodes.slice(at + 1)];
}
