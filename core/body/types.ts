// Typed article body nodes (the body pipeline's data model). Isomorphic.
import type { BrandId } from '../routing/types.ts';

/** A text run. */
export interface TextNode {
  kind: 'text';
  text: string;
}

/** A sanitised HTML element from the body. */
export interface ElementNode {
  kind: 'element';
  tag: string;
  attrs: Record<string, string>;
  children: BodyNode[];
}

/** A shortcode found in the body: `type`, its attributes, optional embedded JSON. */
export interface ShortcodeNode {
  kind: 'shortcode';
  type: string;
  attrs: Record<string, string>;
  /** Parsed embedded JSON, when the shortcode carried valid JSON. */
  data?: unknown;
  /** Sanitised inner content, rendered as the fallback for unknown types. */
  children: BodyNode[];
}

/** A placed ad slot (see core/body ad injection). */
export interface AdSlotNode {
  kind: 'ad-slot';
  slot: string;
  instance: number;
  id: string;
  minHeight: number;
}

export type BodyNode = TextNode | ElementNode | ShortcodeNode | AdSlotNode;

/** What body steps and shortcode renderers know about the page. */
export interface BodyContext {
  brand: BrandId;
  contentId: string;
  /** Content fields the pipeline's rules read (suppressAds, type, section, …). */
  content: Record<string, unknown>;
  /** Per-body notes collected while rendering (TOC items, FAQ entries, disclosure flags). */
  collected: Record<string, unknown>;
  log: { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };
}
