// A plugin's middleware step that reads a cookie the reader carries: the page it makes is
// that reader's, never handed by the page cache (or a CDN) to another reader, unless the
// step says how the page varies on the cookie.
import { describe, expect, it } from 'vitest';
import { definePlugin, defineRequestState, testPlugin } from '../../../core/index.ts';

const who = defineRequestState<string>('who');

/** Greets the reader its `who` cookie names; `keyed` says the page varies on it. */
const whoPlugin = (keyed: boolean) =>
  definePlugin({
    name: 'who',
    middleware: ['whoami'],
    apply(hooks) {
      hooks.middleware.for('whoami').tap('who', (ctx) => {
        const name = ctx.request.cookies.who ?? 'anonymous';
        who.set(ctx, name);
        if (keyed) ctx.cacheKey.push(`who=${name === 'anonymous' ? 'anonymous' : 'named'}`);
      });
      hooks.headTags.tap('who', (tags, ctx) => [...tags, { tag: 'meta', attrs: { name: 'who', content: who.get(ctx) ?? 'none' } }]);
    },
  });

const greeted = (body: string) => /<meta [^>]*name="who" content="([^"]*)"/.exec(body)?.[1];

describe('a middleware step that reads a cookie', () => {
  it('never hands one reader’s page to another, and keeps the page of readers without the cookie', async () => {
    const site = await testPlugin(whoPlugin(false), {});
    try {
      const as = (cookie?: string) => site.inject({ url: '/about/', headers: cookie ? { cookie } : {} });
      expect(greeted((await as('who=alice')).body)).toBe('alice');
      // Not kept even for the same reader: the step did not say what the page varies on.
      const aliceAgain = await as('who=alice');
      expect(greeted(aliceAgain.body)).toBe('alice');
      expect(aliceAgain.headers['x-neutron-cache']).not.toBe('hit');
      const bob = await as('who=bob');
      expect(greeted(bob.body)).toBe('bob');
      expect(bob.headers['x-neutron-cache']).not.toBe('hit');
      // Without the cookie the page is everyone's: kept, and a hit the second time.
      expect(greeted((await as()).body)).toBe('anonymous');
      const again = await as();
      expect(greeted(again.body)).toBe('anonymous');
      expect(again.headers['x-neutron-cache']).toBe('hit');
      expect(greeted((await as('who=carol')).body)).toBe('carol');
    } finally {
      await site.close();
    }
  });

  it('a step that keys the page on what it read keeps each form of it', async () => {
    const site = await testPlugin(whoPlugin(true), {});
    try {
      const as = (cookie?: string) => site.inject({ url: '/about/', headers: cookie ? { cookie } : {} });
      await as();
      const anonymous = await as();
      expect(anonymous.headers['x-neutron-cache']).toBe('hit');
      expect(greeted(anonymous.body)).toBe('anonymous');
      const named = await as('who=alice');
      expect(named.headers['x-neutron-cache']).toBe('miss');
      expect(greeted(named.body)).toBe('alice');
      expect((await as('who=alice')).headers['x-neutron-cache']).toBe('hit');
    } finally {
      await site.close();
    }
  });
});
