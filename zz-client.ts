const root = process.argv[2]!;
const { createContentApi } = await import(`${root}/core/content/api.ts`);
const seen: unknown[] = [];
const transport = { kind: 'embedded', async get(r: unknown) { seen.push(r); return {}; }, async getText(r: unknown) { seen.push(r); return ''; }, async close() {} };
const api = createContentApi(transport as never);
const ctx = { txId: 't', edition: 'us', log: { debug() {}, info() {}, warn() {}, error() {} } };
const calls: [string, unknown][] = [
  ['getPage', { site: 'cnet', type: 'articles', id: 'x' }], ['getPage', { site: 'roadshow', type: 'doors', id: 'news', query: { page: '2' }, contentOnly: true, experience: 'amp' }],
  ['getPage', { site: 'cnet', type: 'a/b', id: 'x' }], ['getPage', { site: 'cnet', type: 'a', id: 'x', experience: '..' }],
  ['getComponent', { site: 'cnet', name: 'curated-nav-redesign', componentType: 'ContentList' }], ['getComponent', { site: 'cnet', name: 'x' }],
  ['getVanity', { site: 'cnet', path: '/a/' }], ['getVanity', { site: 'cnet', slug: 'a', legacyPath: true, edition: 'uk', contentType: 'c' }], ['getVanity', { site: 'c/x', slug: 'a', legacyPath: true }],
  ['getSeamless', { site: 'cnet', slug: 's', contentId: 'id' }], ['getSeamless', { site: 'cnet', slug: 's', contentId: 'id', limit: 5, collectionId: 'hv', componentName: 'n' }],
  ['getSitemap', { site: 'cnet', slug: 'article' }], ['getSitemap', { site: 'cnet', slug: 'article', year: 2024 }], ['getSitemap', { site: 'cnet', slug: 'article', year: 2024, month: 9 }], ['getSitemap', { site: 'cnet', slug: 'article', year: 2024, month: 9, day: 1, hydrate: true, limit: 3, offset: 2, experience: 'x' }], ['getSitemap', { site: 'cnet', slug: 'article', month: 9, day: 1 }], ['getSitemap', { site: 'cnet', slug: 'article', year: 2024, day: 1 }],
  ['getSitemapIndex', { site: 'cnet', slug: 'article' }], ['getSitemapIndex', { site: 'cnet', slug: 'article', experience: 'x' }],
  ['getFeed', { site: 'cnet', endpoint: 'all' }], ['getFeed', { site: 'cnet', endpoint: 'news', offset: 3, limit: 4 }],
  ['getListing', { site: 'cnet', type: 'topic', id: 'space', searchBy: 'x', limit: 2, offset: 3 }],
  ['generateUrl', { site: 'cnet', contentType: 'content_article', slug: 'x' }],
  ['getCommerceShortcode', { site: 'cnet', id: 'i' }], ['getCommerceShortcode', { site: 'cnet', id: 'i', edition: 'uk' }],
  ['getCaptions', { site: 'cnet', slug: 'v' }], ['getCaptions', { site: 'cnet', slug: 'v', format: 'srt' }],
];
const out: unknown[] = [];
for (const [m, r] of calls) { seen.length = 0; try { await (api as any)[m](r, ctx); out.push([m, JSON.stringify(seen)]); } catch (e) { out.push([m, JSON.stringify(seen), (e as Error).message]); } }
seen.length = 0; await api.getNavigation('cnet', ctx).catch((e: Error) => e.message); out.push(['nav', JSON.stringify(seen)]);
seen.length = 0; await api.getVanityDictionary('roadshow', ctx); out.push(['dict', JSON.stringify(seen)]);
console.log(JSON.stringify(out, null, 1));
