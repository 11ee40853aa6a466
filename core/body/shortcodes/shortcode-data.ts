// Reading shortcode attributes and embedded JSON without trusting either: every
// accessor returns a typed value or undefined.
import type { ReactNode } from 'react';
import type { BodyContext, ShortcodeNode } from '../types.ts';
import { formatUsd } from '../../content/rules/currency.ts';

export type ShortcodeRenderer = (node: ShortcodeNode, ctx: BodyContext) => ReactNode;

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A non-empty trimmed string (numbers are stringified), capped at `max` characters. */
export function text(value: unknown, max = 2000): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, max);
}

/** A finite number, or the first number written in a string ("$1,299.99" → 1299.99). */
export function numberFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /-?\d[\d,]*(\.\d+)?/.exec(value);
  if (!match) return undefined;
  const parsed = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** An attribute, else the same-named field of the embedded JSON. */
export function field(node: ShortcodeNode, name: string): string | undefined {
  return text(node.attrs[name]) ?? text(record(node.data)[name]);
}

/** Logs why a shortcode is skipped and renders nothing in its place. */
export function skip(node: ShortcodeNode, ctx: BodyContext, reason: string): null {
  ctx.log.warn({ shortcode: node.type, contentId: ctx.contentId, reason }, `${node.type} shortcode skipped: ${reason}`);
  return null;
}

/** Money in USD with no minimum fraction digits (spec 000 §9). */
export function formatPrice(price: number): string {
  return formatUsd(price);
}

/** minutes:seconds (spec 000 §9). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
