// Locations the server builds must never leave the site (spec: redirects never leave
// the site unless a configured target says so) and CR/LF never reach a header.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * True when `location` is a same-site path: one leading '/', no scheme, no backslash
 * trick. Only the path decides where a browser goes; the query and fragment may carry
 * any encoded bytes, but never raw control characters (they would end the header).
 */
export function isSafeLocalPath(location: string): boolean {
  if (!location.startsWith('/')) return false;
  if (CONTROL.test(location)) return false;
  const end = location.search(/[?#]/);
  if (end !== -1) return isSafeLocalPath(location.slice(0, end)) && !/\s/.test(location.slice(end));
  // `//host` and `/\host` are protocol-relative to browsers; so are their encoded forms.
  const second = location[1];
  if (second === '/' || second === '\\') return false;
  let decoded = location;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) break;
    decoded = next;
    if (CONTROL.test(decoded) || /^[/\\]{2}/.test(decoded) || decoded.startsWith('/\\')) return false;
  }
  return !decoded.includes('\\');
}

/** True when `location` is an absolute http(s) URL a browser reads as written: no
 *  credentials, no control characters or whitespace. Whether its host may be a redirect's
 *  target is for the caller's allow-list to say. */
export function isSafeOffSiteUrl(location: string): boolean {
  if (CONTROL.test(location) || /\s/.test(location) || location.includes('\\')) return false;
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '' && location.startsWith(`${url.protocol}//`);
}
