// The embedded provider's own answers (oidc-provider under /_neutron/oidc/) on a
// production node: the security headers every answer of the app carries, framing refused,
// the auto-submitted logout form allowed by its script's hash, and every address built on
// the configured public origin whatever Host, X-Forwarded-Host or request target arrives.
import { createHash } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginTestSite, testPlugin } from '../../../core/index.ts';
import authPlugin from '../../../plugins/auth/index.ts';

/** testPlugin's server.publicOrigin. */
const PUBLIC_ORIGIN = 'http://localhost:3000';
const ISSUER = `${PUBLIC_ORIGIN}/_neutron/oidc`;
const PATHS = ['/_neutron/oidc/session/end', '/_neutron/oidc/auth', '/_neutron/oidc/.well-known/openid-configuration', '/_neutron/oidc/jwks'];
const FOREIGN_HOST = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let site: PluginTestSite;

beforeAll(async () => {
  site = await testPlugin(authPlugin, { environment: 'production', options: { database: ':memory:' } });
}, 120_000);
afterAll(async () => {
  await site?.close();
});

/** An answer as a browser would get it, its headers and body as one text. */
async function answer(url: string, headers: Record<string, string> = {}) {
  const response = await site.inject({ url, headers: { ...BROWSER, ...headers } });
  return { response, text: `${JSON.stringify(response.headers)}\n${response.body}` };
}

describe.each(PATHS)('%s', (path) => {
  it('carries the security headers and refuses framing', async () => {
    const { response } = await answer(path);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/(^|;)\s*frame-ancestors 'none'/);
    expect(policy).toMatch(/(^|;)\s*default-src 'none'/);
  });

  it('names no host the request chose', async () => {
    const { response, text } = await answer(path, FOREIGN_HOST);
    expect(response.statusCode).toBeLessThan(500);
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('https://');
  });
});

it('an address outside the provider routes carries the headers too', async () => {
  const { response } = await answer('/_neutron/oidc/no-such-endpoint', FOREIGN_HOST);
  expect(response.statusCode).toBe(404);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
});

it('the discovery document names the configured origin for every endpoint', async () => {
  const { response } = await answer('/_neutron/oidc/.well-known/openid-configuration', FOREIGN_HOST);
  const discovery = response.json() as Record<string, unknown>;
  expect(discovery['issuer']).toBe(ISSUER);
  const addresses = Object.entries(discovery).filter(([key]) => key.endsWith('_endpoint') || key.endsWith('_uri'));
  expect(addresses.map(([key]) => key)).toEqual(expect.arrayContaining(['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint']));
  for (const [key, value] of addresses) expect(`${key}: ${String(value)}`).toMatch(new RegExp(`^${key}: ${ISSUER}/`));
});

it('the logout form posts to the configured origin and submits itself under the policy', async () => {
  const { response } = await answer('/_neutron/oidc/session/end', FOREIGN_HOST);
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain(`action="${ISSUER}/session/end/confirm"`);
  // oidc-provider's inline auto-submit script runs only by its hash in script-src.
  const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
  expect(script).toContain('submit()');
  const hash = createHash('sha256').update(script).digest('base64');
  const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
  expect(scriptSources.split(' ')).toContain(`'sha256-${hash}'`);
  expect(String(response.headers['content-security-policy'])).toMatch(/(^|;)\s*form-action 'self'/);
});

it('an absolute-form request target names no other host', async () => {
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = site.app.server.address() as AddressInfo;
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end('GET http://evil.example/_neutron/oidc/.well-known/openid-configuration HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  expect(raw).toMatch(/^HTTP\/1\.1 200 /);
  expect(raw).not.toContain('evil.example');
  expect(raw).toContain(`"authorization_endpoint":"${ISSUER}/auth"`);
});
