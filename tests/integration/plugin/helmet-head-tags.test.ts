// Head tags set by components (issue: components and plugin components set their own tags
// with react-helmet-async's <Helmet>): they land in the server HTML's <head>, merged with
// the `headTags` hook's list so a tag both set is there once, the component's.
import { describe, expect, it } from 'vitest';
import { definePage, definePlugin, testPlugin } from '../../../core/index.ts';

const helmetPlugin = definePlugin({
  name: 'helmet-page',
  apply(hooks, _options, site) {
    hooks.routes.tap('helmet-page', (routes) => [...routes, { name: `spec-sheet-${site.id}`, path: `${site.prefix}spec-sheet/`, meta: { page: 'spec-sheet', layout: 'default', maxAge: 0 } }]);
    hooks.headTags.tap('helmet-page', (tags) => [...tags, { tag: 'meta', attrs: { name: 'description', content: 'The hook description.' } }, { tag: 'meta', attrs: { name: 'hook-only', content: 'kept' } }]);
  },
  pages: [
    definePage({
      key: 'spec-sheet',
      load: async () => ({ title: 'Loader title', props: { model: 'Pixel 9' } }),
      component: () => import('../../fixtures/plugins/HelmetPage.tsx').then((module) => module.HelmetPage),
    }),
  ],
});

describe('<Helmet> head tags', () => {
  it("a plugin page's Helmet title and meta are in the server HTML's head, each once", async () => {
    const site = await testPlugin(helmetPlugin);
    try {
      const response = await site.inject('/spec-sheet/');
      expect(response.statusCode).toBe(200);
      const head = /<head>([\s\S]*?)<\/head>/.exec(response.body)?.[1] ?? '';
      const body = response.body.slice(response.body.indexOf('</head>'));
      expect([...head.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual(['Pixel 9 spec sheet']);
      expect([...head.matchAll(/<meta [^>]*name="description"[^>]*>/g)].map((match) => match[0])).toEqual([expect.stringContaining('content="Every spec of the Pixel 9."')]);
      expect(head).toMatch(/<meta [^>]*name="spec-sheet" content="Pixel 9"\/>/);
      expect(head).toMatch(/<meta [^>]*name="hook-only" content="kept"\/>/);
      expect(body).not.toContain('<title');
      expect(body).toContain('<h1>Pixel 9</h1>');
    } finally {
      await site.close();
    }
  });
});
