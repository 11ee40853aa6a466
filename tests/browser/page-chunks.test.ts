// A page's own component chunk is preloaded with the page (a modulepreload in the first
// HTML), not fetched in a second round trip after the entry has run; other page types'
// chunks are not. The first HTML asks for few scripts: on a phone's connection each round
// of requests costs a round trip, so the core's code and the page types' shared parts come
// in one chunk each rather than one per module.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSite, startBrowserSite } from './browser.ts';

let site: BrowserSite;

beforeAll(async () => {
  site = await startBrowserSite();
});

afterAll(async () => {
  await site?.close();
});

const preloads = async (path: string): Promise<string[]> => {
  const html = await (await fetch(`${site.origin}${path}`)).text();
  return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? '');
};
const chunkNamed = (hrefs: readonly string[], name: string) => hrefs.filter((href) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(href));

describe('page chunks', () => {
  it.each([
    ['/news/politics/senate-passes-data-broker-bill/', 'ArticlePage', 'FrontDoorPage'],
    ['/', 'FrontDoorPage', 'ArticlePage'],
    ['/roadshow/', 'FrontDoorPage', 'ReviewPage'],
    ['/reviews/pixel-9-pro-review/', 'ReviewPage', 'GalleryPage'],
    ['/home/internet/plans/', 'PlansPage', 'ArticlePage'],
  ])('%s preloads its own page chunk (%s) and not %s', async (path, own, other) => {
    const hrefs = await preloads(path);
    expect(chunkNamed(hrefs, own)).toHaveLength(1);
    expect(chunkNamed(hrefs, other)).toEqual([]);
  });

  it('the browser hydrates from the preloaded chunk without a second request for it', async () => {
    const path = '/news/politics/senate-passes-data-broker-bill/';
    const [chunk] = chunkNamed(await preloads(path), 'ArticlePage');
    const requested: string[] = [];
    const { page, errors } = await site.open(path, undefined, { prepare: (tab) => void tab.on('request', (request) => requested.push(new URL(request.url()).pathname)) });
    expect(errors).toEqual([]);
    expect(requested.filter((pathname) => pathname === chunk)).toHaveLength(1);
    await page.close();
  });

  it.each(['/', '/news/politics/senate-passes-data-broker-bill/', '/reviews/pixel-9-pro-review/', '/roadshow/'])(
    '%s asks for at most 8 scripts up front, the core chunk among them',
    async (path) => {
      const html = await (await fetch(`${site.origin}${path}`)).text();
      const scripts = [...html.matchAll(/<(?:link rel="modulepreload" href|script type="module"[^>]*? src)="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(new Set(scripts).size).toBeLessThanOrEqual(8);
      expect(chunkNamed(scripts, 'core')).toHaveLength(1);
    },
  );
});
