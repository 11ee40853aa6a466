// The debug toolbar (spec 001 §2): `jsDebug` (query or cookie) shows it outside
// production; production also needs the configured debug key. A page with the toolbar is
// private, not stored, and never read from the page cache.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadProject } from '../../../core/project.ts';
import { runCli } from '../../helpers/cli.ts';
import { repoRoot, useTestApp } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const TOOLBAR = 'id="neutron-debug-toolbar"';
const KEY = 'debug-key-0123456789abcdef';

/** The section headings of the toolbar in a page. */
function sectionsOf(html: string): string[] {
  return [...html.matchAll(/<details class="debug-section" open=""><summary>([^<]*)<\/summary>/g)].map((match) => match[1] as string);
}

describe('debug toolbar outside production', () => {
  const app = useTestApp();

  it('is absent without jsDebug; with ?jsDebug it lists every section, private and not stored', async () => {
    const plain = await app().inject({ method: 'GET', url: '/' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain(TOOLBAR);

    const page = await app().inject({ method: 'GET', url: '/?jsDebug=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-neutron-cache']).toBe('bypass');
    expect(page.body).toContain(TOOLBAR);
    const sections = sectionsOf(page.body);
    expect(sections.slice(0, 4)).toEqual(['Page', 'Request', 'Feature flags', 'Cache']);
    expect(sections[4]).toMatch(/^Content calls \(\d+, [\d.]+ ms\)$/);
    expect(sections).toEqual(expect.arrayContaining(['Plugins', 'A/B buckets', 'Vanity']));
    expect(sections.some((title) => title.startsWith('Ad slots'))).toBe(true);
    expect(page.body).toContain('<dt>route</dt><dd>frontdoor</dd>');
    expect(page.body).toContain('<dt>page type</dt><dd>front-door</dd>');
    expect(page.body).toContain('<dt>brand</dt><dd>default (');
    expect(page.body).toContain('<dt>edition</dt><dd>us</dd>');
    expect(page.body).toContain('<dt>device</dt><dd>mobile</dd>');
    expect(page.body).toContain('<dt>vanity</dt><dd>middleware vanity</dd>');
    expect(page.body).toMatch(/<dt>\/api\/neutron\/[^<]+<\/dt><dd>[\d.]+ ms, (upstream|kept answer)<\/dd>/);
    expect(page.body).toContain('<dt>this page</dt><dd>neither kept nor served from the page cache: the debug toolbar is on</dd>');
    // The toolbar sits outside the app's root: the page hydrates as without it.
    expect(page.body.indexOf(TOOLBAR)).toBeGreaterThan(page.body.lastIndexOf('<div id="root"'));
  }, 60_000);

  it('the jsDebug cookie shows it too, on the auto brand as on the default', async () => {
    const page = await app().inject({ method: 'GET', url: '/roadshow/', headers: { cookie: 'jsDebug=1' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(TOOLBAR);
    expect(page.body).toContain('<dt>brand</dt><dd>auto (');
  }, 30_000);

  it('a toolbar page is never served from the page cache, nor kept in it', async () => {
    const first = await app().inject({ method: 'GET', url: '/tech/?jsDebug=1' });
    expect(first.body).toContain(TOOLBAR);
    // The toolbar page was not kept: the first plain request makes the page.
    const plain = await app().inject({ method: 'GET', url: '/tech/' });
    expect(plain.headers['x-neutron-cache']).toBe('miss');
    expect(plain.body).not.toContain(TOOLBAR);
    expect(plain.headers['cache-control']).not.toContain('no-store');
    const kept = await app().inject({ method: 'GET', url: '/tech/' });
    expect(kept.headers['x-neutron-cache']).toBe('hit');
    // A kept page is there, yet the toolbar page is made anew.
    const again = await app().inject({ method: 'GET', url: '/tech/', headers: { cookie: 'jsDebug=1' } });
    expect(again.headers['x-neutron-cache']).toBe('bypass');
    expect(again.body).toContain(TOOLBAR);
    expect(again.body).toContain('<dt>without the toolbar</dt><dd>kept under ');
  }, 30_000);

  it('shows the vanity decision of a masked path', async () => {
    const page = await app().inject({ method: 'GET', url: '/vpn-guide/?jsDebug=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<dt>decision</dt><dd>mask</dd>');
    expect(page.body).toContain('<dt>vanity id</dt><dd>cnet-vpn-guide</dd>');
  }, 30_000);

  it('the page data of in-app navigation never carries it', async () => {
    const data = await app().inject({ method: 'GET', url: '/_data/tech/?jsDebug=1' });
    expect(data.body).not.toContain(TOOLBAR);
  }, 30_000);
});

describe('debug toolbar in production', () => {
  const app = useTestApp(repoRoot, { NEUTRON_ENV: 'production', NEUTRON_DEBUG_KEY: KEY });

  it('needs the debug key: jsDebug alone or a wrong key shows nothing', async () => {
    for (const url of ['/?jsDebug=1', '/?jsDebug', `/?jsDebug=${KEY}x`, `/?jsDebug=${KEY.slice(0, -1)}`]) {
      const page = await app().inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain(TOOLBAR);
    }
    const cookie = await app().inject({ method: 'GET', url: '/', headers: { cookie: 'jsDebug=1' } });
    expect(cookie.body).not.toContain(TOOLBAR);
  }, 60_000);

  it('with the key, as query value or cookie, shows it, private and not stored', async () => {
    const query = await app().inject({ method: 'GET', url: `/?jsDebug=${KEY}` });
    expect(query.body).toContain(TOOLBAR);
    expect(query.headers['cache-control']).toBe('private, no-store');
    const cookie = await app().inject({ method: 'GET', url: '/news/', headers: { cookie: `jsDebug=${KEY}` } });
    expect(cookie.body).toContain(TOOLBAR);
    expect(cookie.headers['x-neutron-cache']).toBe('bypass');
  }, 30_000);
});

describe('debug key config', () => {
  it('production without a key never shows it', async () => {
    const project = await loadProject(repoRoot, { env: { NEUTRON_ENV: 'production' } });
    expect(project.app.server.debugKey).toBeUndefined();
  });

  it('a short NEUTRON_DEBUG_KEY stops the start with a clear message', async () => {
    await expect(loadProject(repoRoot, { env: { NEUTRON_DEBUG_KEY: 'short' } })).rejects.toMatchObject({
      findings: [expect.objectContaining({ file: 'NEUTRON_DEBUG_KEY', message: 'NEUTRON_DEBUG_KEY must be 16 to 256 printable characters without spaces' })],
    });
  });

  it('a debug key in config/app.yaml is validated: file:line:col, exit 1', async () => {
    const dir = tempProject();
    const appFile = path.join(dir, 'config/app.yaml');
    writeFileSync(appFile, readFileSync(appFile, 'utf8').replace("publicOrigin: 'http://localhost:3000' }", "publicOrigin: 'http://localhost:3000', debugKey: short }"));
    const result = await runCli(['validate', 'all'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^config\/app\.yaml:1:\d+: server\.debugKey: .+/m);
  }, 30_000);
});
