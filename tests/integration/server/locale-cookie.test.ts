// The locale cookie (spec 001 §9: path /, SameSite lax; core/locale.ts): a response whose
// URL names no locale of its own (the error page of an unknown path, of a refused method)
// is in the locale of the reader's last page; pages that carry their locale in the URL,
// and the page cache that keeps them, never read it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, useTestApp } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

const twoLocales = readFileSync(path.join(repoRoot, 'tests/fixtures/locales/default.yaml'), 'utf8');
const app = useTestApp(tempProject({ 'sites/default.yaml': twoLocales }));

const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const homeLinkOf = (html: string) => /<a class="error-page__back" href="([^"]*)"/.exec(html)?.[1];
const get = (url: string, locale?: string) => app().inject({ method: 'GET', url, ...(locale !== undefined ? { cookies: { locale } } : {}) });

describe('the locale cookie on pages with no locale in their URL', () => {
  it("an unknown path's 404 page is in the reader's last locale, linking that locale's home", async () => {
    const response = await get('/no-such-page/', 'de');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This page could not be found');
    expect(langOf(response.body)).toBe('de');
    expect(homeLinkOf(response.body)).toBe('/de/');
    // Read per reader, so never kept by a shared cache.
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('without the cookie, or with a locale the brand does not serve, the 404 page is in the default locale', async () => {
    for (const cookie of [undefined, 'fr', 'DE', 'de-DE', '<b>']) {
      const response = await get('/no-such-page/', cookie);
      expect(response.statusCode).toBe(404);
      expect(langOf(response.body)).toBe('en');
      expect(homeLinkOf(response.body)).toBe('/');
    }
  });

  it("a locale prefix in the unknown path wins over the cookie", async () => {
    const response = await get('/de/no-such-page/', 'en');
    expect(response.statusCode).toBe(404);
    expect(langOf(response.body)).toBe('de');
    expect(homeLinkOf(response.body)).toBe('/de/');
  });

  it('the error page of a refused method follows the cookie too', async () => {
    const response = await app().inject({ method: 'POST', url: '/anything/', cookies: { locale: 'de' } });
    expect(response.statusCode).toBe(405);
    expect(langOf(response.body)).toBe('de');
  });

  it("in-app navigation to an unknown path gets 404 data in the reader's locale", async () => {
    const response = await get('/_neutron/data/no-such-page/', 'de');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ page: { locale: string } }>().page.locale).toBe('de');
  });
});

describe('pages that carry their locale in the URL', () => {
  it('ignore the cookie, and the cached page is served alike to every reader', async () => {
    const first = await get('/about/');
    expect(first.statusCode).toBe(200);
    expect(langOf(first.body)).toBe('en');
    const withCookie = await get('/about/', 'de');
    expect(withCookie.headers['x-neutron-cache']).toBe('hit');
    expect(langOf(withCookie.body)).toBe('en');
    const german = await get('/de/about/', 'en');
    expect(german.statusCode).toBe(200);
    expect(langOf(german.body)).toBe('de');
    expect((await get('/_neutron/data/de/about/')).json<{ page: { locale: string } }>().page.locale).toBe('de');
  });
});
