// Typed article body nodes (the body pipeline's data model). Isomorphic.
import type { ReactNode } from 'react';
import type { BrandId } from '../routing/types.ts';
import type { AdSlotDefinition, BodyConfig } from '../config/body-config.ts';
import type { BodyImageUrls } from './body-images.ts';

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
  /** Slot size name (mpu, mobile, leaderboard, billboard). */
  size?: string;
  /** Devices the slot is meant for; the client ad loader filters on them. */
  devices?: string[];
}

export type BodyNode = TextNode | ElementNode | ShortcodeNode | AdSlotNode;

/** Minimal logger the body pipeline writes to (pino-compatible). */
export interface BodyLogger {
  warn(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
  error?(obj: unknown, msg?: string): void;
}

/** What body steps and shortcode renderers know about the page. */
export interface BodyContext {
  brand: BrandId;
  contentId: string;
  /** Content fields the pipeline's rules read (suppressAds, type, section, …). */
  content: Record<string, unknown>;
  /** Per-body notes collected while rendering (TOC items, FAQ entries, disclosure flags). */
  collected: Record<string, unknown>;
  log: BodyLogger;
  /** The brand's body config, defaults applied. */
  config: BodyConfig;
  /**
   * Ad slot definitions the core engine places. Starts as the brand's `body.adSlots`;
   * a plugin tapping `injectAds` before STAGE_DEFAULT may add or replace definitions.
   */
  adSlots: AdSlotDefinition[];
  environment: string;
  /** Signed image URLs (the pages' builder), so pictures the image service holds get
   *  `srcset` and `sizes`; without it every picture keeps the content's URL. */
  images?: BodyImageUrls;
  /** Renders body nodes (a shortcode's fallback content, say) as React elements. */
  renderNodes(nodes: BodyNode[]): ReactNode;
}

/** One entry of the table of contents (spec 001 §3). */
export interface TocItem {
  id: string;
  title: string;
  itemIndex: number;
  tocId: string;
  deactivated: boolean;
}

/** An ad slot the engine placed, and why (for `--json` and the debug view). */
export interface PlacedSlot {
  slot: string;
  instance: number;
  id: string;
  size: string;
  minHeight: number;
  /** Gap index: the slot sits after top-level block `position`. */
  position: number;
  reason: string;
}

/** Why one gap between top-level blocks was or was not chosen. */
export interface AdPositionReport {
  position: number;
  /** A short description of the block before the gap. */
  after: string;
  /** Estimated characters up to and including that block. */
  characters: number;
  chosen?: string;
  reasons: string[];
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The serialisable result of the body pipeline. */
export interface RenderedBody {
  html: string;
  toc: TocItem[];
  adSlots: PlacedSlot[];
  /** Every candidate position with its reasons (debug view). */
  adPositions: AdPositionReport[];
  /** Why ads were suppressed for the whole body, when they were. */
  adsSuppressed?: string;
  /** Set when no ad slot engine ran: no plugin the brand enables fills ad slots. */
  noAdEngine?: true;
  faq: FaqEntry[];
  affiliateDisclosure: boolean;
  nodes?: BodyNode[];
  /** Set when the body was rejected; `html` is then empty. */
  rejected?: { code: string; message: string };
}
