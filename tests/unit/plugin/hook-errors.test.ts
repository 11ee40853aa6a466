import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../../core/errors.ts';
import { createHooks, pluginOf } from '../../../core/hooks.ts';
import type { PageContext } from '../../../core/context.ts';
import type { BodyContext, ShortcodeNode } from '../../../core/body/types.ts';

const ctx = {} as PageContext;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('errors thrown in taps name the plugin', () => {
  it('a rejected middleware tap: the same error object, its status kept, the plugin named', async () => {
    const hooks = createHooks();
    const thrown = new NotFoundError('gone');
    hooks.middleware.for('step').tapPromise('thrower', async () => {
      throw thrown;
    });
    const caught = await rejection(hooks.middleware.for('step').promise(ctx));
    expect(caught).toBe(thrown);
    expect(pluginOf(caught)).toBe('thrower');
    expect((caught as { statusCode: number }).statusCode).toBe(404);
    // Not enumerable: logs and JSON show the error as it was.
    expect(Object.keys(caught as object)).not.toContain('plugin');
  });

  it('sync taps, callback taps and hook maps report their plugin too', async () => {
    const hooks = createHooks();
    hooks.middleware.for('sync').tap('sync-plugin', () => {
      throw new Error('sync');
    });
    hooks.middleware.for('callback').tapAsync('callback-plugin', (_ctx, done) => done(new Error('callback')));
    hooks.headTags.tap('head-plugin', () => {
      throw new Error('head');
    });
    hooks.renderShortcode.for('box').tap('shortcode-plugin', () => {
      throw new Error('shortcode');
    });
    expect(pluginOf(await rejection(hooks.middleware.for('sync').promise(ctx)))).toBe('sync-plugin');
    expect(pluginOf(await rejection(hooks.middleware.for('callback').promise(ctx)))).toBe('callback-plugin');
    expect(() => hooks.headTags.call([], ctx)).toThrow(expect.objectContaining({ plugin: 'head-plugin' }));
    expect(() => hooks.renderShortcode.for('box').call({} as ShortcodeNode, {} as BodyContext)).toThrow(
      expect.objectContaining({ plugin: 'shortcode-plugin' }),
    );
  });

  it('keeps the innermost plugin, names no plugin for core taps, and passes non-errors through', async () => {
    const hooks = createHooks();
    hooks.headTags.tap('inner', () => {
      throw new Error('inner');
    });
    hooks.middleware.for('outer').tapPromise('outer', async () => {
      hooks.headTags.call([], ctx);
    });
    expect(pluginOf(await rejection(hooks.middleware.for('outer').promise(ctx)))).toBe('inner');

    hooks.loadPage.tapPromise('core', async () => {
      throw new Error('core');
    });
    expect(pluginOf(await rejection(hooks.loadPage.promise({} as never, ctx)))).toBeUndefined();

    hooks.routes.tap('stringly', () => {
      throw 'plain string';
    });
    expect(() => hooks.routes.call([], {} as never)).toThrow('plain string');
  });

  it('a hook counts as used only once something taps it', () => {
    const hooks = createHooks();
    expect(hooks.server.isUsed()).toBe(false);
    expect(hooks.middleware.for('idle').isUsed()).toBe(false);
    hooks.middleware.for('idle').tap('someone', () => {});
    expect(hooks.middleware.for('idle').isUsed()).toBe(true);
  });

  it('answers undefined for anything a tap did not throw', () => {
    expect(pluginOf(new Error('x'))).toBeUndefined();
    expect(pluginOf(undefined)).toBeUndefined();
    expect(pluginOf('text')).toBeUndefined();
  });
});
