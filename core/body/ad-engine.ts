// The ad-slot injection engine: deterministic, server-side placement of ad slots
// between the top-level blocks of a body (spec 001 §9, §4). Modes: percentage, index,
// interval, characters, text; each slot has a limit (-1 unlimited). Slots never sit
// before the first paragraph, after the last, right after a heading, inside a list or
// table (only top-level gaps are candidates), or without a paragraph between them.
import { AD_SIZE_MIN_HEIGHT, type AdSlotDefinition } from '../config/body-config.ts';
import { estimatedLength, textContent } from './text-content.ts';
import type { AdPositionReport, AdSlotNode, BodyNode, PlacedSlot } from './types.ts';

export interface AdPlacement {
  nodes: BodyNode[];
  placed: PlacedSlot[];
  positions: AdPositionReport[];
  /** Why the whole body has no ads, when it has none by rule. */
  suppressed?: string;
}

/** Ads are suppressed for content with `suppressAds` and for sponsored content (spec 000 §6). */
export function adSuppression(content: Record<string, unknown>): string | undefined {
  if (content.suppressAds === true) return 'content has suppressAds';
  if (content.isSponsored === true || content.sponsored === true) return 'content is sponsored';
  if (content.section === 'commercial') return 'content is sponsored (section commercial)';
  return undefined;
}

/** Div id of a slot instance: `-N` suffix when N > 1 (spec 001 §4). */
export function slotId(name: string, instance: number): string {
  return instance > 1 ? `${name}-${instance}` : name;
}

const isParagraph = (node: BodyNode, text: string): boolean => node.kind === 'element' && node.tag === 'p' && text.trim() !== '';
const isHeading = (node: BodyNode): boolean => node.kind === 'element' && /^h[1-6]$/.test(node.tag);

function describe(node: BodyNode, blockText: string): string {
  switch (node.kind) {
    case 'text':
      return `text "${node.text.trim().slice(0, 40)}"`;
    case 'ad-slot':
      return `ad slot ${node.id}`;
    case 'shortcode':
      return `shortcode ${node.type}`;
    case 'element': {
      // Only the start is shown; normalising the whole text would cost a pass per block.
      const text = blockText.slice(0, 80).replace(/\s+/g, ' ').trim();
      return text === '' ? `<${node.tag}>` : `<${node.tag}> "${text.slice(0, 40)}${text.length > 40 ? '…' : ''}"`;
    }
  }
}

interface Target {
  gap: number;
  why: string;
}

interface Layout {
  cumulative: number[];
  total: number;
  paragraphGaps: number[];
  texts: string[];
}

function targetsFor(definition: AdSlotDefinition, layout: Layout): Target[] {
  const { cumulative, total, paragraphGaps } = layout;
  const firstGapReaching = (characters: number): number => {
    const index = cumulative.findIndex((value) => value >= characters);
    return index === -1 ? cumulative.length - 1 : index;
  };
  const targets: Target[] = [];
  switch (definition.mode) {
    case 'percentage':
    case 'characters': {
      const step = definition.mode === 'percentage' ? (total * definition.value) / 100 : definition.value;
      if (step <= 0) break;
      for (let k = 1; step * k < total; k++) {
        const at = Math.round(step * k);
        const why =
          definition.mode === 'percentage'
            ? `percentage ${definition.value * k}% of ${total} characters (${at})`
            : `characters: every ${definition.value} (${at} of ${total})`;
        targets.push({ gap: firstGapReaching(at), why });
      }
      break;
    }
    case 'index': {
      const gap = paragraphGaps[definition.value - 1];
      if (gap !== undefined) targets.push({ gap, why: `index: after paragraph ${definition.value}` });
      break;
    }
    case 'interval':
      for (let k = 1; definition.value * k <= paragraphGaps.length; k++) {
        const gap = paragraphGaps[definition.value * k - 1];
        if (gap !== undefined) targets.push({ gap, why: `interval: after paragraph ${definition.value * k}` });
      }
      break;
    case 'text': {
      const needle = definition.value.toLowerCase();
      layout.texts.forEach((text, index) => {
        if (text.toLowerCase().includes(needle)) targets.push({ gap: index, why: `text: block contains "${definition.value}"` });
      });
      break;
    }
  }
  return targets;
}

/** Places `definitions` into the top-level gaps of `nodes`. Pure and deterministic. */
export function placeAdSlots(
  nodes: BodyNode[],
  definitions: readonly AdSlotDefinition[],
  content: Record<string, unknown>,
): AdPlacement {
  const suppressed = adSuppression(content);
  if (suppressed !== undefined) return { nodes, placed: [], positions: [], suppressed };
  if (definitions.length === 0) return { nodes, placed: [], positions: [] };

  const count = nodes.length;
  const cumulative: number[] = [];
  const paragraphCount: number[] = [0]; // paragraphs among blocks [0, i)
  const paragraphGaps: number[] = [];
  const texts: string[] = [];
  let total = 0;
  nodes.forEach((node, index) => {
    total += estimatedLength(node);
    cumulative.push(total);
    const text = node.kind === 'ad-slot' ? '' : textContent([node]);
    const paragraph = isParagraph(node, text);
    if (paragraph) paragraphGaps.push(index);
    paragraphCount.push((paragraphCount[index] ?? 0) + (paragraph ? 1 : 0));
    texts.push(text);
  });
  const firstParagraph = paragraphGaps[0] ?? Number.POSITIVE_INFINITY;
  const lastParagraph = paragraphGaps[paragraphGaps.length - 1] ?? Number.NEGATIVE_INFINITY;

  // Gap g sits between block g and block g + 1.
  const positions: AdPositionReport[] = [];
  for (let gap = 0; gap < count - 1; gap++) {
    const block = nodes[gap] as BodyNode;
    const reasons: string[] = [];
    if (gap < firstParagraph) reasons.push('not allowed: before the first paragraph');
    if (gap >= lastParagraph) reasons.push('not allowed: after the last paragraph');
    if (isHeading(block)) reasons.push('not allowed: directly after a heading');
    positions.push({ position: gap, after: describe(block, texts[gap] ?? ''), characters: cumulative[gap] ?? 0, reasons });
  }
  const allowed = (gap: number): boolean => (positions[gap]?.reasons.length ?? 1) === 0;

  // Anchors in block coordinates: an existing slot block i at i, a chosen gap g at g + 0.5.
  const anchors: { at: number; label: string }[] = [];
  nodes.forEach((node, index) => {
    if (node.kind === 'ad-slot') anchors.push({ at: index, label: node.id });
  });
  const paragraphsBetween = (from: number, to: number): number => {
    const start = Math.floor(Math.min(from, to)) + 1;
    const end = Math.ceil(Math.max(from, to)) - 1;
    return end < start ? 0 : (paragraphCount[end + 1] ?? 0) - (paragraphCount[start] ?? 0);
  };
  const neighbour = (gap: number): string | undefined =>
    anchors.find((anchor) => paragraphsBetween(anchor.at, gap + 0.5) === 0)?.label;

  const chosen = new Map<number, AdSlotDefinition & { why: string }>();
  for (const definition of definitions) {
    const layout: Layout = { cumulative, total, paragraphGaps, texts };
    let placedCount = 0;
    let searchFrom = 0;
    for (const target of targetsFor(definition, layout)) {
      if (definition.limit !== -1 && placedCount >= definition.limit) {
        positions[target.gap]?.reasons.push(`${definition.name}: limit ${definition.limit} reached`);
        break;
      }
      for (let gap = Math.max(target.gap, searchFrom); gap < count - 1; gap++) {
        const report = positions[gap] as AdPositionReport;
        if (!allowed(gap)) continue;
        const taken = chosen.get(gap);
        const adjacent = taken === undefined ? neighbour(gap) : taken.name;
        if (adjacent !== undefined) {
          if (gap === target.gap) report.reasons.push(`${definition.name}: wanted (${target.why}) but adjacent to ${adjacent}`);
          continue;
        }
        const why = gap === target.gap ? target.why : `${target.why}; moved to the next allowed position`;
        chosen.set(gap, { ...definition, why });
        anchors.push({ at: gap + 0.5, label: definition.name });
        placedCount += 1;
        searchFrom = gap + 1;
        break;
      }
    }
  }

  // Number instances in document order, per slot name.
  const instances = new Map<string, number>();
  for (const node of nodes) {
    if (node.kind === 'ad-slot') instances.set(node.slot, Math.max(instances.get(node.slot) ?? 0, node.instance));
  }
  const placed: PlacedSlot[] = [];
  const result: BodyNode[] = [];
  nodes.forEach((node, index) => {
    result.push(node);
    const definition = chosen.get(index);
    if (definition === undefined) return;
    const instance = (instances.get(definition.name) ?? 0) + 1;
    instances.set(definition.name, instance);
    const id = slotId(definition.name, instance);
    const minHeight = AD_SIZE_MIN_HEIGHT[definition.size];
    const slot: AdSlotNode = { kind: 'ad-slot', slot: definition.name, instance, id, minHeight, size: definition.size };
    if (definition.devices !== undefined) slot.devices = [...definition.devices];
    result.push(slot);
    placed.push({ slot: definition.name, instance, id, size: definition.size, minHeight, position: index, reason: definition.why });
    const report = positions[index];
    if (report !== undefined) {
      report.chosen = id;
      report.reasons.push(`chosen for ${id}: ${definition.why}`);
    }
  });
  return { nodes: result, placed, positions };
}
