// Minimal XML writing for sitemaps and feeds: every text and attribute value is escaped,
// and characters XML 1.0 cannot carry are dropped, so the output is always well-formed.
// Also the two date formats feeds and sitemaps write.

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

function storedDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** W3C datetime (sitemaps, JSON Feed) of a stored date, or nothing when it does not parse. */
export function isoDate(value: string | undefined): string | undefined {
  return storedDate(value)?.toISOString();
}

/** RFC 822 date (RSS) of a stored date, or nothing when it does not parse. */
export function rfc822Date(value: string | undefined): string | undefined {
  return storedDate(value)?.toUTCString();
}
