// What differs per response, a page view id in the page data and the
// Content-Security-Policy nonce (in its header, and on the page's script tags when the
// browser bundles are built), is the response's own, whether its page was rendered for
// it alone (the values written into it) or comes from the page cache (written into a
// copy, so the kept page never holds one reader's values).
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RESPONSE_ID_PLACEHOLDER } from '../../../core/page-data.ts';
import { NONCE_PLACEHOLDER } from '../../../core/scripts/content-security-policy.ts';
import { repoRoot, useTestApp } from '../../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';

const ARTICLE = '/news/politics/senate-passes-data-broker-bill/';

const headerNonce = (response: LightMyRequestResponse) => /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
// The brand store's guid: the page view id (tracking sends it too).
const pageViewIds = (response: LightMyRequestResponse) => new Set([...response.body.matchAll(/"guid":"([^"]+)"/g)].map((match) => match[1]));

function expectOwnValues(responses: LightMyRequestResponse[]): void {
  const nonces = responses.map(headerNonce);
  expect(new Set(nonces).size).toBe(responses.length);
  const ids = responses.map((response) => [...pageViewIds(response)]);
  for (const [index, response] of responses.entries()) {
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(RESPONSE_ID_PLACEHOLDER);
    expect(response.body).not.toContain(NONCE_PLACEHOLDER);
    // Built bundles: the script tags carry the header's nonce.
    for (const match of response.body.matchAll(/nonce="([^"]+)"/g)) expect(match[1]).toBe(nonces[index]);
    expect(ids[index]).toHaveLength(1);
  }
  expect(new Set(ids.flat()).size).toBe(responses.length);
}

describe('per-response values', () => {
  const cached = useTestApp();
  const uncached = useTestApp(
    tempProject({
      'config/app.yaml': appConfigWithPlugins({
        hello: path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts'),
        'needs-hello': path.join(repoRoot, 'tests/fixtures/plugins/needs-hello.ts'),
      }).replace('pageCache: { enabled: true', 'pageCache: { enabled: false'),
    }),
  );

  it('a kept page: every response, the first and each hit, gets values of its own', async () => {
    const responses = [];
    for (let request = 0; request < 3; request += 1) responses.push(await cached().inject(ARTICLE));
    expect(responses.map((response) => response.headers['x-neutron-cache'])).toEqual(['miss', 'hit', 'hit']);
    expectOwnValues(responses);
  });

  it('pages rendered for one response each get values of their own', async () => {
    const responses = await Promise.all([0, 1, 2].map(() => uncached().inject(ARTICLE)));
    for (const response of responses) expect(response.headers['x-neutron-cache']).toBe('miss');
    expectOwnValues(responses);
  });
});
