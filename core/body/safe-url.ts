// URL checks shared by the sanitiser and the shortcode renderers. A URL that is not
// plainly http(s), mailto, tel, site-relative or a fragment never reaches the markup.

// Browsers ignore ASCII whitespace and control characters inside a scheme
// (`java\tscript:`), so they are stripped before the scheme is read.
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export type UrlUse = 'link' | 'media';

/**
 * Returns the URL when it is safe for `use`, else undefined. Links may be http(s),
 * mailto, tel, relative or a fragment; media (img src) only http(s) or relative.
 */
export function safeUrl(value: unknown, use: UrlUse = 'link'): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > 4096) return undefined;
  const compact = trimmed.replace(IGNORED_IN_SCHEME, '');
  // Protocol-relative and backslash forms are ambiguous across browsers; refuse them.
  if (compact.startsWith('//') || compact.startsWith('\\') || compact.startsWith('/\\')) return undefined;
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // No scheme: relative path, query or fragment. A colon before any '/' would make
    // it a scheme after all in some parsers; refuse that.
    const colon = compact.indexOf(':');
    const slash = compact.search(/[/?#]/);
    if (colon !== -1 && (slash === -1 || colon < slash)) return undefined;
    return trimmed;
  }
  if (scheme === 'http' || scheme === 'https') return trimmed;
  if (use === 'link' && (scheme === 'mailto' || scheme === 'tel')) return trimmed;
  return undefined;
}

/** An absolute https URL, or undefined. Third-party embeds accept nothing else. */
export function httpsUrl(value: unknown): URL | undefined {
  const safe = safeUrl(value, 'media');
  if (safe === undefined) return undefined;
  try {
    const url = new URL(safe);
    return url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Lower-case hostname of an absolute http(s) URL, or undefined for relative URLs. */
export function hostOf(value: string): string | undefined {
  if (!/^https?:/i.test(value)) return undefined;
  try {
    return new URL(value).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** True when `host` is one of `domains` or a subdomain of one. */
export function hostMatches(host: string, domains: readonly string[]): boolean {
  for (const domain of domains) {
    if (host === domain || host.endsWith(`.${domain}`)) return true;
  }
  return false;
}
