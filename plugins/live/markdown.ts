// The files `neutron live post` reads: optional YAML front matter (headline, important,
// pinned, author) and a body, HTML as it is or Markdown turned into HTML here. The
// Markdown is the common subset an editor types: paragraphs, #-headings, - and 1. lists,
// > quotes, **bold**, *italic*, `code` and [links](https://…). The server's body pipeline
// sanitises whatever arrives, so this only has to be faithful, not safe.
import { parse as parseYaml } from 'yaml';

export interface PostFile {
  headline?: string;
  important?: boolean;
  pinned?: boolean;
  author?: string;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Inline Markdown of one block, escaped first so only the marks become markup. */
export function inlineMarkdown(text: string): string {
  const codes: string[] = [];
  let html = escapeHtml(text).replace(/`([^`]+)`/g, (_match, code: string) => `\u0000${codes.push(code) - 1}\u0000`);
  html = html
    .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g, (_match, label: string, href: string) => `<a href="${href}">${label}</a>`)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
  return html.replace(/\u0000(\d+)\u0000/g, (_match, index: string) => `<code>${codes[Number(index)] ?? ''}</code>`);
}

function block(lines: string[]): string {
  const first = lines[0] ?? '';
  const heading = /^(#{1,4})\s+(.*)$/.exec(first);
  if (heading && lines.length === 1) {
    // An item sits inside the page: its headings start below the page's h2.
    const level = Math.min(heading[1]!.length + 2, 6);
    return `<h${level}>${inlineMarkdown(heading[2]!)}</h${level}>`;
  }
  if (lines.every((line) => /^[-*]\s+/.test(line))) return `<ul>${lines.map((line) => `<li>${inlineMarkdown(line.replace(/^[-*]\s+/, ''))}</li>`).join('')}</ul>`;
  if (lines.every((line) => /^\d+\.\s+/.test(line))) return `<ol>${lines.map((line) => `<li>${inlineMarkdown(line.replace(/^\d+\.\s+/, ''))}</li>`).join('')}</ol>`;
  if (lines.every((line) => line.startsWith('>'))) return `<blockquote><p>${inlineMarkdown(lines.map((line) => line.replace(/^>\s?/, '')).join(' '))}</p></blockquote>`;
  return `<p>${inlineMarkdown(lines.join(' '))}</p>`;
}

export function markdownToHtml(markdown: string): string {
  return markdown
    .split(/\r?\n\s*\r?\n/)
    .map((chunk) => chunk.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== ''))
    .filter((lines) => lines.length > 0)
    .map(block)
    .join('\n');
}

/** Reads a post file; throws with a message naming what is wrong. */
export function readPostFile(text: string, format: 'html' | 'md'): PostFile {
  const match = FRONT_MATTER.exec(text);
  const meta = match ? (parseYaml(match[1] ?? '') as unknown) : {};
  if (meta !== null && (typeof meta !== 'object' || Array.isArray(meta))) throw new Error('the front matter is not a YAML mapping');
  const fields = (meta ?? {}) as Record<string, unknown>;
  const body = match ? text.slice(match[0].length) : text;
  const post: PostFile = { body: format === 'md' ? markdownToHtml(body) : body.trim() };
  for (const key of ['headline', 'author'] as const) {
    const value = fields[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new Error(`front matter '${key}' must be text`);
    post[key] = value;
  }
  for (const key of ['important', 'pinned'] as const) {
    const value = fields[key];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') throw new Error(`front matter '${key}' must be true or false`);
    post[key] = value;
  }
  if (post.body.trim() === '') throw new Error('the body is empty');
  return post;
}
