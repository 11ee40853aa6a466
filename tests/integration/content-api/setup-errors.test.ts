// Content-API setup errors (spec 000 §8, spec 001 §8): a plugin or a config asking for a
// request, a resource or the repository that is not there gets the spec's message.
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, formatFinding } from '../../../core/config/load-yaml.ts';
import { createContentSource } from '../../../core/content/create-content-source.ts';
import { loadProject } from '../../../core/project.ts';
import { buildApp } from '../../../core/server/app.ts';
import { repoRoot } from '../../helpers/project.ts';
import { appConfigWithPlugins, tempProject } from '../../helpers/temp-project.ts';

const coreEntry = path.join(repoRoot, 'core/index.ts');

/** A plugin module asking for the given content requests; `early` reads the repository in apply. */
function pluginModule(name: string, options: { requests?: string[]; early?: boolean }): string {
  return `import { definePlugin } from '${coreEntry}';
export default definePlugin({
  name: '${name}',
  contentRequests: ${JSON.stringify(options.requests ?? [])},
  apply(hooks, _options, site, context) {
    ${options.early ? 'context.content?.();' : ''}
    hooks.server.tapPromise('${name}', async (app) => {
      app.get('/_${name}/feed', async () => {
        const feed = await context.content!().getFeed({ site: 'cnet', endpoint: 'all', limit: 2 }, { txId: 't', edition: 'us', log: app.log });
        return { items: feed.items.length };
      });
    });
  },
});
`;
}

/** A project enabling the plugin `probe` on the default brand, the content upstream serving `resources`. */
function project(plugin: string, resources?: string[]): string {
  const app = appConfigWithPlugins({ hello: path.join(repoRoot, 'tests/fixtures/plugins/hello-plugin.ts'), probe: 'plugins/probe.ts' }).replace(
    'sampleData: true }',
    `sampleData: true${resources ? `, resources: [${resources.join(', ')}]` : ''} }`,
  );
  return tempProject({
    'config/app.yaml': app,
    'plugins/probe.ts': plugin,
    'sites/default.yaml': 'id: default\nname: Test Default\nprefix: /\nplugins:\n  probe: true\n',
  });
}

async function bootErrors(root: string): Promise<string[]> {
  try {
    await loadProject(root, { env: { NEUTRON_ENV: 'test' } });
  } catch (error) {
    if (error instanceof ConfigError) return error.findings.map(formatFinding);
    if (error instanceof Error) return [error.message];
  }
  return [];
}

const ALL_BUT = (left: string) =>
  ['composer', 'components', 'vanity', 'seamless', 'sitemaps', 'feeds', 'url-generator', 'shortcodes', 'livearticles', 'videos'].filter((resource) => resource !== left);

describe('content API setup errors', () => {
  it('a plugin asking for a request the content API does not define stops the boot', async () => {
    const errors = await bootErrors(project(pluginModule('probe', { requests: ['recipes'] })));
    expect(errors).toEqual([expect.stringMatching(/^sites\/default\.yaml:\d+:\d+: plugin 'probe': API definition for recipes request is missing$/)]);
  });

  it('a plugin asking for a resource the content configuration leaves out stops the boot', async () => {
    const errors = await bootErrors(project(pluginModule('probe', { requests: ['liveItems'] }), ALL_BUT('livearticles')));
    expect(errors).toEqual([expect.stringMatching(/plugin 'probe': API configuration is missing the resource livearticles$/)]);
    expect(await bootErrors(project(pluginModule('probe', { requests: ['liveItems'] })))).toEqual([]);
  });

  it('a resource name the content API does not know is a config error with its position', async () => {
    const errors = await bootErrors(project(pluginModule('probe', {}), ['composer', 'recipes']));
    expect(errors[0]).toMatch(/^config\/app\.yaml:3:\d+: upstreams\.content/);
  });

  it('a plugin getting the repository while it is applied is told the app is not mounted; its endpoint reads it later', async () => {
    // The spec's message, in the finding that names the plugin and where it asked.
    expect(await bootErrors(project(pluginModule('probe', { early: true })))).toEqual([
      expect.stringMatching(/^plugins\/probe\.ts:\d+:\d+: plugin 'probe': apply\(\) failed: .*You are attempting to get a repository before the app is mounted$/),
    ]);

    const loaded = await loadProject(project(pluginModule('probe', { requests: ['feed'] })), { env: { NEUTRON_ENV: 'test' } });
    const app = await buildApp(loaded, { logger: false });
    try {
      const response = await app.inject('/_probe/feed');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ items: 2 });
    } finally {
      await app.close();
    }
  });

  it('a call whose resource the configuration leaves out fails with the spec message', async () => {
    const source = createContentSource(
      { kind: 'embedded', contentDir: 'examples/content', sampleData: true, store: 'memory', resources: ALL_BUT('feeds') as never },
      { root: repoRoot },
    );
    try {
      const ctx = { txId: 't', edition: 'us', log: { warn: vi.fn() } as never };
      await expect(source.api.getFeed({ site: 'cnet', endpoint: 'all' }, ctx)).rejects.toThrow('API configuration is missing the resource feeds');
      await expect(source.api.getPage({ site: 'cnet', type: 'frontdoor', id: 'home' }, ctx)).resolves.toBeDefined();
    } finally {
      await source.close();
    }
  });

  it('without the seamless resource it says once that seamless will not function, and read-next lists are empty', async () => {
    const warn = vi.fn();
    const source = createContentSource(
      { kind: 'embedded', contentDir: 'examples/content', sampleData: true, store: 'memory', resources: ALL_BUT('seamless') as never },
      { root: repoRoot, log: { warn } as never },
    );
    try {
      expect(warn.mock.calls).toEqual([['API resource seamless is not defined. Seamless will not function.']]);
      const list = await source.api.getSeamless({ site: 'cnet', slug: 'any', contentId: 'x' }, { txId: 't', edition: 'us', log: { warn } as never });
      expect(list.items).toEqual([]);
    } finally {
      await source.close();
    }
  });
});
