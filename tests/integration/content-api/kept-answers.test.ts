// The embedded upstream's answers are validated once per version of the store's rows: the
// same rows give the same frozen answer, and a write (a reseed through the store, or another
// connection reseeding the same file) gives the new content on the next read.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentApi } from '../../../core/content/api.ts';
import { EmbeddedContentService } from '../../../core/content/embedded/service.ts';
import { readSampleContent } from '../../../core/content/embedded/seed.ts';
import { ContentStore } from '../../../core/content/embedded/store.ts';
import { createEmbeddedTransport } from '../../../core/content/embedded-transport.ts';
import type { ContentRequestContext } from '../../../core/content/transport.ts';
import { SAMPLE_CONTENT_DIR, silentLog } from './embedded-upstream.ts';

const ctx: ContentRequestContext = { txId: 'tx-kept', edition: 'us', log: silentLog };
const ABOUT = { site: 'cnet', type: 'static', id: 'about' };
const NEWER = 'About the Neutron newsroom';
const temps: string[] = [];
const stores: ContentStore[] = [];

afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the samples with the about page's headline changed, and a database file beside it. */
function samplesWithNewAbout(): { contentDir: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'neutron-kept-'));
  temps.push(dir);
  const contentDir = path.join(dir, 'content');
  cpSync(SAMPLE_CONTENT_DIR, contentDir, { recursive: true });
  const about = path.join(contentDir, 'cnet', 'static', 'about.md');
  writeFileSync(about, readFileSync(about, 'utf8').replace('About Neutron', NEWER));
  return { contentDir, file: path.join(dir, 'content.sqlite') };
}

function openStore(contentDir: string, file: string): ContentStore {
  const store = new ContentStore({ contentDir, file, sample: true });
  stores.push(store);
  return store;
}

const apiOver = (store: ContentStore) => createContentApi(createEmbeddedTransport(new EmbeddedContentService(store)));

describe('answers kept per version of the embedded rows', () => {
  it('hands out the one validated answer while the rows are unchanged', async () => {
    const api = apiOver(openStore(SAMPLE_CONTENT_DIR, ':memory:'));
    const first = await api.getPage(ABOUT, ctx);
    const second = await api.getPage(ABOUT, { ...ctx, txId: 'tx-other' });
    expect(JSON.stringify(first)).toContain('About Neutron');
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // A different request is a different answer.
    expect(await api.getPage({ ...ABOUT, query: { page: '1' } }, ctx)).not.toBe(first);
  });

  it('builds the vanity dictionary on every read, since its entries expire with the clock', async () => {
    const api = apiOver(openStore(SAMPLE_CONTENT_DIR, ':memory:'));
    const first = await api.getVanityDictionary('cnet', ctx);
    expect(Object.keys(first.entries).length).toBeGreaterThan(0);
    const second = await api.getVanityDictionary('cnet', ctx);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it('reads the new content after a write through the store', async () => {
    const { contentDir } = samplesWithNewAbout();
    const store = openStore(SAMPLE_CONTENT_DIR, ':memory:');
    const api = apiOver(store);
    const before = JSON.stringify(await api.getPage(ABOUT, ctx));
    expect(before).toContain('About Neutron');
    expect(before).not.toContain(NEWER);
    store.write(readSampleContent(contentDir));
    expect(JSON.stringify(await api.getPage(ABOUT, ctx))).toContain(NEWER);
  });

  it('reads the new content after another connection reseeds the same file', async () => {
    const { contentDir, file } = samplesWithNewAbout();
    const api = apiOver(openStore(SAMPLE_CONTENT_DIR, file));
    expect(JSON.stringify(await api.getPage(ABOUT, ctx))).not.toContain(NEWER);
    const other = openStore(contentDir, file);
    expect(other.reseeded).toBe(true);
    expect(JSON.stringify(await api.getPage(ABOUT, ctx))).toContain(NEWER);
  });
});
