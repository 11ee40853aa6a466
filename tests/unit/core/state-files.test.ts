import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IN_MEMORY, keptSecret, projectState, scratchState } from '../../../core/state-files.ts';

describe('state files', () => {
  it("the project's state is its config's files, a store nobody configured in memory under test", () => {
    const state = projectState('/srv/site', 'production');
    expect(state.file('data/secrets/x.key')).toBe('/srv/site/data/secrets/x.key');
    expect(state.store(undefined, 'data/ads.sqlite')).toBe('/srv/site/data/ads.sqlite');
    expect(state.store('/var/lib/ads.sqlite', 'data/ads.sqlite')).toBe('/var/lib/ads.sqlite');
    expect(state.store(IN_MEMORY, 'data/ads.sqlite')).toBe(IN_MEMORY);
    expect(projectState('/srv/site', 'test').store(undefined, 'data/ads.sqlite')).toBe(IN_MEMORY);
  });

  it("a check's state gives each file a scratch file of its own, removed with the folder", () => {
    const state = scratchState('/srv/site');
    const ads = state.store(undefined, 'data/ads.sqlite');
    const elsewhere = state.store('/var/lib/ads.sqlite', 'data/ads.sqlite');
    expect(path.dirname(ads)).toBe(path.dirname(elsewhere));
    expect(ads.startsWith(os.tmpdir())).toBe(true);
    expect(ads).not.toBe(elsewhere);
    expect(state.file('data/ads.sqlite')).toBe(ads);
    expect(state.store(IN_MEMORY, 'data/ads.sqlite')).toBe(IN_MEMORY);
    writeFileSync(ads, 'x');
    state.remove();
    expect(existsSync(path.dirname(ads))).toBe(false);
  });

  it('a kept secret is generated once, readable by its owner only, then read back', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-secret-')), 'secrets/a.key');
    const first = keptSecret(file);
    expect(first.generated).toBe(true);
    expect(first.secret).toMatch(/^[\w-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(keptSecret(file)).toEqual({ secret: first.secret, generated: false });
    // A file holding too short a secret is replaced.
    writeFileSync(file, 'short\n');
    const again = keptSecret(file, { encoding: 'hex' });
    expect(again.generated).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
  });
});
