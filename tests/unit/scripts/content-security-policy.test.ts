// The Content-Security-Policy is built from what plugins declare, with a per-response
// nonce swapped into cached bytes.
import { describe, expect, it } from 'vitest';
import { buildPolicy, createNonce, NONCE_PLACEHOLDER, replacePlaceholder } from '../../../core/scripts/content-security-policy.ts';

describe('the Content-Security-Policy', () => {
  it('allows the declared script origins, frames and connections, and nothing else', () => {
    const policy = buildPolicy({
      scripts: [
        { id: 'gpt', src: 'https://securepubads.g.doubleclick.net/tag/js/gpt.js', category: 'targeting', timing: 'immediate', position: 'head', connect: ['https://pagead2.googlesyndication.com'], frame: ['https://tpc.googlesyndication.com'] },
        { id: 'inline', inline: 'x()', category: 'critical', timing: 'immediate', position: 'head' },
      ],
      frameHosts: ['www.youtube-nocookie.com'],
      reportOnly: false,
    });
    expect(policy.header).toBe('content-security-policy');
    expect(policy.template).toContain(`script-src 'self' 'nonce-${NONCE_PLACEHOLDER}' https://securepubads.g.doubleclick.net;`);
    expect(policy.template).toContain("connect-src 'self' https://pagead2.googlesyndication.com https://securepubads.g.doubleclick.net;");
    expect(policy.template).toContain("frame-src 'self' https://www.youtube-nocookie.com https://*.www.youtube-nocookie.com https://tpc.googlesyndication.com;");
    expect(policy.template).toContain("object-src 'none'");
    expect(policy.template).toContain('report-uri /_neutron/csp-report');
    expect(buildPolicy({ scripts: [], frameHosts: [], reportOnly: true }).header).toBe('content-security-policy-report-only');
  });

  it('never hands out a nonce twice, across refills of the random pool', () => {
    const nonces = Array.from({ length: 1000 }, createNonce);
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('gives each response its own nonce without copying a body that has none', () => {
    const nonce = createNonce();
    expect(nonce).toHaveLength(NONCE_PLACEHOLDER.length);
    expect(createNonce()).not.toBe(nonce);
    const body = Buffer.from(`<script nonce="${NONCE_PLACEHOLDER}">a</script><script nonce="${NONCE_PLACEHOLDER}">b</script>`);
    const sent = replacePlaceholder(body, NONCE_PLACEHOLDER, nonce);
    expect(sent.toString()).toBe(`<script nonce="${nonce}">a</script><script nonce="${nonce}">b</script>`);
    expect(body.toString()).toContain(NONCE_PLACEHOLDER);
    const plain = Buffer.from('<p>no scripts</p>');
    expect(replacePlaceholder(plain, NONCE_PLACEHOLDER, nonce)).toBe(plain);
  });

  it('writes the nonce into a body rendered for the response alone, without a copy', () => {
    const nonce = createNonce();
    const body = Buffer.from(`<script nonce="${NONCE_PLACEHOLDER}">a</script>`);
    const sent = replacePlaceholder(body, NONCE_PLACEHOLDER, nonce, { inPlace: true });
    expect(sent).toBe(body);
    expect(body.toString()).toBe(`<script nonce="${nonce}">a</script>`);
  });
});
