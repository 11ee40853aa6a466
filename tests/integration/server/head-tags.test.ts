import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin, testPlugin } from '../../../core/index.ts';

// A plugin that adds tags the page already has: under spec 000 §5 they are not re-added.
const latecomer = definePlugin({
  name: 'latecomer',
  apply(hooks) {
    hooks.headTags.tap('latecomer', (tags) => [
      ...tags,
      { tag: 'title', attrs: {}, children: 'Latecomer title' },
      { tag: 'meta', attrs: { name: 'description', content: 'Latecomer description' } },
      { tag: 'meta', attrs: { name: 'robots', content: 'index, follow' } },
      { tag: 'meta', attrs: { name: 'latecomer', content: 'here' } },
    ]);
  },
});

function titlesOf(html: string): string[] {
  return [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) => match[1] ?? '');
}

function metaContents(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<meta [^>]*name="${name}" content="([^"]*)"`, 'g'))].map((match) => match[1] ?? '');
}

/** The site with `plugin` enabled, for the tests of the calling block. */
function usePluginSite(plugin: Parameters<typeof testPlugin>[0]): () => Awaited<ReturnType<typeof testPlugin>> {
  let built: Awaited<ReturnType<typeof testPlugin>>;
  beforeAll(async () => {
    built = await testPlugin(plugin, {});
  }, 120_000);
  afterAll(async () => {
    await built.close();
  });
  return () => built;
}

const latecomerSite = usePluginSite(latecomer);

describe('a duplicate head tag is not re-added: the first stays (spec 000 §5)', () => {
  it("the page's SEO title and description stay; a plugin's later ones are not added", async () => {
    const response = await latecomerSite().inject('/about/');
    expect(response.statusCode).toBe(200);
    const titles = titlesOf(response.body);
    expect(titles).toHaveLength(1);
    expect(titles[0]).not.toBe('Latecomer title');
    expect(metaContents(response.body, 'description')).not.toContain('Latecomer description');
    expect(metaContents(response.body, 'latecomer')).toEqual(['here']);
  });

  it('an error page keeps its noindex', async () => {
    const response = await latecomerSite().inject('/no-such-section/at/all/');
    expect(response.statusCode).toBe(404);
    expect(metaContents(response.body, 'robots')).toEqual(['noindex']);
    expect(titlesOf(response.body)).toEqual([expect.stringMatching(/^This page could not be found - /)]);
  });

  it('in-app navigation gets the same single title', async () => {
    const response = await latecomerSite().inject('/_neutron/data/about/');
    const head = (response.json() as { head: { tag: string; children?: string }[] }).head;
    expect(head.find((tag) => tag.tag === 'title')?.children).not.toBe('Latecomer title');
  });
});

// A plugin that puts scripts in the head: data stays, code is left out (the page's policy
// would refuse it; code goes through a client entry or the scripts hook).
const scripted = definePlugin({
  name: 'scripted',
  apply(hooks) {
    hooks.headTags.tap('scripted', (tags) => [
      ...tags,
      { tag: 'script', attrs: { src: 'https://cdn.example.com/widget.js' } },
      { tag: 'script', attrs: {}, children: 'window.widget = true;' },
      { tag: 'script', attrs: { type: 'application/ld+json', id: 'scripted-data' }, children: '{"@type":"Thing"}' },
    ]);
  },
});

describe("a plugin's head tags carry data, not code", () => {
  const scriptedSite = usePluginSite(scripted);

  it('a script with src or inline code is left out of the page and its data; a JSON-LD script stays', async () => {
    const page = await scriptedSite().inject('/about/');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('cdn.example.com/widget.js');
    expect(page.body).not.toContain('window.widget');
    expect(page.body).toContain('<script data-neutron-head="" type="application/ld+json" id="scripted-data">{"@type":"Thing"}</script>');
    const head = (await scriptedSite().inject('/_neutron/data/about/')).json<{ head: { tag: string; attrs: Record<string, string> }[] }>().head;
    expect(head.filter((tag) => tag.tag === 'script').map((tag) => tag.attrs.id)).toContain('scripted-data');
    expect(head.some((tag) => tag.attrs.src !== undefined)).toBe(false);
  });
});
