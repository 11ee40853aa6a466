// What every answer of oidc-provider carries besides the app's security headers (which
// routes.ts copies onto the hijacked reply): it is never framed, and its pages load
// nothing and run no script but their own.
import { randomBytes } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';

export const createNonce = () => randomBytes(12).toString('base64');

/** The policy of the provider's pages. oidc-provider adds the hash of the inline script of
 *  its auto-submitted forms (form_post, a logout without a session) to a script-src it
 *  finds set, so the policy always names one: `nonce` is the page's own script's. */
export function providerPagePolicy(nonce: string): string {
  return `default-src 'none'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}

/** Koa middleware, first on the provider: sets the headers before any route runs; a page
 *  may replace the policy with its own nonce (logoutSource). */
export async function providerResponseHeaders(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  ctx.set('x-frame-options', 'DENY');
  // A fresh nonce that no script carries: only a hash oidc-provider adds lets a script run.
  ctx.set('content-security-policy', providerPagePolicy(createNonce()));
  const headers = { ...ctx.response.headers };
  try {
    await next();
  } catch (error) {
    // An error that escapes the provider is answered by Koa, which first removes every
    // header but those the error names: name these.
    if (error instanceof Error) {
      const own = (error as Error & { headers?: Record<string, unknown> }).headers;
      Object.assign(error, { headers: { ...headers, ...own } });
    }
    throw error;
  }
}
