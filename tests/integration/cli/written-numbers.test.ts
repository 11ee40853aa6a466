// A whole number a config file writes in another form than plain decimal digits (`0x50`,
// `1e3`, `+45`, `45.0`), or any number in another form than decimal digits (`0x0A`, `+30`),
// is a finding at the value in every config the core loads with a schema, plugin options
// included, in the words the A/B definitions use.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/project.ts';
import { tempProject, tempProjectWithPlugin } from '../../helpers/temp-project.ts';

const PLAIN = 'write it in plain decimal digits';

/** `line:col` (from 1) of the first `needle` in `text`. */
function at(text: string, needle: string): string {
  const before = text.slice(0, text.indexOf(needle)).split('\n');
  return `${before.length}:${(before.at(-1) ?? '').length + 1}`;
}

it('start and validate all refuse the app config at the value', async () => {
  const dir = tempProject();
  const appFile = path.join(dir, 'config/app.yaml');
  const app = readFileSync(appFile, 'utf8').replace('port: 0,', 'port: 0x50,').replace('maxEntries: 100,', 'maxEntries: 1e2,');
  writeFileSync(appFile, app);
  const expected = [
    `config/app.yaml:${at(app, '0x50')}: server.port 0x50 is read as the number 80: ${PLAIN}`,
    `config/app.yaml:${at(app, '1e2')}: cache.pageCache.maxEntries 1e2 is read as the number 100: ${PLAIN}`,
  ];
  expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${expected.join('\n')}\nneutron start: the configuration is invalid; nothing was started\n` });
  expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${expected.join('\n')}\nall configs: 2 errors\n` });
});

it('where any number is allowed, a hex number or a leading + is refused in the same words; a fraction stays valid', async () => {
  const dir = tempProject();
  const appFile = path.join(dir, 'config/app.yaml');
  const app = readFileSync(appFile, 'utf8').replace('port: 0,', 'port: 0, timeouts: { headersSeconds: 0x0A, requestSeconds: +30, keepAliveSeconds: 2.5 },');
  writeFileSync(appFile, app);
  const expected = [
    `config/app.yaml:${at(app, '0x0A')}: server.timeouts.headersSeconds 0x0A is read as the number 10: ${PLAIN}`,
    `config/app.yaml:${at(app, '+30')}: server.timeouts.requestSeconds +30 is read as the number 30: ${PLAIN}`,
  ];
  expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${expected.join('\n')}\nneutron start: the configuration is invalid; nothing was started\n` });
  expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${expected.join('\n')}\nall configs: 2 errors\n` });
});

it('validate all refuses the image config at the value', async () => {
  const images = readFileSync(path.join(repoRoot, 'config/images.yaml'), 'utf8').replace('maxDimension: 4096', 'maxDimension: 4.096e3').replace('square_56: { width: 56,', 'square_56: { width: 0x38,');
  const dir = tempProject({ 'config/images.yaml': images });
  const appFile = path.join(dir, 'config/app.yaml');
  writeFileSync(appFile, readFileSync(appFile, 'utf8').replace(/images: [^ }]+/, 'images: config/images.yaml'));
  const result = await runCli(['validate', 'all'], dir);
  expect(result.code).toBe(1);
  expect(result.stderr.split('\n').filter((line) => line.startsWith('config/images.yaml:'))).toEqual([
    `config/images.yaml:${at(images, '4.096e3')}: maxDimension 4.096e3 is read as the number 4096: ${PLAIN}`,
    `config/images.yaml:${at(images, '0x38')}: presets.square_56.width 0x38 is read as the number 56: ${PLAIN}`,
  ]);
});

it('validate site refuses an ad slot number and a plugin option at the value, a decimal where one is allowed stays valid', async () => {
  const dir = tempProjectWithPlugin(
    'counter',
    `import { Type } from '@sinclair/typebox';
import { definePlugin } from '${path.join(repoRoot, 'core/index.ts')}';
export default definePlugin({
  name: 'counter',
  options: Type.Object({ limits: Type.Object({ perPage: Type.Integer({ minimum: 1, default: 3 }) }), ratio: Type.Number({ default: 0.5 }) }, { additionalProperties: false }),
  apply() {},
});
`,
  );
  const site = `id: default
name: Test Default
prefix: /
body:
  adSlots:
    - { name: mpu, size: mpu, mode: characters, value: 1500, limit: +2 }
    - { name: top, size: leaderboard, mode: percentage, value: 2.5e1, limit: 1 }
plugins:
  counter: { limits: { perPage: 3 }, ratio: 1.5 }
`;
  const siteFile = path.join(dir, 'sites/default.yaml');
  writeFileSync(siteFile, site);
  expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({
    code: 1,
    stdout: '',
    stderr: `sites/default.yaml:${at(site, '+2')}: body.adSlots.0.limit +2 is read as the number 2: ${PLAIN}\nsites/default.yaml: 1 error\n`,
  });
  // The site's own keys are valid: the plugin's options are checked, in the same words.
  const valid = site.replace('+2', '2').replace('perPage: 3', 'perPage: 010');
  writeFileSync(siteFile, valid);
  expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({
    code: 1,
    stdout: '',
    stderr: [
      `sites/default.yaml:${at(valid, '010')}: plugins.counter.limits.perPage 010 is read as the number 10: ${PLAIN}`,
      `sites/default.yaml:${at(valid, 'adSlots')}: body.adSlots: no plugin enabled on brand default fills ad slots, so its bodies carry none (no installed plugin fills them, or remove body.adSlots) (warning)`,
      'sites/default.yaml: 1 error, 1 warning',
      '',
    ].join('\n'),
  });
});
