// Minimal XML writing for sitemaps and feeds: every text and attribute value is escaped,
// and characters XML 1.0 cannot carry are dropped, so the output is always well-formed.

// Control characters other than tab, newline and carriage return are not allowed in XML 1.0.
// Lone surrogate halves are not characters at all.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<name>escaped text</name>`, or nothing for an empty value. */
export function element(name: string, value: string | number | undefined): string {
  if (value === undefined || value === '') return '';
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
