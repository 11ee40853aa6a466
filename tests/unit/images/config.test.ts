import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../core/config/load-yaml.ts';
import { GENERATED_IMAGE_KEY_FILE, IMAGE_KEY_ENV, loadImageConfig } from '../../../core/images/config.ts';
import { legacyPresetFor } from '../../../core/images/legacy-redirects.ts';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

function writeConfig(text: string): { dir: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'neutron-image-config-'));
  // The originals folder the configs below name (`root: images`) must be there.
  mkdirSync(path.join(dir, 'images'));
  const file = path.join(dir, 'images.yaml');
  writeFileSync(file, text);
  return { dir, file };
}

describe('config/images.yaml', () => {
  const config = loadImageConfig(path.join(projectRoot, 'config/images.yaml'), { root: projectRoot, env: {} });

  it('loads, pointing at the embedded service', () => {
    expect(config.basePaths).toEqual(['/a/img']);
    expect(config.root).toBe(path.join(projectRoot, 'examples/content/images'));
    expect(config.autoWebp).toBe(true);
  });

  it('holds about 90 presets across every family the spec names (spec 000 §9)', () => {
    const names = Object.keys(config.presets);
    expect(names.length).toBeGreaterThanOrEqual(85);
    expect(config.presets.seo_image_wide).toEqual({ width: 1200, height: 675, fit: 'crop' });
    expect(config.presets.seo_image_square).toEqual({ width: 1200, height: 1200, fit: 'crop' });
    expect(config.presets.seo).toMatchObject({ width: 1200, height: 900 });
    for (const name of ['square_56', 'square_640', 'wide_85', 'wide_980', 'col_1', 'col_6', 'hero', 'stories', 'listicle']) {
      expect(config.presets[name], name).toBeDefined();
    }
    expect(names.some((name) => name.startsWith('deep_dive'))).toBe(true);
    for (const preset of Object.values(config.presets)) expect(['crop', 'cover', 'bounds']).toContain(preset.fit);
  });

  it('lets NEUTRON_IMAGE_KEY override the signing key', () => {
    const overridden = loadImageConfig(path.join(projectRoot, 'config/images.yaml'), {
      root: projectRoot,
      env: { [IMAGE_KEY_ENV]: 'a-production-secret-key' },
    });
    expect(overridden.signingKey).toBe('a-production-secret-key');
  });

  it('in production never signs with the committed key: it generates one, keeps it outside git and reuses it', () => {
    const { dir, file } = writeConfig(['basePaths: [/a/img]', 'signingKey: committed-dev-key-0000', 'root: images', 'presets: {}', ''].join('\n'));
    const first = loadImageConfig(file, { root: dir, env: {}, environment: 'production' });
    expect(first.signingKey).not.toBe('committed-dev-key-0000');
    expect(first.signingKey.length).toBeGreaterThanOrEqual(32);
    expect(first.signingKeySource).toBe('generated');
    expect(readFileSync(path.join(dir, GENERATED_IMAGE_KEY_FILE), 'utf8').trim()).toBe(first.signingKey);
    const again = loadImageConfig(file, { root: dir, env: {}, environment: 'production' });
    expect(again).toMatchObject({ signingKey: first.signingKey, signingKeySource: 'stored' });
    // The environment's key wins everywhere; outside production the committed key is used.
    expect(loadImageConfig(file, { root: dir, env: { [IMAGE_KEY_ENV]: 'from-the-environment-1234' }, environment: 'production' })).toMatchObject({ signingKey: 'from-the-environment-1234', signingKeySource: 'environment' });
    expect(loadImageConfig(file, { root: dir, env: {}, environment: 'development' })).toMatchObject({ signingKey: 'committed-dev-key-0000', signingKeySource: 'config file' });
  });

  it('reports a bad preset as file:line:col', () => {
    const { dir, file } = writeConfig(
      [
        'basePaths: [/a/img]',
        'signingKey: 0123456789abcdef',
        'root: images',
        'presets:',
        '  hero: { width: 10, height: 10, fit: stretch }',
        '',
      ].join('\n'),
    );
    try {
      loadImageConfig(file, { root: dir, env: {} });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^images\.yaml:5:\d+: presets\.hero\.fit: /);
    }
  });

  it('refuses a preset larger than the service makes (maxDimension), at its side', () => {
    const { dir, file } = writeConfig(
      ['basePaths: [/a/img]', 'signingKey: 0123456789abcdef', 'root: images', 'maxDimension: 1000', 'presets:', '  hero: { width: 1920, height: 1080, fit: crop }', '  thumb: { width: 64, height: 64, fit: crop }', ''].join('\n'),
    );
    expect(() => loadImageConfig(file, { root: dir, env: {} })).toThrow(
      'images.yaml:6:18: presets.hero.width: 1920 is more than maxDimension 1000: the image service would refuse every image of this preset\n' +
        'images.yaml:6:32: presets.hero.height: 1080 is more than maxDimension 1000: the image service would refuse every image of this preset',
    );
  });

  it('refuses an originals folder that is not there, at the root value', () => {
    const { dir, file } = writeConfig(['basePaths: [/a/img]', 'signingKey: 0123456789abcdef', 'root: nope', 'presets: {}', ''].join('\n'));
    expect(() => loadImageConfig(file, { root: dir, env: {} })).toThrow(/^images\.yaml:3:7: root: folder nope not found$/);
    writeFileSync(path.join(dir, 'nope'), '');
    expect(() => loadImageConfig(file, { root: dir, env: {} })).toThrow(/^images\.yaml:3:7: root: nope is a file, not a folder$/);
  });

  it('refuses protocol-relative base paths and short keys', () => {
    const { dir, file } = writeConfig(['basePaths: [//evil.example/a]', 'signingKey: short', 'root: images', 'presets: {}', ''].join('\n'));
    expect(() => loadImageConfig(file, { root: dir, env: {} })).toThrow(
      /images\.yaml:1:\d+: basePaths\.0: [\s\S]*images\.yaml:2:\d+: signingKey/,
    );
    const good = writeConfig(['basePaths: [/a/img]', 'signingKey: 0123456789abcdef', 'root: images', 'presets: {}', ''].join('\n'));
    // An environment override is named as such, not at a line of the file it overrides.
    expect(() => loadImageConfig(good.file, { root: good.dir, env: { [IMAGE_KEY_ENV]: 'short' } })).toThrow(/^NEUTRON_IMAGE_KEY must be at least 16 characters \(it has 5\)$/);
  });
});

describe('legacyPresetFor', () => {
  const presets = { b_box: { width: 10, height: 20, fit: 'crop' as const }, a_box: { width: 10, height: 20, fit: 'bounds' as const } };
  it('knows preset names and preset dimensions only', () => {
    expect(legacyPresetFor('b_box', presets)).toBe('b_box');
    expect(legacyPresetFor('10x20', presets)).toBe('a_box');
    expect(legacyPresetFor('11x20', presets)).toBeUndefined();
    expect(legacyPresetFor('hub', presets)).toBeUndefined();
    expect(legacyPresetFor('constructor', presets)).toBeUndefined();
  });
});
