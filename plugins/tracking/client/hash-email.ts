// The hashed email of tracking events (spec 001 §3): SHA-256, hex, of the trimmed,
// lower-cased address, computed with crypto.subtle; the address itself never leaves
// the browser.

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The hash, or null when there is no address or no crypto.subtle (an insecure context). */
export async function hashEmail(email: string, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<string | null> {
  const normalized = normalizeEmail(email);
  if (!normalized || !subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(normalized));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
