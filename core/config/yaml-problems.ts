// What stops a parsed YAML document from being read, as offsets into its text: where each
// syntax error starts, and the aliases that cannot be expanded. The yaml library says what
// is wrong; this picks the offset a reader should look at, and keeps to the first cause
// where the library's later errors only follow from it (a tab in the indentation).
import { type Alias, type CST, type Document, type ErrorCode, isAlias, isScalar, type Node, visit } from 'yaml';

export interface YamlProblem {
  offset: number;
  message: string;
}

/** The yaml library's own default: how many times aliased content may occur (the anchored node counts) before it calls the document an alias bomb. */
export const MAX_ALIAS_COUNT = 100;

/** The codes with which the yaml library reports a flow collection or a quoted scalar left open, at the node's end. */
const REPORTED_AT_END: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['MISSING_CHAR', 'BAD_INDENT']);

/**
 * The document's syntax errors. The library reports a node left open (`[` without `]`, a
 * quote without its closing quote) where the node had to end, often lines further down or
 * past the end of the file; the problem starts at the node's opening bracket or quote.
 * Needs a document parsed with `keepSourceTokens`, to tell open nodes from closed ones.
 */
export function syntaxProblems(doc: Document, text: string, lineOf: (offset: number) => number): YamlProblem[] {
  // A tab in the indentation throws the library's reading of every line after it: what it
  // says next (mapping items out of column, compact mappings, keys over two lines) follows
  // from the tab, so the tab is the one finding.
  const tabs = tabIndentation(doc, text, lineOf);
  if (tabs.length > 0) return tabs;
  const open = openNodes(doc);
  const claimed = new Set<Node>();
  const errors = doc.errors.map((error) => {
    const [offset] = error.pos;
    const message = (error.code === 'DUPLICATE_KEY' ? duplicateKeyMessage(doc, offset, lineOf) : undefined) ?? error.message.split('\n')[0] ?? error.message;
    if (!REPORTED_AT_END.has(error.code)) return { offset, message };
    // Nodes left open inside one another end at the same offset; the library reports the inner one first.
    const node = open.findLast((candidate) => candidate.range?.[1] === offset && !claimed.has(candidate));
    if (!node?.range) return { offset, message };
    claimed.add(node);
    return { offset: node.range[0], message };
  });
  return [...errors, ...unknownTags(doc)];
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

/** A key given twice in one map, named, with the line of its first occurrence. */
function duplicateKeyMessage(doc: Document, offset: number, lineOf: (offset: number) => number): string | undefined {
  let message: string | undefined;
  visit(doc, {
    Map(_key, map) {
      const repeated = map.items.find((pair) => isScalar(pair.key) && pair.key.range?.[0] === offset);
      if (!repeated || !isScalar(repeated.key)) return undefined;
      const name = String(repeated.key.value);
      const first = map.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === name);
      const at = isScalar(first?.key) ? first.key.range?.[0] : undefined;
      message = `duplicate key '${name}'${at !== undefined && at !== offset ? ` (first at line ${lineOf(at)})` : ''}: each key may appear once in a map`;
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
