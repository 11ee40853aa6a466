// The provider's header middleware: every answer refuses framing with a strict policy, and
// an error that escapes oidc-provider (Koa then drops every header the error does not
// name) names the headers set before it, the app's security headers included.
import type { KoaContextWithOIDC } from 'oidc-provider';
import { describe, expect, it } from 'vitest';
import { providerResponseHeaders } from '../../../plugins/auth/provider/response-headers.ts';

/** As much of a Koa context as the middleware reads, with the app's headers already set. */
function contextWith(headers: Record<string, string>): KoaContextWithOIDC {
  return {
    set: (name: string, value: string) => {
      headers[name] = value;
    },
    response: {
      get headers() {
        return { ...headers };
      },
    },
  } as unknown as KoaContextWithOIDC;
}

describe('providerResponseHeaders', () => {
  it('refuses framing before the provider answers', async () => {
    const headers: Record<string, string> = {};
    await providerResponseHeaders(contextWith(headers), async () => {});
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'nonce-[\w+/=]+'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'$/);
  });

  it('gives an escaping error the headers, keeping those it names', async () => {
    const failure = Object.assign(new Error('database gone'), { headers: { 'www-authenticate': 'Bearer' } });
    const escaped = providerResponseHeaders(contextWith({ 'x-content-type-options': 'nosniff' }), async () => {
      throw failure;
    });
    await expect(escaped).rejects.toBe(failure);
    expect(failure.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'www-authenticate': 'Bearer' });
    expect((failure.headers as Record<string, string>)['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
