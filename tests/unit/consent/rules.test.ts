// From a stored choice and Global Privacy Control to the reader's consent, and from a
// reader's action to what is stored.
import { describe, expect, it } from 'vitest';
import { choiceOf, consentStateOf } from '../../../plugins/consent/rules.ts';

const ALL = { categories: ['performance', 'functional', 'targeting', 'social'], gpcOptOut: ['targeting', 'social'] } as const;
const everything = ['critical', 'performance', 'functional', 'targeting', 'social'] as const;

describe('consent from the stored choice', () => {
  it('before a choice only critical is granted, GPC or not', () => {
    expect(consentStateOf(undefined, false, ALL)).toEqual({ granted: ['critical'], decided: false });
    expect(consentStateOf(undefined, true, ALL)).toEqual({ granted: ['critical'], decided: false });
  });

  it('a choice grants what it lists, critical always', () => {
    expect(consentStateOf({ granted: ['critical', 'functional'], gpc: false }, false, ALL)).toEqual({ granted: ['critical', 'functional'], decided: true });
    expect(consentStateOf({ granted: ['critical'], gpc: false }, false, ALL)).toEqual({ granted: ['critical'], decided: true });
  });

  it('GPC turns targeting and social off when the choice was not made under GPC', () => {
    expect(consentStateOf({ granted: everything, gpc: false }, true, ALL).granted).toEqual(['critical', 'performance', 'functional']);
  });

  it('an opt-in saved while GPC was on stands', () => {
    expect(consentStateOf({ granted: ['critical', 'targeting'], gpc: true }, true, ALL).granted).toEqual(['critical', 'targeting']);
  });

  it('a category the brand does not offer is never granted', () => {
    const rules = { categories: ['performance'], gpcOptOut: ['targeting'] } as const;
    expect(consentStateOf({ granted: everything, gpc: false }, false, rules).granted).toEqual(['critical', 'performance']);
  });
});

describe('what an action stores', () => {
  it('accept all grants every offered category', () => {
    expect(choiceOf({ kind: 'accept-all' }, false, ALL)).toEqual({ granted: everything, gpc: false });
  });

  it('accept all under GPC leaves the GPC categories off', () => {
    expect(choiceOf({ kind: 'accept-all' }, true, ALL)).toEqual({ granted: ['critical', 'performance', 'functional'], gpc: true });
  });

  it('ticking a GPC category under GPC is an explicit opt-in', () => {
    const choice = choiceOf({ kind: 'choose', granted: ['targeting'] }, true, ALL);
    expect(choice).toEqual({ granted: ['critical', 'targeting'], gpc: true });
    expect(consentStateOf(choice, true, ALL).granted).toEqual(['critical', 'targeting']);
  });

  it('reject all keeps critical only; choices outside the offer are dropped', () => {
    expect(choiceOf({ kind: 'reject-all' }, false, ALL)).toEqual({ granted: ['critical'], gpc: false });
    expect(choiceOf({ kind: 'choose', granted: ['social'] }, false, { categories: ['performance'], gpcOptOut: [] })).toEqual({ granted: ['critical'], gpc: false });
  });
});
