// Locations the server builds must never leave the site (spec: redirects never leave
// the site unless a configured target says so) and CR/LF never reach a header.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** True when `location` is a same-site path: one leading '/', no scheme, no backslash trick. */
export function isSafeLocalPath(location: string): boolean {
  if (!location.startsWith('/')) return false;
  if (CONTROL.test(location)) return false;
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

/** Returns the location if it is a safe local path, else undefined. */
export function safeLocalLocation(location: string): string | undefined {
  return isSafeLocalPath(location) ? location : undefined;
}
