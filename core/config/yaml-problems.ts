// What stops a parsed YAML document from being read, as offsets into its text: the
// aliases that cannot be expanded. The yaml library says what is wrong; this only picks
// the offset a reader should look at.
import { type Alias, type Document, isAlias, visit } from 'yaml';

export interface YamlProblem {
  offset: number;
  message: string;
}

/** The yaml library's own default: how many times aliased content may occur (the anchored node counts) before it calls the document an alias bomb. */
export const MAX_ALIAS_COUNT = 100;

/**
 * The document as plain data, or, when the library cannot expand its aliases, where and
 * why: every alias whose anchor is not set before it, else the alias at which the
 * expansion goes over MAX_ALIAS_COUNT. For a document without syntax errors.
 */
export function plainData(doc: Document): { data: unknown; problems: YamlProblem[] } {
  try {
    return { data: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }), problems: [] };
  } catch (error) {
    return { data: undefined, problems: expansionProblems(doc, asError(error)) };
  }
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
