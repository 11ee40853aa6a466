// Typed per-request state: a plugin defines one accessor for what it keeps on a request
// and reads it back typed, in a later middleware step, a loader or a page-data tap:
//
//   export const abTestState = defineRequestState<AbTestPublicState>('ab-test');
//   abTestState.set(ctx, { tests });      // in the 'ab-test' middleware step
//   abTestState.get(ctx)?.tests;          // later in the same request
//
// Another plugin reads it through the accessor the owner exports from its entry module.
// Where no plugin owns a key yet, define an accessor of `unknown` under that key and
// check what you find before using it.
import type { PageContext, RequestStateSlots } from './context.ts';

export interface RequestState<T> {
  /** The key the state is kept under: the owning plugin's name. */
  readonly key: string;
  /** The value set on this request, or undefined. */
  get(ctx: Pick<PageContext, 'state'>): T | undefined;
  set(ctx: Pick<PageContext, 'state'>, value: T): void;
}

function slotsOf(state: RequestStateSlots): Record<string, unknown> {
  return state as Record<string, unknown>;
}

/**
 * The accessor of one plugin's request state. The value lives on the request's page
 * context under `key`, so two accessors with one key (a module loaded twice) share it.
 */
export function defineRequestState<T>(key: string): RequestState<T> {
  return Object.freeze({
    key,
    get: (ctx: Pick<PageContext, 'state'>) => slotsOf(ctx.state)[key] as T | undefined,
    set: (ctx: Pick<PageContext, 'state'>, value: T) => {
      slotsOf(ctx.state)[key] = value;
    },
  });
}
