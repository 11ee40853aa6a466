// FAQ entries for FAQPage structured data. Only questions whose heading ends with
// '?' are included (spec 000 §5). Sources: faq shortcodes, and on the FAQ markup
// layouts (spec 000 §4) the body's own headings with the text that follows them.
import { textContent } from '../text-content.ts';
import type { BodyNode, FaqEntry } from '../types.ts';

export const FAQ_LAYOUTS = ['FAQ Markup', 'FAQ Markup + BL Precap', 'FAQ Markup + Small Image Listicle'] as const;

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The question/answer pairs a faq shortcode carries in its JSON (`items` or `questions`). */
export function faqItems(data: unknown): FaqEntry[] {
  if (typeof data !== 'object' || data === null) return [];
  const record = data as Record<string, unknown>;
  const list = Array.isArray(record.items) ? record.items : Array.isArray(record.questions) ? record.questions : [];
  const entries: FaqEntry[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { question, answer } = item as Record<string, unknown>;
    if (typeof question === 'string' && typeof answer === 'string' && clean(question) !== '') {
      entries.push({ question: clean(question), answer: clean(answer) });
    }
  }
  return entries;
}

function isFaqLayout(content: Record<string, unknown>): boolean {
  const layout = content.layoutName ?? content.pageLayout;
  return typeof layout === 'string' && (FAQ_LAYOUTS as readonly string[]).includes(layout);
}

export function collectFaq(nodes: readonly BodyNode[], content: Record<string, unknown>): FaqEntry[] {
  const entries: FaqEntry[] = [];
  const fromShortcodes = (list: readonly BodyNode[]): void => {
    for (const node of list) {
      if (node.kind === 'shortcode' && node.type === 'faq') entries.push(...faqItems(node.data));
      if (node.kind === 'element' || node.kind === 'shortcode') fromShortcodes(node.children);
    }
  };
  fromShortcodes(nodes);
  if (isFaqLayout(content)) {
    let open: FaqEntry | undefined;
    for (const node of nodes) {
      if (node.kind === 'element' && /^h[2-4]$/.test(node.tag)) {
        open = { question: clean(textContent(node.children)), answer: '' };
        entries.push(open);
      } else if (open !== undefined && node.kind === 'element') {
        open.answer = clean(`${open.answer} ${textContent(node.children)}`);
      }
    }
  }
  return entries.filter((entry) => entry.question.endsWith('?') && entry.answer !== '');
}
