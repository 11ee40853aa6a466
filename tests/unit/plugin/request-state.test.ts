import { describe, expect, it } from 'vitest';
import type { PageContext } from '../../../core/context.ts';
import { defineRequestState } from '../../../core/request-state.ts';

const context = (): Pick<PageContext, 'state'> => ({ state: {} });

describe('defineRequestState', () => {
  it('keeps a typed value per request and per plugin', () => {
    const counter = defineRequestState<{ count: number }>('counter');
    const label = defineRequestState<string>('label');
    const first = context();
    const second = context();
    expect(counter.get(first)).toBeUndefined();
    counter.set(first, { count: 1 });
    label.set(first, 'one');
    expect(counter.get(first)).toEqual({ count: 1 });
    expect(label.get(first)).toBe('one');
    expect(counter.get(second)).toBeUndefined();
    expect(counter.key).toBe('counter');
  });

  it('two accessors with one key share the value (a plugin module loaded twice)', () => {
    const ctx = context();
    defineRequestState<number>('twice').set(ctx, 2);
    expect(defineRequestState<number>('twice').get(ctx)).toBe(2);
  });
});
