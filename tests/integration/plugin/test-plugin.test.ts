import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { ConfigError, definePlugin, defineRequestState, type PageContext, pluginOf, testPlugin } from '../../../core/index.ts';

const seen = defineRequestState<string>('stamp');

const stampPlugin = definePlugin({
  name: 'stamp',
  options: Type.Object({ text: Type.String({ default: 'stamped' }), fail: Type.Boolean({ default: false }) }, { additionalProperties: false }),
  middleware: ['stamp'],
  apply(hooks, options) {
    hooks.middleware.for('stamp').tapPromise('stamp', async (ctx) => {
      if (options.fail) throw new Error('stamp failed');
      seen.set(ctx, options.text);
      ctx.response.headers.set('x-stamp', options.text);
    });
    hooks.headTags.tap('stamp', (tags, ctx) => [...tags, { tag: 'meta', attrs: { name: 'stamp', content: seen.get(ctx) ?? 'none' } }]);
  },
});

describe('testPlugin', () => {
  it('serves the real app with the plugin on one brand only', async () => {
    const site = await testPlugin(stampPlugin, { options: { text: 'hello' }, brand: 'auto' });
    try {
      expect(site.siteConfig().middleware).toContain('stamp');
      const auto = await site.inject('/roadshow/');
      expect(auto.statusCode).toBe(200);
      expect(auto.headers['x-stamp']).toBe('hello');
      expect(auto.body).toMatch(/<meta [^>]*name="stamp" content="hello"\/>/);
      const other = await site.inject('/');
      expect(other.statusCode).toBe(200);
      expect(other.headers['x-stamp']).toBeUndefined();
      expect(other.body).not.toContain('name="stamp"');
    } finally {
      await site.close();
    }
    expect(existsSync(site.root)).toBe(false);
  });

  it('reports option errors as the site file would, at a line of the test project it keeps', async () => {
    const refused = await testPlugin(stampPlugin, { options: { colour: 'red' } as never }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConfigError);
    const [finding] = (refused as ConfigError).findings;
    expect(finding?.message).toMatch(/^unknown key 'plugins\.stamp\.colour'/);
    expect(finding?.file).toMatch(/^\/.*\/sites\/default\.yaml$/);
    const line = readFileSync(finding?.file ?? '', 'utf8').split('\n')[(finding?.line ?? 0) - 1];
    expect(line).toContain('colour: red');
    rmSync(path.dirname(path.dirname(finding?.file ?? '')), { recursive: true, force: true });
  });

  it('an error thrown in a middleware tap carries the plugin name', async () => {
    const site = await testPlugin(stampPlugin, { options: { fail: true } });
    try {
      const hook = site.hooks().middleware.for('stamp');
      const error = await hook.promise({} as PageContext).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect(pluginOf(error)).toBe('stamp');
      expect((await site.inject('/')).statusCode).toBe(500);
    } finally {
      await site.close();
    }
  });
});
