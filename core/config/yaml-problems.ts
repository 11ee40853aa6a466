// What stops a parsed YAML document from being read, as offsets into its text: where each
// syntax error starts, and the aliases that cannot be expanded. The yaml library says what
// is wrong; this picks the offset a reader should look at, says what to change for the
// common mistakes, and keeps to the first cause: the library's later errors follow from it.
import { type Alias, type CST, type Document, type ErrorCode, isAlias, isScalar, type Node, visit, type YAMLError } from 'yaml';

export interface YamlProblem {
  offset: number;
  message: string;
}

/** The yaml library's own default: how many times aliased content may occur (the anchored node counts) before it calls the document an alias bomb. */
export const MAX_ALIAS_COUNT = 100;

/** The codes with which the yaml library reports a flow collection or a quoted scalar left open, at the node's end. */
const REPORTED_AT_END: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['MISSING_CHAR', 'BAD_INDENT']);

/**
 * The document's syntax errors. After the first one the library's reading of the rest is
 * off: one `{` left in a flow mapping gives an error for every token to the end of the
 * file. So the first error is the finding (said in words that tell what to change), with
 * how many the library reports after it; duplicate keys before it stand on their own.
 * The library reports a node left open (`[` without `]`, a quote without its closing
 * quote) where the node had to end, often lines further down or past the end of the
 * file; the problem starts at the node's opening bracket or quote.
 * Needs a document parsed with `keepSourceTokens`, to tell open nodes from closed ones.
 */
export function syntaxProblems(doc: Document, text: string, lineOf: (offset: number) => number): YamlProblem[] {
  // A tab in the indentation throws the library's reading of every line after it: what it
  // says next (mapping items out of column, compact mappings, keys over two lines) follows
  // from the tab, so the tab is the one finding.
  const tabs = tabIndentation(doc, text, lineOf);
  if (tabs.length > 0) return tabs;
  const parseErrors = doc.errors.filter((error) => error.code !== 'DUPLICATE_KEY').sort((a, b) => a.pos[0] - b.pos[0]);
  const first = parseErrors[0];
  const before = (offset: number): boolean => first === undefined || offset < first.pos[0];
  const duplicates = doc.errors
    .filter((error) => error.code === 'DUPLICATE_KEY' && before(error.pos[0]))
    .map((error) => ({ offset: error.pos[0], message: duplicateKeyMessage(doc, text, error.pos[0], lineOf) ?? firstLine(error.message) }));
  const tags = unknownTags(doc).filter((problem) => before(problem.offset));
  return [...duplicates, ...(first ? firstCause(doc, text, parseErrors, first) : []), ...tags];
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

/** The first syntax error as findings, and how many of the library's errors follow it. */
function firstCause(doc: Document, text: string, parseErrors: readonly YAMLError[], first: YAMLError): YamlProblem[] {
  // Errors at the same offset are one problem said twice (a compact mapping that is also a
  // key over two lines), or nested collections left open together, each at its own bracket.
  let group = parseErrors.filter((error) => error.pos[0] === first.pos[0]);
  let problems: YamlProblem[];
  if (first.code === 'BAD_INDENT' && first.message.startsWith(MISALIGNED_ITEMS)) {
    // The library reports every item after an out-of-line one, each at its line's start;
    // those at the first one's indentation are the one problem.
    const indentAt = (offset: number): number => indentOf(text, text.lastIndexOf('\n', offset - 1) + 1);
    const indent = indentAt(first.pos[0]);
    group = parseErrors.filter((error) => error.message.startsWith(MISALIGNED_ITEMS) && indentAt(error.pos[0]) === indent);
    problems = [misalignedKey(text, group.map((error) => error.pos[0]))];
  } else {
    const open = openNodes(doc);
    const claimed = new Set<Node>();
    const reopened = group.flatMap((error) => {
      if (!REPORTED_AT_END.has(error.code)) return [];
      // Nodes left open inside one another end at the same offset; the library reports the inner one first.
      const node = open.findLast((candidate) => candidate.range?.[1] === error.pos[0] && !claimed.has(candidate));
      if (!node?.range) return [];
      claimed.add(node);
      return [{ offset: node.range[0], message: firstLine(error.message) }];
    });
    // Said as the file reads: the outer bracket first.
    problems = reopened.length > 0 ? reopened.sort((a, b) => a.offset - b.offset) : [explain(text, first)];
  }
  const more = parseErrors.length - group.length;
  if (more === 0) return problems;
  const note = ` (${more} more parse error${more === 1 ? ' follows' : 's follow'} from it)`;
  return problems.map((problem, index) => (index === problems.length - 1 ? { ...problem, message: `${problem.message}${note}` } : problem));
}

const MISALIGNED_ITEMS = 'All mapping items must start at the same column';

/**
 * The library's words for the common mistakes, turned into what to change: a `{` or `[`
 * in a plain value inside a flow collection, a value holding `: `, a key indented under a
 * key that has a value. Other errors keep the library's first line.
 */
function explain(text: string, error: YAMLError): YamlProblem {
  const offset = error.pos[0];
  const fallback = { offset, message: firstLine(error.message) };
  if (error.code === 'MULTIPLE_DOCS') return { offset, message: "a second YAML document starts here ('---'): a config file holds one; remove the line or move what follows into the first" };
  const char = text[offset];
  const strayBracket =
    (error.code === 'UNEXPECTED_TOKEN' && / at node end$/.test(firstLine(error.message))) ||
    (error.code === 'MISSING_CHAR' && firstLine(error.message).startsWith('Missing , or :'));
  if (strayBracket && (char === '{' || char === '[')) {
    const container = enclosingFlowOpener(text, offset);
    if (container === undefined) return fallback;
    const where = text[container] === '{' ? 'a flow mapping ({ … })' : 'a flow sequence ([ … ])';
    const opens = char === '{' ? 'a nested mapping' : 'a nested sequence';
    const value = flowValue(text, offset);
    return { offset, message: `a '${char}' inside ${where} opens ${opens}: quote the value (${quoted(value)})` };
  }
  if (error.code === 'BLOCK_IN_FLOW') {
    const value = flowValue(text, offset);
    if (!value.includes(': ')) return fallback;
    return { offset, message: `the value contains ': ', which YAML reads as a nested mapping: quote it (${keyBefore(text, offset)}: ${quoted(value)})` };
  }
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY') {
    const lineEnd = text.indexOf('\n', offset);
    const value = stripComment(text.slice(offset, lineEnd === -1 ? undefined : lineEnd)).trim();
    if (value.includes(': ') || value.endsWith(':')) {
      return { offset, message: `the value contains ': ', which YAML reads as a nested mapping: quote it (${keyBefore(text, offset)}: ${quoted(value)})` };
    }
    // The value is plain text and the next line is a key indented under its key.
    const next = nextContentOffset(text, lineEnd);
    if (next === undefined) return fallback;
    const key = keyAt(text, next);
    return { offset: next, message: `key '${key}' is indented more than the key '${keyBefore(text, offset)}' above it, which has a value: line it up with the keys around it` };
  }
  return fallback;
}

/** The `{` or `[` whose collection holds `offset`, found by counting brackets backwards. */
function enclosingFlowOpener(text: string, offset: number): number | undefined {
  let depth = 0;
  for (let at = offset - 1; at >= 0; at -= 1) {
    const char = text[at];
    if (char === '}' || char === ']') depth += 1;
    else if (char === '{' || char === '[') {
      if (depth === 0) return at;
      depth -= 1;
    }
  }
  return undefined;
}

/** The plain value in a flow collection around `offset`: from after the `: `, `, ` or
 *  bracket before it to the `,`, `}` or `]` that ends it, brackets inside counted. */
function flowValue(text: string, offset: number): string {
  let start = offset;
  while (start > 0) {
    const previous = text[start - 1];
    if (previous === '\n' || previous === '{' || previous === '[') break;
    if ((previous === ' ' || previous === '\t') && (text[start - 2] === ':' || text[start - 2] === ',')) break;
    start -= 1;
  }
  let end = offset;
  let depth = 0;
  for (; end < text.length; end += 1) {
    const char = text[end];
    if (char === '\n') break;
    if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']' || char === ',') {
      if (depth === 0) break;
      if (char !== ',') depth -= 1;
    }
  }
  return text.slice(start, end).trim();
}

/** The key whose value starts at `offset`: the word before the `:` that precedes it. */
function keyBefore(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset).replace(/:\s*$/, '');
  const match = /([^\s{},[\]-][^{},[\]]*?)\s*$/.exec(before.replace(/^\s*-\s+/, ''));
  return match?.[1]?.trim() ?? '';
}

/** The key written at `offset`, up to its `:`. */
function keyAt(text: string, offset: number): string {
  const lineEnd = text.indexOf('\n', offset);
  const line = text.slice(offset, lineEnd === -1 ? undefined : lineEnd);
  const colon = line.indexOf(':');
  return (colon === -1 ? line : line.slice(0, colon)).trim();
}

/** The first character of the next line after `from` that holds more than a comment. */
function nextContentOffset(text: string, from: number): number | undefined {
  let lineStart = from;
  while (lineStart !== -1 && lineStart < text.length) {
    let at = lineStart + 1;
    while (text[at] === ' ') at += 1;
    if (at < text.length && text[at] !== '\n' && text[at] !== '#') return at;
    lineStart = text.indexOf('\n', at);
  }
  return undefined;
}

function stripComment(value: string): string {
  const comment = value.search(/\s#/);
  return comment === -1 ? value : value.slice(0, comment);
}

/** `value` as a YAML quoted scalar: single quotes, or double where it holds a single quote. */
function quoted(value: string): string {
  return value.includes("'") ? JSON.stringify(value) : `'${value}'`;
}

/**
 * A key out of line with the other keys of its mapping. The library reports the line
 * after it, at column 1, or, after an over-indented first key, every key that follows.
 * Those keys agree with each other: then the key above them (the first of the lines more
 * indented than they are) is the one out of line; one reported key is itself.
 */
function misalignedKey(text: string, offsets: readonly number[]): YamlProblem {
  const lines = [...new Set(offsets.map((offset) => text.lastIndexOf('\n', offset - 1) + 1))];
  const indents = new Set(lines.map((start) => indentOf(text, start)));
  const first = lines[0] ?? 0;
  const indent = indentOf(text, first);
  let above: number | undefined;
  for (let start = previousLine(text, first); start !== undefined; start = previousLine(text, start)) {
    if (isBlankOrComment(text, start)) continue;
    if (indentOf(text, start) <= indent) break;
    above = start;
  }
  if (lines.length > 1 && indents.size === 1 && above !== undefined) {
    const at = above + indentOf(text, above);
    return {
      offset: at,
      message: `key '${keyAt(text, at)}' starts at column ${indentOf(text, above) + 1}, the keys after it at column ${indent + 1}: line up the keys of a mapping`,
    };
  }
  const at = first + indent;
  let previous: number | undefined;
  for (let start = previousLine(text, first); start !== undefined; start = previousLine(text, start)) {
    if (!isBlankOrComment(text, start)) {
      previous = start;
      break;
    }
  }
  const before = previous === undefined ? '' : `, the key '${keyAt(text, previous + indentOf(text, previous))}' above it at column ${indentOf(text, previous) + 1}`;
  return { offset: at, message: `key '${keyAt(text, at)}' starts at column ${indent + 1}${before}: line up the keys of a mapping` };
}

function indentOf(text: string, lineStart: number): number {
  let at = lineStart;
  while (text[at] === ' ') at += 1;
  return at - lineStart;
}

function previousLine(text: string, lineStart: number): number | undefined {
  if (lineStart === 0) return undefined;
  return text.lastIndexOf('\n', lineStart - 2) + 1;
}

function isBlankOrComment(text: string, lineStart: number): boolean {
  const at = lineStart + indentOf(text, lineStart);
  return at >= text.length || text[at] === '\n' || text[at] === '\r' || text[at] === '#';
}

/** How many of the other lines indented with a tab a finding names by number. */
const TAB_LINES_NAMED = 5;

/**
 * The first tab in the indentation of a line the library reports an error on, with the
 * other such lines named. A tab the library reads without complaint (inside a block
 * scalar, after a `-`, before a comment) is the file's own business.
 */
function tabIndentation(doc: Document, text: string, lineOf: (offset: number) => number): YamlProblem[] {
  const tabs = new Map<number, number>();
  for (const error of doc.errors) {
    const tab = indentationTab(text, error.pos[0]);
    if (tab !== undefined) tabs.set(lineOf(tab), tab);
  }
  const [first, ...others] = [...tabs.entries()].sort(([a], [b]) => a - b);
  if (!first) return [];
  const also = others.length === 0 ? '' : ` (also on line${others.length === 1 ? '' : 's'} ${lineList(others.map(([line]) => line))})`;
  return [{ offset: first[1], message: `tabs are not allowed for indentation${also}: indent with spaces` }];
}

/** `3`, `3 and 5`, `3, 5 and 8`, or the first TAB_LINES_NAMED and how many more. */
function lineList(lines: readonly number[]): string {
  const named = lines.slice(0, TAB_LINES_NAMED);
  const more = lines.length - named.length;
  if (more > 0) return `${named.join(', ')} and ${more} more`;
  return named.length === 1 ? String(named[0]) : `${named.slice(0, -1).join(', ')} and ${String(named.at(-1))}`;
}

/** The offset of the first tab in the indentation of the line holding `offset`, if any. */
function indentationTab(text: string, offset: number): number | undefined {
  let at = offset <= 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
  while (text[at] === ' ') at += 1;
  return text[at] === '\t' ? at : undefined;
}

/** A key given twice in one map, named, with the line of its first occurrence (and its
 *  column when both are on one line: a flow map `{ a: 1, a: 2 }`). */
function duplicateKeyMessage(doc: Document, text: string, offset: number, lineOf: (offset: number) => number): string | undefined {
  let message: string | undefined;
  visit(doc, {
    Map(_key, map) {
      const repeated = map.items.find((pair) => isScalar(pair.key) && pair.key.range?.[0] === offset);
      if (!repeated || !isScalar(repeated.key)) return undefined;
      const name = String(repeated.key.value);
      const first = map.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === name);
      const at = isScalar(first?.key) ? first.key.range?.[0] : undefined;
      const where = at === undefined || at === offset ? '' : lineOf(at) === lineOf(offset) ? ` (first at column ${at - text.lastIndexOf('\n', at - 1)})` : ` (first at line ${lineOf(at)})`;
      message = `duplicate key '${name}'${where}: each key may appear once in a map`;
      return visit.BREAK;
    },
  });
  return message;
}

const STANDARD_TAG_PREFIX = 'tag:yaml.org,2002:';

/** A tag the library cannot apply (`!foo`, or `!!int` on `x`) would be dropped and its value
 *  read as a plain string: config files take plain YAML values only. */
function unknownTags(doc: Document): YamlProblem[] {
  return doc.warnings
    .filter((warning) => warning.code === 'TAG_RESOLVE_FAILED')
    .map((warning) => {
      const tag = /Unresolved tag: (.*)$/.exec(warning.message.split('\n')[0] ?? '')?.[1] ?? '';
      const message = tag.startsWith(STANDARD_TAG_PREFIX)
        ? `the value does not fit its YAML tag '!!${tag.slice(STANDARD_TAG_PREFIX.length)}'`
        : `unknown YAML tag '${tag}': config files take plain YAML values`;
      return { offset: warning.pos[0], message };
    });
}

/** Flow collections and quoted scalars without their closing character, outer before inner. */
function openNodes(doc: Document): Node[] {
  const nodes: Node[] = [];
  visit(doc, {
    Node: (_key, node) => {
      if (isOpen(node.srcToken)) nodes.push(node);
    },
  });
  return nodes;
}

/** The library's own test for a missing `]`, `}` or closing quote, applied to the node's source token. */
function isOpen(token: CST.Token | undefined): boolean {
  if (token?.type === 'flow-collection') return token.end[0]?.source !== (token.start.source === '{' ? '}' : ']');
  if (token?.type === 'double-quoted-scalar' || token?.type === 'single-quoted-scalar') {
    return token.source.length === 1 || !token.source.endsWith(token.source[0] ?? '');
  }
  return false;
}

/**
 * The document as plain data, or, when the library cannot expand its aliases, where and
 * why: every alias whose anchor is not set before it, else the alias at which the
 * expansion goes over MAX_ALIAS_COUNT. For a document without syntax errors.
 */
export function plainData(doc: Document): { data: unknown; problems: YamlProblem[] } {
  const circular = selfContainingAliases(doc);
  if (circular.length > 0) return { data: undefined, problems: circular };
  try {
    return { data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }), problems: [] };
  } catch (error) {
    return { data: undefined, problems: expansionProblems(doc, asError(error)) };
  }
}

/**
 * Aliases inside the node whose anchor they name (`a: &a [1, *a]`): the library expands
 * them into data that contains itself, which no config value may be. The library's rule
 * (Alias.resolve): an alias refers to the last node before it that sets its anchor.
 */
function selfContainingAliases(doc: Document): YamlProblem[] {
  const anchored = new Map<string, unknown>();
  const problems: YamlProblem[] = [];
  visit(doc, {
    Node: (_key, node, path) => {
      if (isAlias(node)) {
        const target = anchored.get(node.source);
        if (target && path.includes(target as never)) {
          problems.push({ offset: node.range?.[0] ?? 0, message: `alias '*${node.source}' is inside the node its anchor '&${node.source}' sets: the value would contain itself` });
        }
      } else if (node.anchor) {
        anchored.set(node.anchor, node);
      }
    },
  });
  return problems;
}

function expansionProblems(doc: Document, error: Error): YamlProblem[] {
  // The library's rule (Alias.resolve): an alias refers to the last node before it, in
  // document order, that sets its anchor. One walk here; resolve() walks the whole
  // document for each alias, minutes for a file with thousands of them.
  const aliases: Alias[] = [];
  const unresolved: Alias[] = [];
  const anchors = new Set<string>();
  visit(doc, {
    Node: (_key, node) => {
      if (isAlias(node)) {
        aliases.push(node);
        if (!anchors.has(node.source)) unresolved.push(node);
      } else if (node.anchor) {
        anchors.add(node.anchor);
      }
    },
  });
  if (unresolved.length > 0) {
    return unresolved.map((alias) => ({
      offset: alias.range?.[0] ?? 0,
      message: `unresolved alias '*${alias.source}': the anchor '&${alias.source}' must be set before the alias`,
    }));
  }
  const culprit = firstFailingAlias(doc, aliases, error);
  if (!culprit) return [{ offset: doc.contents?.range?.[0] ?? 0, message: error.message }];
  const offset = culprit.alias.range?.[0] ?? 0;
  // Every alias resolves, so an alias error from the library is its count going over the limit.
  if (culprit.error instanceof ReferenceError) {
    return [{ offset, message: `too many aliases: with '*${culprit.alias.source}' here, aliased content would be repeated more than ${MAX_ALIAS_COUNT} times` }];
  }
  return [{ offset, message: culprit.error.message }];
}

/**
 * The first alias (in document order, the order the library expands them in) with which
 * the document no longer expands, found by bisection over how many aliases are kept; the
 * library's own count decides. Undefined when the document fails without any alias.
 */
function firstFailingAlias(doc: Document, aliases: readonly Alias[], error: Error): { alias: Alias; error: Error } | undefined {
  if (expansionError(doc, 0)) return undefined;
  // Keeping `passing` aliases expands; keeping `failing` throws `failure`.
  let passing = 0;
  let failing = aliases.length;
  let failure = error;
  while (failing - passing > 1) {
    const middle = Math.floor((passing + failing) / 2);
    const found = expansionError(doc, middle);
    if (found) [failing, failure] = [middle, found];
    else passing = middle;
  }
  const alias = aliases[failing - 1];
  return alias ? { alias, error: failure } : undefined;
}

/**
 * What expanding a copy of the document throws when only its first `kept` aliases stay; the
 * others become empty maps, which expand to nothing and are valid merge sources (`<<:`).
 */
function expansionError(doc: Document, kept: number): Error | undefined {
  const copy = doc.clone();
  let index = 0;
  visit(copy, {
    Alias: () => {
      index += 1;
      return index > kept ? copy.createNode({}) : undefined;
    },
  });
  try {
    copy.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    return undefined;
  } catch (error) {
    return asError(error);
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
