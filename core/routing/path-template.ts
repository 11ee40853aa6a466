// Route path templates: `/news/{topic}/{slug}/`, `/{pageNumber?}/`, `/reviews/{slug}-{type}/`.
// Parsing and filling only; no constraint checks, so route choice can build the path
// its rules give even when the table would reject it (spec 000 §2.8).
import type { RouteParams } from './types.ts';

export interface LiteralPart {
  kind: 'literal';
  text: string;
}

export interface ParamPart {
  kind: 'param';
  name: string;
}

export type SegmentPart = LiteralPart | ParamPart;

export interface TemplateSegment {
  parts: SegmentPart[];
  /** `{name?}`: the whole segment may be left out. */
  optional: boolean;
}

export interface ParsedTemplate {
  segments: TemplateSegment[];
  trailingSlash: boolean;
  paramNames: string[];
}

const PARAM_TOKEN = /\{([A-Za-z_][A-Za-z0-9_]*)(\?)?\}/g;

/** Parses a template; throws a plain Error with the reason when it is malformed. */
export function parseTemplate(path: string): ParsedTemplate {
  if (!path.startsWith('/')) throw new Error(`path '${path}' must start with '/'`);
  const trailingSlash = path.endsWith('/');
  const body = path.slice(1, trailingSlash && path.length > 1 ? -1 : undefined);
  const rawSegments = body === '' ? [] : body.split('/');
  const segments: TemplateSegment[] = [];
  const paramNames: string[] = [];
  for (const raw of rawSegments) {
    if (raw === '') throw new Error(`path '${path}' has an empty segment`);
    const parts: SegmentPart[] = [];
    let optional = false;
    let last = 0;
    for (const token of raw.matchAll(PARAM_TOKEN)) {
      const index = token.index ?? 0;
      if (index > last) parts.push({ kind: 'literal', text: raw.slice(last, index) });
      const name = token[1] ?? '';
      if (paramNames.includes(name)) throw new Error(`path '${path}' repeats param '${name}'`);
      paramNames.push(name);
      parts.push({ kind: 'param', name });
      if (token[2] === '?') optional = true;
      last = index + token[0].length;
    }
    if (last < raw.length) parts.push({ kind: 'literal', text: raw.slice(last) });
    if (parts.some((part) => part.kind === 'literal' && /[{}]/.test(part.text))) {
      throw new Error(`path '${path}' has a malformed param in '${raw}'`);
    }
    if (optional && (parts.length !== 1 || parts[0]?.kind !== 'param')) {
      throw new Error(`path '${path}': an optional param must be a whole segment ('${raw}')`);
    }
    segments.push({ parts, optional });
  }
  return { segments, trailingSlash, paramNames };
}

/**
 * Fills a template: params are percent-encoded, a missing optional param drops its
 * segment. Consecutive optional segments nest (a page needs a year), so a later one
 * given without an earlier one reports the earlier as missing. Returns the name of the
 * first missing param instead of a path.
 */
export function fillTemplate(
  template: ParsedTemplate,
  params: RouteParams,
  encode: (value: string) => string = encodeURIComponent,
): { path: string } | { missing: string } {
  let path = '';
  // The param that left a run of optional segments short: a later one in the run needs it.
  let skipped: string | undefined;
  for (const segment of template.segments) {
    if (!segment.optional) skipped = undefined;
    let text = '';
    for (const part of segment.parts) {
      if (part.kind === 'literal') {
        text += part.text;
        continue;
      }
      const value = params[part.name];
      if (value === undefined || value === '') {
        if (segment.optional) {
          skipped ??= part.name;
          text = '';
          break;
        }
        return { missing: part.name };
      }
      if (skipped !== undefined) return { missing: skipped };
      text += encode(value);
    }
    if (text !== '') path += `/${text}`;
  }
  if (template.trailingSlash || path === '') path += '/';
  return { path };
}
