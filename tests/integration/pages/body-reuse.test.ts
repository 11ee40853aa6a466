// A page body is worked through once per content answer the content cache holds: later
// views of the same article reuse it, and a preview (never kept) renders its own.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProject } from '../../../core/project.ts';
import { buildApp } from '../../../core/server/app.ts';
import { installContent } from '../../../core/server/content-setup.ts';
import { repoRoot } from '../../helpers/project.ts';

const ARTICLE = '/news/politics/senate-passes-data-broker-bill/';
const BODY_TEXT = 'The bill now heads to the House.';
const LIVE = '/news-live/apple-event-live/';
const LIVE_ITEM_TEXT = 'The keynote ends after 98 minutes.';
const SPONSORED = '/paid-content/news/smarter-home-security-sponsored/';

let app: FastifyInstance;
/** Bodies the default brand's pipeline rendered, by a line they contain. */
let articleBodyRenders = 0;
let liveItemRenders = 0;
const renderedHtml: string[] = [];

beforeAll(async () => {
  const project = await loadProject(repoRoot, { env: { NEUTRON_ENV: 'test' } });
  // Every request reaches the loader: only the content cache is in play.
  project.app.cache.pageCache.enabled = false;
  const databaseFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-body-')), 'content.sqlite');
  const content = await installContent(project, { databaseFile });
  const pipeline = content.services.bodies.get('default');
  if (!pipeline) throw new Error('no body pipeline for the default brand');
  const render = pipeline.render.bind(pipeline);
  pipeline.render = (html, input) => {
    if (html.includes(BODY_TEXT)) articleBodyRenders += 1;
    if (html.includes(LIVE_ITEM_TEXT)) liveItemRenders += 1;
    renderedHtml.push(html);
    return render(html, input);
  };
  app = await buildApp(project, { logger: false, content });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('article body reuse', () => {
  it('renders the body once for repeated views, each with the full body', async () => {
    const pages = [];
    for (let view = 0; view < 3; view += 1) pages.push(await app.inject({ url: ARTICLE }));
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-neutron-cache']).toBe('miss');
      expect(page.body).toContain(BODY_TEXT);
    }
    // Each response has its own Content-Security-Policy nonce and each render its own page
    // view id (the brand store's guid, tracking data, ad targeting vguid); the rest is the
    // same bytes.
    const withoutNonce = (html = '') => html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/"pageViewGuid":"[^"]*"/g, '"pageViewGuid":""').replace(/"vguid":"[^"]*"/g, '"vguid":""').replace(/"guid":"[^"]*"/g, '"guid":""');
    expect(withoutNonce(pages[1]?.body)).toBe(withoutNonce(pages[0]?.body));
    expect(articleBodyRenders).toBe(1);
  });

  it('renders a preview body afresh every time', async () => {
    const before = articleBodyRenders;
    for (let view = 0; view < 2; view += 1) {
      const page = await app.inject({ url: `${ARTICLE}?preview=draft-1` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.body).toContain(BODY_TEXT);
    }
    expect(articleBodyRenders - before).toBe(2);
  });

  it('renders a live item body once for repeated views of the live page', async () => {
    for (let view = 0; view < 3; view += 1) {
      const page = await app.inject({ url: LIVE });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(LIVE_ITEM_TEXT);
    }
    expect(liveItemRenders).toBe(1);
  });

  it('renders a sponsored body once, without ad slots', async () => {
    const before = renderedHtml.length;
    const pages = [await app.inject({ url: SPONSORED }), await app.inject({ url: SPONSORED })];
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('class="ad-slot');
    }
    expect(renderedHtml.length - before).toBe(1);
  });
});
