// Hooks the ab-test plugin offers other plugins, one set per brand hook bag.
import { HookMap, SyncBailHook } from 'tapable';
import type { CoreHooks } from '../../core/index.ts';
import type { CriteriaInput, CriterionConfig, ExternalCriteria } from './criteria.ts';

export interface AbTestHooks {
  /**
   * Criteria types beyond the built-in ones, by type name (config, input): answer true
   * or false; a type nobody answers is never eligible.
   *   getAbTestHooks(hooks).criteria.for('daypart').tap('my-plugin', (config, input) => …)
   */
  readonly criteria: HookMap<SyncBailHook<[CriterionConfig, CriteriaInput], boolean | undefined>>;
}

const byBag = new WeakMap<CoreHooks, AbTestHooks>();

export function getAbTestHooks(hooks: CoreHooks): AbTestHooks {
  let own = byBag.get(hooks);
  if (!own) {
    own = Object.freeze({
      criteria: new HookMap(() => new SyncBailHook<[CriterionConfig, CriteriaInput], boolean | undefined>(['config', 'input'])),
    });
    byBag.set(hooks, own);
  }
  return own;
}

/** The criteria hook as the evaluator's fallback for types it does not know. */
export function externalCriteria(own: AbTestHooks): ExternalCriteria {
  return (type, config, input) => {
    const hook = own.criteria.get(type);
    return hook?.isUsed() ? hook.call(config, input) : undefined;
  };
}
