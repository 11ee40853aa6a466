// The broadband reference data (spec 001 §9): 34 metro areas with city and state, US
// averages of 133 down and 46 up, per-state speeds, the provider → review slug map; and
// the loader's `file:line:col` findings for bad data.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadReferenceData, reviewSlugOf, stateOfZip } from '../../../plugins/broadband/reference-data.ts';
import { speedChartRows } from '../../../plugins/broadband/shortcodes.tsx';
import { repoRoot } from '../../helpers/project.ts';

const folder = path.join(repoRoot, 'examples/broadband');
const data = loadReferenceData(folder, repoRoot);

describe('the shipped reference data', () => {
  it('has the spec figures: 34 metro areas, the US at 133/46, every state, the review slug map', () => {
    expect(data.metros).toHaveLength(34);
    expect(new Set(data.metros.map((metro) => `${metro.city}, ${metro.state}`)).size).toBe(34);
    expect(data.us).toEqual({ download: 133, upload: 46 });
    expect(Object.keys(data.states)).toHaveLength(51);
    expect(Object.keys(data.reviewSlugs).sort()).toEqual(['att', 'cox', 'frontier', 'google fiber', 'hughesnet', 'spectrum', 'starlink', 't-mobile 5g', 'verizon', 'viasat', 'xfinity']);
    for (const provider of data.providers.values()) expect(reviewSlugOf(data, provider.name)).toMatch(/^[a-z0-9-]+$/);
  });

  it('has a few dozen ZIP codes across several states', () => {
    expect(data.zipcodes.size).toBeGreaterThanOrEqual(24);
    expect(new Set([...data.zipcodes.values()].map((area) => area.state)).size).toBeGreaterThanOrEqual(10);
  });

  it('finds the state of any ZIP code by its prefix', () => {
    expect(stateOfZip(data, '78701')).toBe('TX');
    expect(stateOfZip(data, '02139')).toBe('MA');
    expect(stateOfZip(data, '99501')).toBe('AK');
    expect(stateOfZip(data, '00001')).toBeUndefined();
  });

  it('builds speed chart rows for a state, a metro area, or the fastest metro areas', () => {
    expect(speedChartRows(data, { state: 'wa' }).rows.map((row) => row.label)).toEqual(['WA average', 'US average']);
    expect(speedChartRows(data, { city: 'Seattle' }).highlight).toEqual(['Seattle, WA', 'WA average']);
    expect(speedChartRows(data, {}).rows.map((row) => row.label)).toEqual(['US average', 'San Francisco, CA', 'Austin, TX', 'Atlanta, GA', 'New York, NY', 'Washington, DC']);
    expect(speedChartRows(data, { metros: '100' }).rows).toHaveLength(35);
  });
});

describe('loading bad reference data', () => {
  function copyWith(file: string, edit: (text: string) => string): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-broadband-'));
    cpSync(folder, dir, { recursive: true });
    writeFileSync(path.join(dir, file), edit(readFileSync(path.join(dir, file), 'utf8')));
    return dir;
  }

  it('names the file, line and column of an unknown provider and of a malformed field', () => {
    const unknown = copyWith('zipcodes.yaml', (text) => text.replace('providers: [att, spectrum, t-mobile-5g', 'providers: [att, comcastic, t-mobile-5g'));
    expect(() => loadReferenceData(unknown, unknown)).toThrow(/^zipcodes\.yaml:4:110: unknown provider 'comcastic' \(not in providers\.yaml\)$/m);
    const badZip = copyWith('zipcodes.yaml', (text) => text.replace("'90210':", "'9021':"));
    expect(() => loadReferenceData(badZip, badZip)).toThrow(/^zipcodes\.yaml:5:3: zipcodes\.9021: a ZIP code must be five digits, quoted \('90210'\)$/m);
    const badState = copyWith('speeds.yaml', (text) => text.replace(/^(\s+)WA:/m, '$1Wa:'));
    expect(() => loadReferenceData(badState, badState)).toThrow(/^speeds\.yaml:\d+:\d+: states\.Wa: a state must be a US state code of two capital letters \(WA\)$/m);
    const badPhone = copyWith('providers.yaml', (text) => text.replace(/dnis: '?[0-9]{10}'?/, 'dnis: 555-0100'));
    expect(() => loadReferenceData(badPhone, badPhone)).toThrow(/^providers\.yaml:\d+:\d+: providers\.[a-z0-9-]+\.phone\.dnis: must be a phone number of ten digits \(8005551234\)$/m);
    const badSpeed = copyWith('speeds.yaml', (text) => text.replace('us: { download: 133, upload: 46 }', 'us: { download: fast, upload: 46 }'));
    expect(() => loadReferenceData(badSpeed, badSpeed)).toThrow(/^speeds\.yaml:3:17: us\.download is text \('fast'\): write a number$/m);
  });
});
