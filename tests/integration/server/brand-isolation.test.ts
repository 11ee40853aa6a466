// Each brand has its own hook bag and its own page and component registries: a plugin
// enabled on one brand leaves no trace on the other, nor in a second app built in the
// same process.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProject } from '../../../core/project.ts';
import { buildTestApp, repoRoot } from '../../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';

function projectWith(defaultPlugins: string): string {
  return tempProject({
    'config/app.yaml': appConfigWithPlugins({
      'restyled-lists': path.join(repoRoot, 'tests/fixtures/plugins/restyled-lists.tsx'),
      hello: path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts'),
    }),
    'sites/default.yaml': `id: default\nname: T\nprefix: /\nmiddleware: [brand, i18n, feature-flags, greeter, cache, transaction]\nplugins: { ${defaultPlugins} }\n`,
    'sites/auto.yaml': 'id: auto\nname: Auto\nprefix: /roadshow/\nmiddleware: [brand, i18n, feature-flags, greeter, cache, transaction]\nplugins: { hello: false, restyled-lists: false }\n',
  });
}

const main = (html: string): string => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';

describe('a plugin enabled on one brand only', () => {
  let enabled: FastifyInstance;
  beforeAll(async () => {
    enabled = await buildTestApp(projectWith('restyled-lists: true, hello: true'));
  }, 120_000);
  afterAll(async () => {
    await enabled?.close();
  });

  it('renders its component on that brand', async () => {
    const html = main((await enabled.inject('/')).body);
    expect(html).toContain('<p class="restyled-list">restyled: <!-- -->Latest</p>');
    expect(html).not.toContain('id="latest"');
  });

  it('is invisible on the other brand: its pages, components, middleware and head tags', async () => {
    const response = await enabled.inject('/roadshow/');
    expect(response.statusCode).toBe(200);
    const html = main(response.body);
    expect(html).not.toContain('restyled');
    expect(html).toContain('<section class="story-list" aria-label="Latest" id="latest">');
    expect(response.headers['x-hello']).toBeUndefined();
    expect(response.body).not.toContain('hello-greeting');
    expect((await enabled.inject('/roadshow/hello/')).statusCode).toBe(404);
    expect((await enabled.inject('/hello/')).statusCode).toBe(200);
  });

  it('keeps each brand\'s registries apart', async () => {
    const project = await loadProject(projectWith('restyled-lists: true, hello: true'), { env: {} });
    const [main, auto] = [project.brands.get('default'), project.brands.get('auto')];
    expect(main?.pages.has('hello')).toBe(true);
    expect(auto?.pages.has('hello')).toBe(false);
    expect(main?.components.get('ContentList')?.name).toBe('RestyledList');
    expect(auto?.components.get('ContentList')?.name).toBe('ContentListComponent');
    expect(main?.hooks).not.toBe(auto?.hooks);
  });

  it('leaves no trace in a second app built in the same process', async () => {
    const plain = await buildTestApp(projectWith('restyled-lists: false, hello: false'));
    try {
      const html = main((await plain.inject('/')).body);
      expect(html).not.toContain('restyled');
      expect(html).toContain('id="latest"');
      expect((await plain.inject('/hello/')).statusCode).toBe(404);
      // And the first app keeps its own.
      expect(main((await enabled.inject('/?featureEnable=x')).body)).toContain('restyled-list');
    } finally {
      await plain.close();
    }
  });
});
