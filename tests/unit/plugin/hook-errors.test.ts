import { describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '../../../core/errors.ts';
import { createHooks, pluginOf, runningTap, skippedTaps } from '../../../core/hooks.ts';
import type { HeadTag } from '../../../core/page-data.ts';
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
    hooks.injectAds.tap('ads-plugin', () => {
      throw new Error('ads');
    });
    hooks.renderShortcode.for('box').tap('shortcode-plugin', () => {
      throw new Error('shortcode');
    });
    expect(pluginOf(await rejection(hooks.middleware.for('sync').promise(ctx)))).toBe('sync-plugin');
    expect(pluginOf(await rejection(hooks.middleware.for('callback').promise(ctx)))).toBe('callback-plugin');
    expect(() => hooks.injectAds.call([], {} as BodyContext)).toThrow(expect.objectContaining({ plugin: 'ads-plugin' }));
    expect(() => hooks.renderShortcode.for('box').call({} as ShortcodeNode, {} as BodyContext)).toThrow(
      expect.objectContaining({ plugin: 'shortcode-plugin' }),
    );
  });

  it('keeps the innermost plugin, names no plugin for core taps, and passes non-errors through', async () => {
    const hooks = createHooks();
    hooks.injectAds.tap('inner', () => {
      throw new Error('inner');
    });
    hooks.middleware.for('outer').tapPromise('outer', async () => {
      hooks.injectAds.call([], {} as BodyContext);
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

describe('optional hooks skip a tap that throws', () => {
  const tag = (name: string): HeadTag => ({ tag: 'meta', attrs: { name, content: 'x' } });
  const pageContext = () => ({ log: { error: vi.fn() } }) as unknown as PageContext & { log: { error: ReturnType<typeof vi.fn> } };

  it('the value goes on as the failing tap got it, the taps after it run, the plugin is logged once per context', () => {
    const hooks = createHooks();
    hooks.headTags.tap('before', (tags) => [...tags, tag('before')]);
    const failure = new Error('weather down');
    hooks.headTags.tap('weather', () => {
      throw failure;
    });
    hooks.headTags.tap('after', (tags) => [...tags, tag('after')]);
    const first = pageContext();
    expect(hooks.headTags.call([], first)).toEqual([tag('before'), tag('after')]);
    // The error page of the same request calls the hook again: still one line.
    expect(hooks.headTags.call([], first)).toEqual([tag('before'), tag('after')]);
    expect(first.log.error).toHaveBeenCalledTimes(1);
    expect(first.log.error).toHaveBeenCalledWith({ err: failure, plugin: 'weather', hook: 'headTags' }, 'plugin weather: its headTags tap failed; skipped');
    expect(skippedTaps(first)).toEqual([{ hook: 'headTags', plugin: 'weather', error: failure }]);
    expect(pluginOf(failure)).toBe('weather');

    const second = pageContext();
    hooks.headTags.call([], second);
    expect(second.log.error).toHaveBeenCalledTimes(1);
    expect(skippedTaps(ctx)).toEqual([]);
  });

  it('scripts and debug sections too; a core tap that throws still fails the call', () => {
    const hooks = createHooks();
    hooks.scripts.tap('broken', () => {
      throw new Error('scripts');
    });
    hooks.debugSections.tap('broken', () => {
      throw new Error('sections');
    });
    const page = pageContext();
    expect(hooks.scripts.call([], page)).toEqual([]);
    expect(hooks.debugSections.call([], page, {} as never)).toEqual([]);
    expect(skippedTaps(page).map(({ hook, plugin }) => `${plugin} ${hook}`)).toEqual(['broken scripts', 'broken debugSections']);

    hooks.headTags.tap('core', () => {
      throw new Error('core');
    });
    expect(() => hooks.headTags.call([], page)).toThrow('core');
  });
});

describe('the server hook names the plugin whose tap runs', () => {
  it('while it runs, and no one once the call is over', async () => {
    const hooks = createHooks();
    const seen: (string | undefined)[] = [];
    hooks.server.tap('first', () => {
      seen.push(runningTap(hooks.server));
    });
    hooks.server.tapPromise('second', async () => {
      await Promise.resolve();
      seen.push(runningTap(hooks.server));
    });
    await hooks.server.promise({} as never);
    expect(seen).toEqual(['first', 'second']);
    expect(runningTap(hooks.server)).toBeUndefined();

    hooks.server.tapPromise('failing', async () => {
      throw new Error('no port');
    });
    await rejection(hooks.server.promise({} as never));
    expect(runningTap(hooks.server)).toBeUndefined();
  });
});
