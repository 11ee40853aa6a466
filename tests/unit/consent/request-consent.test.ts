// The server's reading of one request: the cookie (named by the options) and Sec-GPC.
import { describe, expect, it } from 'vitest';
import { readRequestConsent } from '../../../plugins/consent/request-consent.ts';
import { testSettings } from './settings.ts';

const settings = testSettings('choice');

const read = (cookies: Record<string, string>, headers: Record<string, string | string[]> = {}) => readRequestConsent({ cookies, headers }, settings);

describe('reading consent on the server', () => {
  it('no cookie: critical only, not decided', () => {
    expect(read({})).toEqual({ state: { granted: ['critical'], decided: false }, gpc: false });
  });

  it('reads the configured cookie only', () => {
    expect(read({ choice: '1.C0001-C0003' }).state).toEqual({ granted: ['critical', 'functional'], decided: true });
    expect(read({ neutron_consent: '1.C0001-C0003' }).state.decided).toBe(false);
  });

  it('a bad cookie counts as no choice', () => {
    expect(read({ choice: 'yes please' }).state).toEqual({ granted: ['critical'], decided: false });
  });

  it('Sec-GPC: 1 turns targeting and social off unless the choice was made under GPC', () => {
    const all = '1.C0001-C0002-C0003-C0004-C0005';
    expect(read({ choice: all }, { 'sec-gpc': '1' })).toEqual({ state: { granted: ['critical', 'performance', 'functional'], decided: true }, gpc: true });
    expect(read({ choice: '1.C0001-C0004.gpc' }, { 'sec-gpc': '1' }).state.granted).toEqual(['critical', 'targeting']);
    expect(read({ choice: all }, { 'sec-gpc': '0' }).state.granted).toHaveLength(5);
    expect(read({ choice: all }, { 'sec-gpc': ['1'] }).gpc).toBe(true);
  });

  it('settings: a year by default, in seconds', () => {
    expect(settings.cookie).toEqual({ name: 'choice', maxAge: 31_536_000 });
  });
});
