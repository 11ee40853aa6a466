// The route matcher and reverse routing (spec 000 §2.6). Isomorphic: the server and the
// browser bundle share it, so it imports nothing from Node or fastify.
//
// Each route compiles once to one RegExp over the decoded path. Routes are tried in a
// fixed precedence order (static segments before params, constrained params before
// free ones, then table order), pre-filtered by the path's first segment.
import { RouteDefinitionError, RouteParamError, RouteUnknownError } from './errors.ts';
import { fillTemplate, type ParsedTemplate, parseTemplate, type TemplateSegment } from './path-template.ts';
import type { BrandId, ParamConstraint, RouteDefinition, RouteMatch, RouteParams } from './types.ts';

/** A param without its own constraint is a slug: lowercase letters, digits, hyphens, at most 255 chars. */
export const DEFAULT_PARAM_PATTERN = '[a-z0-9][a-z0-9-]{0,254}';

export interface UrlForOptions {
  /** Locale copy to link to; the default locale (or an unknown one) gives the unprefixed path. */
  locale?: string;
}

export interface Router {
  readonly routes: readonly RouteDefinition[];
  /** The route for an exact path (strict trailing slash), or null. */
  match(path: string): RouteMatch | null;
  /** The path of a named route; throws NEUTRON_ERR_ROUTE_UNKNOWN or NEUTRON_ERR_ROUTE_PARAM. */
  urlFor(name: string, params?: RouteParams, options?: UrlForOptions): string;
}

interface CompiledRoute {
  route: RouteDefinition;
  order: number;
  template: ParsedTemplate;
  regex: RegExp;
  /** Per segment: 0 static, 1 constrained to a list, 2 pattern or mixed, 3 free. */
  ranks: number[];
  /** Possible first path segments, or null when any segment may come first. */
  firstKeys: string[] | null;
}

const MAX_FIRST_KEYS = 64;
/** C0 and C1 control characters and DEL, which never belong in a path segment. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function constraintOf(route: RouteDefinition, name: string): ParamConstraint {
  return route.params?.[name] ?? {};
}

function paramSource(constraint: ParamConstraint): string {
  if (constraint.oneOf) {
    // Longest first so `best-vpn-overall` is not cut short by `best-vpn`.
    const values = [...constraint.oneOf].sort((a, b) => b.length - a.length).map(escapeRegExp);
    return values.length > 0 ? values.join('|') : '(?!)';
  }
  return constraint.pattern ?? DEFAULT_PARAM_PATTERN;
}

function segmentRank(route: RouteDefinition, segment: TemplateSegment): number {
  const params = segment.parts.filter((part) => part.kind === 'param');
  if (params.length === 0) return 0;
  if (params.every((part) => constraintOf(route, part.name).oneOf)) return 1;
  const hasLiteral = segment.parts.some((part) => part.kind === 'literal');
  const patterned = params.every((part) => constraintOf(route, part.name).pattern !== undefined);
  return hasLiteral || patterned ? 2 : 3;
}

function firstKeysOf(route: RouteDefinition, segment: TemplateSegment | undefined): string[] | null {
  if (!segment || segment.optional) return null;
  let keys = [''];
  for (const part of segment.parts) {
    if (part.kind === 'literal') {
      keys = keys.map((key) => key + part.text);
      continue;
    }
    const values = constraintOf(route, part.name).oneOf;
    if (!values || keys.length * values.length > MAX_FIRST_KEYS) return null;
    keys = keys.flatMap((key) => values.map((value) => key + value));
  }
  return keys;
}

function compile(route: RouteDefinition, order: number): CompiledRoute {
  let template: ParsedTemplate;
  try {
    template = parseTemplate(route.path);
  } catch (error) {
    throw new RouteDefinitionError(route.name, (error as Error).message);
  }
  for (const name of Object.keys(route.params ?? {})) {
    if (!template.paramNames.includes(name)) {
      throw new RouteDefinitionError(route.name, `constraint for unknown param '${name}'`);
    }
  }
  // Consecutive optional segments nest: `/{year?}/{page?}/` takes a page only after a year.
  let source = '^';
  let open = 0;
  for (const segment of template.segments) {
    let text = '';
    for (const part of segment.parts) {
      text += part.kind === 'literal' ? escapeRegExp(part.text) : `(?<${part.name}>${paramSource(constraintOf(route, part.name))})`;
    }
    if (segment.optional) {
      source += `(?:/${text}`;
      open += 1;
    } else {
      source += `${')?'.repeat(open)}/${text}`;
      open = 0;
    }
  }
  source += ')?'.repeat(open);
  source += template.trailingSlash || template.segments.length === 0 ? '/$' : '$';
  let regex: RegExp;
  try {
    regex = new RegExp(source);
  } catch (error) {
    throw new RouteDefinitionError(route.name, (error as Error).message);
  }
  return {
    route,
    order,
    template,
    regex,
    ranks: template.segments.map((segment) => segmentRank(route, segment)),
    firstKeys: firstKeysOf(route, template.segments[0]),
  };
}

function comparePrecedence(a: CompiledRoute, b: CompiledRoute): number {
  const length = Math.min(a.ranks.length, b.ranks.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (a.ranks[index] ?? 0) - (b.ranks[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.order - b.order;
}

/** Splits and decodes a request path; null when a segment may never match. */
function decodePath(path: string): { decoded: string; first: string } | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  if (path === '/') return { decoded: '/', first: '' };
  const trailing = path.endsWith('/');
  const raw = path.slice(1, trailing ? -1 : undefined).split('/');
  const segments: string[] = [];
  for (const segment of raw) {
    // An empty segment is a double slash: never a route.
    if (segment === '') return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded.includes('/') || decoded.includes('\\') || decoded.includes('..') || hasControlCharacter(decoded)) {
      return null;
    }
    segments.push(decoded);
  }
  return { decoded: `/${segments.join('/')}${trailing ? '/' : ''}`, first: segments[0] ?? '' };
}

function brandOf(route: RouteDefinition): BrandId {
  return route.meta.brand ?? 'default';
}

const anchoredPatterns = new Map<string, RegExp>();

function anchored(pattern: string): RegExp {
  let regex = anchoredPatterns.get(pattern);
  if (!regex) {
    regex = new RegExp(`^(?:${pattern})$`);
    anchoredPatterns.set(pattern, regex);
  }
  return regex;
}

function checkParam(route: RouteDefinition, name: string, value: string): string {
  const constraint = constraintOf(route, name);
  const normalised = constraint.lowercase ? value.toLowerCase() : value;
  if (constraint.oneOf && !constraint.oneOf.includes(normalised)) {
    throw new RouteParamError(route.name, name, `must be one of ${constraint.oneOf.join(', ')} (got '${value}')`);
  }
  const pattern = constraint.oneOf ? constraint.pattern : (constraint.pattern ?? DEFAULT_PARAM_PATTERN);
  if (pattern !== undefined && !anchored(pattern).test(normalised)) {
    throw new RouteParamError(route.name, name, `must match ${pattern} (got '${value}')`);
  }
  return normalised;
}

/** How many paths' matches a router keeps (any path may be asked for: it is bounded). */
const RECENT_MATCHES = 4096;

export function createRouter(routes: RouteDefinition[]): Router {
  const compiled = routes.map((route, order) => compile(route, order)).sort(comparePrecedence);
  const wildcard = compiled.filter((entry) => entry.firstKeys === null);
  const buckets = new Map<string, CompiledRoute[]>();
  for (const entry of compiled) {
    for (const key of entry.firstKeys ?? []) {
      const list = buckets.get(key) ?? [];
      if (!list.includes(entry)) list.push(entry);
      buckets.set(key, list);
    }
  }
  for (const [key, list] of buckets) {
    buckets.set(key, [...list, ...wildcard].sort(comparePrecedence));
  }

  // Reverse routing: the first route of a name per locale wins.
  const byName = new Map<string, CompiledRoute>();
  for (const entry of [...compiled].sort((a, b) => a.order - b.order)) {
    const key = `${entry.route.locale ?? ''}\u0000${entry.route.name}`;
    if (!byName.has(key)) byName.set(key, entry);
  }

  // What recently asked paths matched: a page matches its own path and the links it
  // shows on every render. Matches are frozen, so one can be handed out again.
  const recent = new Map<string, RouteMatch | null>();

  function match(path: string): RouteMatch | null {
    const known = recent.get(path);
    if (known !== undefined) return known;
    const found = matchNew(path);
    if (recent.size >= RECENT_MATCHES) recent.clear();
    recent.set(path, found);
    return found;
  }

  function matchNew(path: string): RouteMatch | null {
    const decoded = decodePath(path);
    if (!decoded) return null;
    const candidates = buckets.get(decoded.first) ?? wildcard;
    for (const entry of candidates) {
      const result = entry.regex.exec(decoded.decoded);
      if (!result) continue;
      const params: RouteParams = {};
      for (const name of entry.template.paramNames) {
        const value = result.groups?.[name];
        if (value === undefined) continue;
        params[name] = constraintOf(entry.route, name).lowercase ? value.toLowerCase() : value;
      }
      return Object.freeze({ route: entry.route, name: entry.route.name, params: Object.freeze(params), meta: entry.route.meta, brand: brandOf(entry.route) });
    }
    return null;
  }

  function urlFor(name: string, params: RouteParams = {}, options: UrlForOptions = {}): string {
    const entry = (options.locale !== undefined ? byName.get(`${options.locale}\u0000${name}`) : undefined) ?? byName.get(`\u0000${name}`);
    if (!entry) throw new RouteUnknownError(name);
    const checked: RouteParams = {};
    for (const param of entry.template.paramNames) {
      const value = params[param];
      if (value === undefined || value === '') continue;
      if (typeof value !== 'string') throw new RouteParamError(name, param, 'must be a string');
      checked[param] = checkParam(entry.route, param, value);
    }
    const filled = fillTemplate(entry.template, checked);
    if ('missing' in filled) throw new RouteParamError(name, filled.missing, 'is required');
    return filled.path;
  }

  return { routes: Object.freeze([...routes]), match, urlFor };
}

/**
 * Matches a path; a slash-less path that would match with a trailing slash, or a
 * mixed-case one that would match lower-cased, answers the redirect target instead (the
 * server answers it with a 301, spec 000 §2.6).
 */
export function matchWithSlashRedirect(router: Pick<Router, 'match'>, path: string): { match: RouteMatch } | { redirect: string } | null {
  // Site paths are lower case: a mixed-case path that would match lower-cased (slugs,
  // profiles) redirects there, so one page never has two addresses.
  const lower = path.toLowerCase();
  if (lower !== path) {
    const folded = matchWithSlashRedirect(router, lower);
    if (folded) return { redirect: 'redirect' in folded ? folded.redirect : lower };
  }
  const found = router.match(path);
  if (found) return { match: found };
  // Strict trailing slash: a slash-less path that would match redirects to the slashed
  // one; the few slash-less routes (…/specs) take the reverse.
  const alternative = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
  return alternative !== '' && router.match(alternative) ? { redirect: alternative } : null;
}
