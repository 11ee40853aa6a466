// Secrets a request presents: the token of an `Authorization: Bearer` header, and a
// comparison that does not tell a caller how close a guess came.
import { createHash, timingSafeEqual } from 'node:crypto';

/** The token of `Authorization: Bearer <token>`, the scheme in any case (RFC 9110 §11.1),
 *  or undefined when the header is missing or says something else. */
export function bearerToken(header: string | undefined): string | undefined {
  return header === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
}

/** Equal strings, in a time that depends neither on where they differ nor on the given
 *  value's length: both sides are hashed first. */
export function sameSecret(given: string, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
