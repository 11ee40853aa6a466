// Parse and sanitise body HTML in one streaming pass of htmlparser2: every open and
// close event either keeps an allow-listed element, unwraps an unknown one, drops
// dangerous content, or builds a shortcode. The result is a typed node list.
// Nothing here recurses, so deeply nested input cannot exhaust the stack.
import { Parser } from 'htmlparser2';
import {
  ALLOWED_TAGS,
  allowedClassTokens,
  CLASS_VALUE,
  DROP_WITH_CONTENT,
  GLOBAL_ATTRIBUTES,
  ID_VALUE,
  NUMBER_VALUE,
  SHORTCODE_ATTRIBUTE,
  SHORTCODE_TAG,
  SHORTCODE_TYPE,
  VOID_TAGS,
} from './allow-list.ts';
import { BodyTooLargeError } from './errors.ts';
import { safeUrl } from './safe-url.ts';
import type { BodyLogger, BodyNode, ElementNode, ShortcodeNode } from './types.ts';
import { canonicalShortcodeType } from './shortcodes/shortcode-aliases.ts';

/** Elements nested deeper than this are unwrapped: their content is kept, flattened. */
export const MAX_NESTING_DEPTH = 32;
/** Elements open at once (unwrapped and dropped ones too) past which the rest of a body is
 *  left out: the parser's own stack of open elements costs it time for each element in it,
 *  so a body nested hundreds of thousands deep would hold the process for a minute. */
export const MAX_OPEN_ELEMENTS = 16_384;
const MAX_ATTRIBUTE_LENGTH = 2000;
/** Containers whose whitespace-only text is layout noise (and invalid in a table). */
const NO_WHITESPACE_TEXT = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol', 'dl']);

export interface ParseOptions {
  maxLength: number;
  log: BodyLogger;
}

type Frame =
  | { kind: 'keep'; node: ElementNode; target: BodyNode[]; depth: number }
  | { kind: 'shortcode'; node: ShortcodeNode; target: BodyNode[]; depth: number; malformed: boolean }
  | { kind: 'unwrap'; target: BodyNode[] | null; depth: number }
  | { kind: 'json'; chunks: string[]; owner: Extract<Frame, { kind: 'shortcode' }> }
  | { kind: 'drop' };

function pushText(target: BodyNode[], text: string): void {
  const last = target[target.length - 1];
  if (last?.kind === 'text') last.text += text;
  else target.push({ kind: 'text', text });
}

function isWhitespace(node: BodyNode): boolean {
  return node.kind === 'text' && node.text.trim() === '';
}

function elementAttributes(tag: string, raw: Record<string, string>): Record<string, string> {
  const allowed = ALLOWED_TAGS.get(tag) ?? [];
  const attrs: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value.length > MAX_ATTRIBUTE_LENGTH) continue;
    if (!allowed.includes(name) && !GLOBAL_ATTRIBUTES.includes(name)) continue;
    switch (name) {
      case 'href':
      case 'cite': {
        const url = safeUrl(value, 'link');
        if (url !== undefined) attrs[name] = url;
        break;
      }
      case 'src': {
        const url = safeUrl(value, 'media');
        if (url !== undefined) attrs[name] = url;
        break;
      }
      case 'class':
        if (CLASS_VALUE.test(value)) {
          const tokens = allowedClassTokens(value);
          if (tokens.length > 0) attrs.class = tokens.join(' ');
        }
        break;
      case 'id':
        if (ID_VALUE.test(value)) attrs.id = value;
        break;
      case 'target':
        // Only a new tab survives; the link step adds noopener.
        if (value === '_blank') attrs.target = '_blank';
        break;
      case 'width':
      case 'height':
      case 'colspan':
      case 'rowspan':
      case 'start':
      case 'value':
        if (NUMBER_VALUE.test(value)) attrs[name] = value;
        break;
      case 'reversed':
        attrs.reversed = '';
        break;
      case 'dir':
        if (value === 'ltr' || value === 'rtl' || value === 'auto') attrs.dir = value;
        break;
      case 'scope':
        if (/^(row|col|rowgroup|colgroup)$/.test(value)) attrs.scope = value;
        break;
      default:
        attrs[name] = value;
    }
  }
  return attrs;
}

/** A shortcode's attributes but its type; one its renderer could not be handed (a name
 *  that is not a-z, 0-9 and '-', a value past MAX_ATTRIBUTE_LENGTH) is dropped, and said. */
function shortcodeAttributes(type: string, raw: Record<string, string>, log: ParseOptions['log']): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (name === 'type') continue;
    if (!SHORTCODE_ATTRIBUTE.test(name) || value.length > MAX_ATTRIBUTE_LENGTH) {
      const why = SHORTCODE_ATTRIBUTE.test(name) ? `its value is longer than ${MAX_ATTRIBUTE_LENGTH} characters` : 'names are a-z, 0-9 and -, starting with a letter';
      log.warn({ shortcode: type, attribute: name.slice(0, 64) }, `${type} shortcode: attribute '${name.slice(0, 64)}' dropped (${why})`);
      continue;
    }
    attrs[name] = value;
  }
  return attrs;
}

/**
 * Body HTML to sanitised body nodes. Throws NEUTRON_ERR_BODY_TOO_LARGE past
 * `maxLength`; everything else hostile is dropped, never thrown.
 */
export function parseBody(html: string, options: ParseOptions): BodyNode[] {
  if (html.length > options.maxLength) throw new BodyTooLargeError(html.length, options.maxLength);
  const root: BodyNode[] = [];
  const frames: Frame[] = [];

  const current = (): { target: BodyNode[] | null; depth: number } => {
    const top = frames[frames.length - 1];
    if (top === undefined) return { target: root, depth: 0 };
    if (top.kind === 'keep' || top.kind === 'shortcode') return { target: top.node.children, depth: top.depth };
    if (top.kind === 'unwrap') return { target: top.target, depth: top.depth };
    return { target: null, depth: 0 };
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (frames.length >= MAX_OPEN_ELEMENTS) {
          // Nothing more is read: what came before stays as it is.
          options.log.warn({ open: frames.length }, `body nested more than ${MAX_OPEN_ELEMENTS.toLocaleString('en-US')} elements deep; the rest of it is left out`);
          parser.pause();
          return;
        }
        const top = frames[frames.length - 1];
        if (top?.kind === 'shortcode' && name === 'script' && attribs.type === 'application/json') {
          frames.push({ kind: 'json', chunks: [], owner: top });
          return;
        }
        const { target, depth } = current();
        if (target === null || DROP_WITH_CONTENT.has(name)) {
          frames.push({ kind: 'drop' });
          return;
        }
        if (depth >= MAX_NESTING_DEPTH) {
          frames.push({ kind: 'unwrap', target, depth });
          return;
        }
        if (name === SHORTCODE_TAG) {
          const type = canonicalShortcodeType(attribs.type?.trim().toLowerCase() ?? '');
          if (!SHORTCODE_TYPE.test(type)) {
            options.log.warn({ type: type.slice(0, 64) }, 'shortcode without a valid type; its content is kept');
            frames.push({ kind: 'unwrap', target, depth });
            return;
          }
          const node: ShortcodeNode = { kind: 'shortcode', type, attrs: shortcodeAttributes(type, attribs, options.log), children: [] };
          target.push(node);
          frames.push({ kind: 'shortcode', node, target, depth: depth + 1, malformed: false });
          return;
        }
        if (!ALLOWED_TAGS.has(name)) {
          frames.push({ kind: 'unwrap', target, depth });
          return;
        }
        const node: ElementNode = { kind: 'element', tag: name, attrs: elementAttributes(name, attribs), children: [] };
        target.push(node);
        frames.push({ kind: 'keep', node, target, depth: depth + 1 });
      },
      ontext(text) {
        const top = frames[frames.length - 1];
        if (top?.kind === 'json') {
          top.chunks.push(text);
          return;
        }
        const { target } = current();
        if (target !== null) pushText(target, text);
      },
      onclosetag(_name, isImplied) {
        const frame = frames.pop();
        if (frame === undefined) return;
        if (frame.kind === 'json') {
          try {
            frame.owner.node.data = JSON.parse(frame.chunks.join(''));
          } catch {
            frame.owner.malformed = true;
          }
          return;
        }
        if (frame.kind === 'keep') {
          const { node } = frame;
          // An image whose src did not survive sanitising would only be a broken box.
          if (node.tag === 'img' && node.attrs.src === undefined) frame.target.splice(frame.target.lastIndexOf(node), 1);
          if (VOID_TAGS.has(node.tag)) node.children = [];
          else if (NO_WHITESPACE_TEXT.has(node.tag)) node.children = node.children.filter((child) => !isWhitespace(child));
          return;
        }
        if (frame.kind !== 'shortcode') return;
        const { node, target } = frame;
        // An unclosed shortcode (closed only by its parent or the end of the body) did
        // not mean to own what follows it: hand those nodes back to its parent.
        const hoisted = isImplied ? node.children : [];
        if (isImplied) node.children = [];
        if (frame.malformed) {
          target.pop();
          options.log.warn({ shortcode: node.type }, `malformed JSON in ${node.type} shortcode; shortcode skipped`);
        }
        for (const child of hoisted) {
          if (child.kind === 'text') pushText(target, child.text);
          else target.push(child);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.end(html);
  return root.filter((node) => !isWhitespace(node));
}
