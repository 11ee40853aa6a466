import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { fixtureProject, repoRoot } from '../../helpers/project.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe('neutron validate', () => {
  it('validate all passes on the shipped configs, the checks against the app included', async () => {
    const result = await runCli(['validate', 'all']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^all configs: ok/);
    // The shipped A/B tests' windows are over: reported as warnings, not errors.
    expect(result.stderr).not.toMatch(/error/);
    expect(result.stderr).not.toContain('vanity');
    // Both brands run btncolor_test, adcap_test and adcap_increase: each ended test is said once.
    const ended = result.stderr.split('\n').flatMap((line) => /^config\/ab-tests\.yaml:\d+:\d+: test (\w+): ended on /.exec(line)?.[1] ?? []);
    expect(ended).toHaveLength(12);
    expect(new Set(ended).size).toBe(12);
  }, 60_000);

  it("validate site of the auto brand warns only about the ended tests it runs, not the default brand's", async () => {
    const definitions = readFileSync(path.join(repoRoot, 'config/ab-tests.yaml'), 'utf8').split('\n');
    /** The warning at the endDate of test `id` (the first endDate after its id). */
    const ended = (id: string, date: string) => {
      const line = definitions.findIndex((text, index) => text.startsWith('    endDate: ') && index > definitions.indexOf(`  - id: ${id}`)) + 1;
      return `config/ab-tests.yaml:${line}:14: test ${id}: ended on ${date}; it no longer buckets anyone (warning)`;
    };
    const result = await runCli(['validate', 'site', 'sites/auto.yaml']);
    expect(result).toEqual({
      code: 0,
      stdout: 'sites/auto.yaml: ok (3 warnings)\n',
      stderr: [ended('btncolor_test', '2023-12-01'), ended('adcap_test', '2024-03-01'), ended('adcap_increase', '2024-03-09'), ''].join('\n'),
    });
  });

  it('validate all and start say the warnings found in the same pass as an error, after the errors', async () => {
    const site = (name: string) => readFileSync(path.join(fixtureProject, `sites/${name}.yaml`), 'utf8');
    const dir = tempProject({
      'sites/default.yaml': site('default').replace('middleware: [brand, i18n,', 'middleware: [brand, brand, i18n,'),
      'sites/auto.yaml': `${site('auto')}colour: red\n`,
    });
    const findings = [
      "sites/auto.yaml:10:1: unknown key 'colour'",
      "sites/default.yaml:5:21: middleware 'brand' is listed twice (first as step 1); it runs twice on every page (warning)",
      '',
    ].join('\n');
    expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${findings}all configs: 1 error, 1 warning\n` });
    expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${findings}neutron start: the configuration is invalid; nothing was started\n` });
  });

  it('validate site reports each finding with file:line:col and exits 1', async () => {
    const dir = tempProject({ 'sites/bad.yaml': 'id: default\nname: X\nprefix: roadshow\ncolour: red\n' });
    const result = await runCli(['validate', 'site', 'sites/bad.yaml'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("sites/bad.yaml:3:9: prefix: must start and end with '/', with lowercase letters, digits and '-' between (/ or /roadshow/)\n");
    expect(result.stderr).toContain("sites/bad.yaml:4:1: unknown key 'colour'");
  });

  it('validate site --json prints machine-readable findings', async () => {
    const dir = tempProject({ 'sites/bad.yaml': 'id: nope\nname: X\nprefix: /\n' });
    const result = await runCli(['validate', 'site', 'sites/bad.yaml', '--json'], dir);
    expect(result.code).toBe(1);
    const parsed = JSON.parse(result.stdout) as { ok: boolean; findings: { line: number; col: number }[] };
    expect(parsed.ok).toBe(false);
    expect(parsed.findings[0]).toMatchObject({ file: 'sites/bad.yaml', line: 1, col: 5 });
  });

  it('validate routes checks the route config', async () => {
    expect((await runCli(['validate', 'routes'])).code).toBe(0);
    const dir = tempProject({ 'config/bad-routes.yaml': 'topics: {}\nwelcomeSlug: welcome\n' });
    const result = await runCli(['validate', 'routes', 'config/bad-routes.yaml'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/config\/bad-routes\.yaml:1:9: topics: missing required key 'news'/);
  });

  it('validate routes reports evergreen, legacy and navigation targets that no route matches', async () => {
    const routes = readFileSync(path.join(repoRoot, 'config/routes.yaml'), 'utf8')
      .replace('  - { term: CES, path: /ces/ }', '  - { term: CES, path: /ces/ }\n  - { term: Nowhere, path: /no/such/page/ }')
      .replace('  newsletter-signup: { us: /newsletters/ }', '  newsletter-signup: { us: /newsletter-signup-page/ }');
    const dir = tempProject({
      'config/routes.yaml': routes,
      'sites/default.yaml': 'id: default\nname: T\nprefix: /\nnavigation:\n  header:\n    - { title: News, href: /news/ }\n    - { title: Gone, href: /gone/away/ }\n',
    });
    const result = await runCli(['validate', 'routes'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/config\/routes\.yaml:\d+:\d+: evergreen term 'Nowhere' points at \/no\/such\/page\/, which no route matches/);
    expect(result.stderr).toMatch(/config\/routes\.yaml:\d+:\d+: legacy link 'newsletter-signup' \(us\) points at \/newsletter-signup-page\/, which no route matches/);
    expect(result.stderr).toContain("sites/default.yaml:7:28: header link 'Gone' points at /gone/away/, which no route matches");
    expect((await runCli(['validate', 'all'], dir)).stderr).toContain("header link 'Gone' points at /gone/away/");
  });

  it('validate routes reports an evergreen term mapped twice, at the second entry', async () => {
    const routes = readFileSync(path.join(repoRoot, 'config/routes.yaml'), 'utf8').replace(
      '  - { term: 5G, path: /5g/ }\n',
      (entry) => `${entry}  - { term: 5G, path: /ces/ }\n`,
    );
    const line = routes.split('\n').findIndex((text) => text === '  - { term: 5G, path: /5g/ }') + 1;
    const dir = tempProject({ 'config/routes.yaml': routes });
    const result = await runCli(['validate', 'routes'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`config/routes.yaml:${line + 1}:13: evergreen term '5G' is listed twice; line ${line} already maps it to /5g/\nconfig/routes.yaml: 1 error\n`);
  });

  it('validate routes reports a topic listed twice in one allow-list, at the repeat', async () => {
    const original = '  news: [live-blog, misinformation, news, politics, privacy, social-media, special-features]';
    const routes = readFileSync(path.join(repoRoot, 'config/routes.yaml'), 'utf8').replace(original, original.replace('special-features]', 'special-features, politics]'));
    const line = routes.split('\n').findIndex((text) => text.startsWith('  news: [')) + 1;
    const col = (routes.split('\n')[line - 1] ?? '').lastIndexOf('politics') + 1;
    const dir = tempProject({ 'config/routes.yaml': routes });
    const result = await runCli(['validate', 'routes'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`config/routes.yaml:${line}:${col}: topics.news: "politics" is listed twice (first as item 4)\nconfig/routes.yaml: 1 error\n`);
  });

  it('validate routes reports a target only the vanity catch-all matches (it answers 404)', async () => {
    const routes = readFileSync(path.join(repoRoot, 'config/routes.yaml'), 'utf8')
      .replace('  - { term: CES, path: /ces/ }', '  - { term: CES, path: /ces/ }\n  - { term: Best Laptops, path: /topics/laptops/best-laptops/ }')
      .replace('  newsletter-signup: { us: /newsletters/ }', '  newsletter-signup: { us: /newsletter-signup/ }');
    // Where each value stands in the file: line and column, both from 1.
    const at = (text: string) => {
      const lines = routes.split('\n');
      const index = lines.findIndex((line) => line.includes(text));
      return `${index + 1}:${(lines[index] ?? '').indexOf(text) + 1}`;
    };
    const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-routes-'));
    writeFileSync(path.join(dir, 'routes.yaml'), routes);
    const file = path.relative(repoRoot, path.join(dir, 'routes.yaml'));
    // The shipped project, whose brands both enable vanity and so its catch-all route.
    const result = await runCli(['validate', 'routes', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file}:${at('/topics/laptops/best-laptops/')}: evergreen term 'Best Laptops' points at /topics/laptops/best-laptops/, which no route matches`);
    expect(result.stderr).toContain(`${file}:${at('/newsletter-signup/')}: legacy link 'newsletter-signup' (us) points at /newsletter-signup/, which no route matches`);
  });

  it('validate all reports a target a route matches but the app answers 404', async () => {
    const routes = readFileSync(path.join(repoRoot, 'config/routes.yaml'), 'utf8').replace(
      '  - { term: CES, path: /ces/ }',
      '  - { term: CES, path: /ces/ }\n  - { term: Gone story, path: /news/no-such-story/ }',
    );
    const lines = routes.split('\n');
    const line = lines.findIndex((text) => text.includes('Gone story'));
    const col = (lines[line] ?? '').indexOf('/news/no-such-story/') + 1;
    const dir = tempProject({ 'config/routes.yaml': routes });
    // The article route matches the path: only the app's answer tells it is missing.
    expect((await runCli(['validate', 'routes'], dir)).code).toBe(0);
    const result = await runCli(['validate', 'all'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`config/routes.yaml:${line + 1}:${col}: evergreen term 'Gone story' points at /news/no-such-story/, which answers 404`);
    // The shipped targets answer.
    expect(result.stderr).not.toContain("evergreen term 'CES'");
  }, 60_000);

  it("a plugin option's number where a string is asked for: what was written and how to quote it", async () => {
    const site = readFileSync(path.join(repoRoot, 'sites/default.yaml'), 'utf8');
    const lines = site.replace("    network: '1001'", '    network: 1001').split('\n');
    const line = lines.indexOf('    network: 1001') + 1;
    expect(line).toBeGreaterThan(0);
    const scratch = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-site-')), 'default.yaml');
    writeFileSync(scratch, lines.join('\n'));
    const file = path.relative(repoRoot, scratch);
    const result = await runCli(['validate', 'site', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file}:${line}:14: plugins.ads.network 1001 is a number: quote it ('1001') to give a string\n`);
    expect(result.stderr).not.toContain('must be string');
  }, 60_000);

  it('an unresolved alias is a finding at the alias, not a crash', async () => {
    const dir = tempProject({ 'sites/alias.yaml': 'id: default\nname: *nope\nprefix: /\n' });
    const result = await runCli(['validate', 'site', 'sites/alias.yaml'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe("sites/alias.yaml:2:7: unresolved alias '*nope': the anchor '&nope' must be set before the alias\nsites/alias.yaml: 1 error\n");
    const json = await runCli(['validate', 'site', 'sites/alias.yaml', '--json'], dir);
    expect(json.code).toBe(1);
    expect((JSON.parse(json.stdout) as { findings: unknown[] }).findings).toEqual([
      { file: 'sites/alias.yaml', line: 2, col: 7, message: "unresolved alias '*nope': the anchor '&nope' must be set before the alias", severity: 'error' },
    ]);
  });

  it('a bracket left unclosed is reported at the bracket', async () => {
    const routes = readFileSync(path.join(repoRoot, 'config/routes.yaml'), 'utf8');
    const line = routes.split('\n').findIndex((text) => text === '  science: [biology, climate, science, space]') + 1;
    const dir = tempProject({ 'config/routes.yaml': routes.replace('  science: [biology, climate, science, space]', '  science: [biology, climate, science, space') });
    const result = await runCli(['validate', 'routes'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `config/routes.yaml:${line}:12: Flow sequence in block collection must be sufficiently indented and end with a ]\nconfig/routes.yaml: 1 error\n`,
    );
  });

  it('a { left in a flow mapping is one finding at the brace, not one per token to the end of the file', async () => {
    const routes = readFileSync(path.join(repoRoot, 'config/routes.yaml'), 'utf8');
    const line = routes.split('\n').findIndex((text) => text === '  - { term: E3, path: /e3/ }') + 1;
    const dir = tempProject({ 'config/routes.yaml': routes.replace('  - { term: E3, path: /e3/ }', '  - { term: E3, path: /e3/{slug}/ }') });
    const result = await runCli(['validate', 'routes'], dir);
    expect(result.code).toBe(1);
    // How many errors the parser reports after it depends on the rest of the file.
    const [finding, summary, ...rest] = result.stderr.split('\n');
    expect(finding?.replace(/\(\d+ more/, '(N more')).toBe(
      `config/routes.yaml:${line}:27: a '{' inside a flow mapping ({ … }) opens a nested mapping: quote the value ('/e3/{slug}/') (N more parse errors follow from it)`,
    );
    expect(summary).toBe('config/routes.yaml: 1 error');
    expect(rest).toEqual(['']);
  });

  describe('a tab in the indentation is one finding at the tab, whatever the file', () => {
    const TAB = 'tabs are not allowed for indentation: indent with spaces';
    /** `text` with the line `line` (which must be there) indented with `tabs` instead of its spaces. */
    const tabbed = (text: string, line: string, tabs: string): { text: string; line: number } => {
      const lines = text.split('\n');
      const index = lines.indexOf(line);
      expect(index).toBeGreaterThan(-1);
      lines[index] = `${tabs}${line.trimStart()}`;
      return { text: lines.join('\n'), line: index + 1 };
    };

    it('a site file: validate site exits 1 with that one line', async () => {
      const site = readFileSync(path.join(fixtureProject, 'sites/default.yaml'), 'utf8');
      // The library would add 'All mapping items must start at the same column' for the next line.
      const { text, line } = tabbed(site, '  hello: { greeting: Howdy, shout: true }', '\t');
      const result = await runCli(['validate', 'site', 'sites/default.yaml'], tempProject({ 'sites/default.yaml': text }));
      expect(result).toEqual({ code: 1, stdout: '', stderr: `sites/default.yaml:${line}:1: ${TAB}\nsites/default.yaml: 1 error\n` });
    });

    it('the route config: validate routes exits 1 with that one line', async () => {
      const routes = readFileSync(path.join(repoRoot, 'config/routes.yaml'), 'utf8');
      // The library would add 'A block sequence may not be used as an implicit map key' and three more.
      const { text, line } = tabbed(routes, '    - smart-home', '\t');
      const result = await runCli(['validate', 'routes'], tempProject({ 'config/routes.yaml': text }));
      expect(result).toEqual({ code: 1, stdout: '', stderr: `config/routes.yaml:${line}:1: ${TAB}\nconfig/routes.yaml: 1 error\n` });
    });

    it('the app config, after spaces: validate all and validate site exit 1 with that one line', async () => {
      const app = readFileSync(path.join(repoRoot, 'config/app.yaml'), 'utf8');
      const { text, line } = tabbed(app, '    maxEntries: 1000', '  \t');
      const dir = tempProject({ 'config/app.yaml': text });
      const all = await runCli(['validate', 'all'], dir);
      expect(all).toEqual({ code: 1, stdout: '', stderr: `config/app.yaml:${line}:3: ${TAB}\nall configs: 1 error\n` });
      const site = await runCli(['validate', 'site', 'sites/auto.yaml'], dir);
      expect(site.code).toBe(1);
      expect(site.stderr.split('\n')[0]).toBe(`config/app.yaml:${line}:3: ${TAB}`);
      expect(site.stderr).not.toContain('Nested mappings');
      // The summary does not blame the site file for the app config's error.
      expect(site.stderr).toMatch(/\nsites\/auto\.yaml and the files it reads: 1 error \(1 in config\/app\.yaml\), 1 warning\n$/);
    });

    it('the route config: validate site refuses it as start does, and counts the errors per file', async () => {
      const routes = readFileSync(path.join(repoRoot, 'config/routes.yaml'), 'utf8');
      const { text, line } = tabbed(routes, '    - smart-home', '\t');
      const dir = tempProject({ 'config/routes.yaml': text, 'sites/auto.yaml': `${readFileSync(path.join(fixtureProject, 'sites/auto.yaml'), 'utf8')}colour: red\n` });
      const result = await runCli(['validate', 'site', 'sites/auto.yaml'], dir);
      expect(result).toEqual({
        code: 1,
        stdout: '',
        stderr: [
          `config/routes.yaml:${line}:1: ${TAB}`,
          "sites/auto.yaml:10:1: unknown key 'colour'",
          'sites/auto.yaml and the files it reads: 2 errors (1 in config/routes.yaml, 1 in sites/auto.yaml)',
          '',
        ].join('\n'),
      });
      const start = await runCli(['start'], dir);
      expect(start.code).toBe(1);
      expect(start.stderr).toContain(`config/routes.yaml:${line}:1: ${TAB}\n`);
    });
  });

  it('validate site refuses a hex number in the image config, as start does', async () => {
    const images = readFileSync(path.join(repoRoot, 'config/images.yaml'), 'utf8');
    const line = images.split('\n').indexOf('maxDimension: 4096') + 1;
    expect(line).toBeGreaterThan(0);
    const dir = tempProject({ 'config/images.yaml': images.replace('maxDimension: 4096', 'maxDimension: 0x1000') });
    const appFile = path.join(dir, 'config/app.yaml');
    writeFileSync(appFile, readFileSync(appFile, 'utf8').replace(/images: .*\.yaml/, 'images: config/images.yaml'));
    const finding = `config/images.yaml:${line}:15: maxDimension 0x1000 is read as the number 4096: write it in plain decimal digits`;
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `${finding}\nsites/default.yaml and the files it reads: 1 error (1 in config/images.yaml)\n`,
    });
    expect((await runCli(['validate', 'all'], dir)).stderr).toContain(`${finding}\n`);
  });

  /** The fixture project reading its own copy of the shipped image config, edited. */
  function projectWithImages(edit: (images: string) => string): { dir: string; images: string } {
    const images = edit(readFileSync(path.join(repoRoot, 'config/images.yaml'), 'utf8'));
    const dir = tempProject({ 'config/images.yaml': images });
    const appFile = path.join(dir, 'config/app.yaml');
    writeFileSync(appFile, readFileSync(appFile, 'utf8').replace(/images: .*\.yaml/, 'images: config/images.yaml'));
    return { dir, images };
  }

  it('an image root folder that is not there is an error at the value, and start refuses it', async () => {
    const { dir, images } = projectWithImages((text) => text.replace(/^root: .*$/m, 'root: examples/content/nope'));
    const line = images.split('\n').indexOf('root: examples/content/nope') + 1;
    const finding = `config/images.yaml:${line}:7: root: folder examples/content/nope not found`;
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `${finding}\nsites/default.yaml and the files it reads: 1 error (1 in config/images.yaml)\n`,
    });
    expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}\nall configs: 1 error\n` });
    expect(await runCli(['start'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}\nneutron start: the configuration is invalid; nothing was started\n` });
    // A file where the folder should be is said as such.
    writeFileSync(path.join(dir, 'config/images.yaml'), images.replace('root: examples/content/nope', 'root: config/app.yaml'));
    expect((await runCli(['validate', 'site', 'sites/default.yaml'], dir)).stderr).toContain(`config/images.yaml:${line}:7: root: config/app.yaml is a file, not a folder\n`);
  }, 60_000);

  it('an image base path that is neither a path nor an http(s) URL is said in words', async () => {
    const { dir, images } = projectWithImages((text) => text.replace('  - /a/img', '  - a/img'));
    const line = images.split('\n').indexOf('  - a/img') + 1;
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `config/images.yaml:${line}:5: basePaths.0: must be a path starting with '/' or an http(s) URL, without a closing '/' (/a/img or https://images.example.com/a/img)\nsites/default.yaml and the files it reads: 1 error (1 in config/images.yaml)\n`,
    });
  });

  it('a preset or feature flag whose name is not of the form its map takes is an error at the name, in words', async () => {
    const { dir, images } = projectWithImages((text) => text.replace('  square_56: ', '  Square_56: '));
    const line = images.split('\n').findIndex((text) => text.startsWith('  Square_56: ')) + 1;
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `config/images.yaml:${line}:3: presets.Square_56: a preset name is lower-case letters, digits and '_', starting with a letter (square_56)\nsites/default.yaml and the files it reads: 1 error (1 in config/images.yaml)\n`,
    });
    const site = readFileSync(path.join(fixtureProject, 'sites/default.yaml'), 'utf8').replace('features: { alpha: true,', 'features: { Bad.Flag: true, alpha: true,');
    const flagged = tempProject({ 'sites/default.yaml': site });
    const result = await runCli(['validate', 'site', 'sites/default.yaml'], flagged);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("sites/default.yaml:4:13: features.Bad.Flag: a feature flag's name is a letter, then up to 63 letters, digits, '_' or '-' (stickyNewsletter)\n");
  });

  it('a locale listed twice is an error at the repeat', async () => {
    const site = readFileSync(path.join(fixtureProject, 'sites/default.yaml'), 'utf8').replace('prefix: /\n', 'prefix: /\nlocales: [en, de, en]\n');
    const dir = tempProject({ 'sites/default.yaml': site });
    const finding = 'sites/default.yaml:4:19: locales: "en" is listed twice (first as item 1)';
    expect(await runCli(['validate', 'site', 'sites/default.yaml'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}\nsites/default.yaml: 1 error\n` });
    expect(await runCli(['validate', 'all'], dir)).toEqual({ code: 1, stdout: '', stderr: `${finding}\nall configs: 1 error\n` });
  }, 60_000);

  it('a missing file is a finding, not a crash', async () => {
    const result = await runCli(['validate', 'site', 'sites/missing.yaml']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('sites/missing.yaml:1:1: file not found');
    const folder = await runCli(['validate', 'site', 'sites']);
    expect(folder.code).toBe(1);
    expect(folder.stderr).toContain('sites:1:1: a folder, not a file: name the YAML file in it');
  });

  it('validate site treats a middleware nobody defines as an error before deploy', async () => {
    const dir = tempProject({ 'sites/typo.yaml': 'id: default\nname: X\nprefix: /\nmiddleware: [brand, bogus]\n' });
    const result = await runCli(['validate', 'site', 'sites/typo.yaml'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("sites/typo.yaml:4:21: middleware 'bogus' is defined neither by the core nor by an installed plugin");
  });

  it('validate site treats a middleware step listed twice as an error, at the second entry', async () => {
    const dir = tempProject({ 'sites/twice.yaml': 'id: default\nname: X\nprefix: /\nmiddleware: [brand, brand, i18n, cache]\n' });
    const result = await runCli(['validate', 'site', 'sites/twice.yaml'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "sites/twice.yaml:4:21: middleware 'brand' is listed twice (first as step 1); it would run twice on every page\nsites/twice.yaml: 1 error\n",
    );
  });

  it('validate site --app with a broken app config reports its findings, not a cascade of plugin errors', async () => {
    const dir = tempProject();
    const app = readFileSync(path.join(dir, 'config/app.yaml'), 'utf8');
    writeFileSync(path.join(dir, 'config/app-typo.yaml'), app.replace("publicOrigin: 'http://localhost:3000' }", "publicOrigin: 'http://localhost:3000', compresion: false }"));
    const result = await runCli(['validate', 'site', 'sites/default.yaml', '--app', 'config/app-typo.yaml'], dir);
    expect(result.code).toBe(1);
    // Neither the plugins the site enables (hello, needs-hello) nor the step a plugin fills (greeter) are reported.
    expect(result.stderr).toBe(
      [
        "config/app-typo.yaml:1:76: unknown key 'server.compresion' (did you mean 'compression'?)",
        'sites/default.yaml:1:1: plugins and middleware names not checked: config/app-typo.yaml does not load (warning)',
        'sites/default.yaml and the files it reads: 1 error (1 in config/app-typo.yaml), 1 warning',
        '',
      ].join('\n'),
    );
    // The site's own findings still show.
    writeFileSync(path.join(dir, 'sites/default.yaml'), `${readFileSync(path.join(dir, 'sites/default.yaml'), 'utf8')}colour: red\n`);
    const both = await runCli(['validate', 'site', 'sites/default.yaml', '--app', 'config/app-typo.yaml'], dir);
    expect(both.stderr).toContain("config/app-typo.yaml:1:76: unknown key 'server.compresion' (did you mean 'compression'?)\nsites/default.yaml:12:1: unknown key 'colour'\n");
    expect(both.stderr).not.toContain('unknown plugin');
  });

  it('validate site --app resolves what the app config names against the project, wherever that file is', async () => {
    const scratch = path.join(mkdtempSync(path.join(os.tmpdir(), 'neutron-app-')), 'app.yaml');
    const shipped = readFileSync(path.join(repoRoot, 'config/app.yaml'), 'utf8');
    writeFileSync(scratch, shipped);
    const expected = await runCli(['validate', 'site', 'sites/auto.yaml']);
    const result = await runCli(['validate', 'site', 'sites/auto.yaml', '--app', scratch]);
    expect(result).toEqual(expected);
    expect(result.code).toBe(0);
    // A plugin path that does not exist is named under the project, at the scratch file.
    writeFileSync(scratch, shipped.replace('ab-test: plugins/ab-test/index.ts', 'ab-test: plugins/ab-test/nonexistent.ts'));
    const line = shipped.split('\n').findIndex((text) => text.includes('ab-test: plugins/ab-test/index.ts')) + 1;
    const broken = await runCli(['validate', 'site', 'sites/auto.yaml', '--app', scratch]);
    expect(broken.code).toBe(1);
    const [finding] = broken.stderr.split('\n');
    // Paths under the project, and not the loader's own file that imported it.
    expect(finding).toBe(`${path.relative(repoRoot, scratch)}:${line}:12: plugin 'ab-test': cannot load plugins/ab-test/nonexistent.ts: Cannot find module 'plugins/ab-test/nonexistent.ts'`);
  }, 60_000);

  it('a plugin that fails to load is reported once, at the app config', async () => {
    const dir = tempProject();
    const { readFileSync, writeFileSync } = await import('node:fs');
    const file = `${dir}/config/app.yaml`;
    writeFileSync(file, readFileSync(file, 'utf8').replace(/hello: .*/, 'hello: ./no/such/plugin.ts'));
    const result = await runCli(['validate', 'all'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/config\/app\.yaml:\d+:\d+: plugin 'hello': cannot load/);
    expect(result.stderr).not.toContain("unknown plugin 'hello'");
  });

  it("a plugin that does not compile is reported with the compiler's own file:line:col and message", async () => {
    const dir = tempProject({ 'plugins/broken/index.ts': 'const x = ;\nexport default x;\n' });
    const { readFileSync, writeFileSync } = await import('node:fs');
    const file = `${dir}/config/app.yaml`;
    writeFileSync(file, readFileSync(file, 'utf8').replace(/hello: .*/, 'hello: plugins/broken/index.ts'));
    // The installed bin, which compiles plugins as `neutron start` does.
    const run = promisify(execFile);
    const failed: { code?: number; stderr: string } = await run('node', [path.join(repoRoot, 'bin/neutron.js'), 'validate', 'all'], { cwd: dir }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/config\/app\.yaml:\d+:\d+: plugin 'hello': cannot load plugins\/broken\/index\.ts: plugins\/broken\/index\.ts:1: Unexpected token ';'\n/);
    expect(failed.stderr).not.toContain(dir);
  }, 60_000);

  it('names the subcommands of a group', async () => {
    const result = await runCli(['validate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('neutron validate: missing subcommand; one of: site, routes, all, ab-tests, vanity; see neutron validate --help\n');
    expect((await runCli(['validate', 'sites'])).stderr).toContain("unknown subcommand 'sites'");
  });

  it('--help after a group prints the usage of each of its subcommands, exit 0', async () => {
    const result = await runCli(['validate', '--help']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    for (const name of ['site', 'routes', 'all', 'ab-tests', 'vanity']) expect(result.stdout).toContain(`usage: neutron validate ${name}`);
  });

  it('--json and --verbose go before the command as well as after it', async () => {
    const dir = tempProject({ 'sites/auto.yaml': `${readFileSync(path.join(fixtureProject, 'sites/auto.yaml'), 'utf8')}colour: red\n` });
    const after = await runCli(['validate', 'all', '--json'], dir);
    expect(after.code).toBe(1);
    expect(JSON.parse(after.stdout)).toMatchObject({ ok: false, findings: [{ file: 'sites/auto.yaml', line: 10, col: 1, message: "unknown key 'colour'" }] });
    expect(await runCli(['--json', 'validate', 'all'], dir)).toEqual(after);
    expect(await runCli(['--verbose', '--json', 'validate', 'all'], dir)).toEqual(after);
    expect(await runCli(['--json', '--verbose', 'validate', 'site', 'sites/auto.yaml'], dir)).toEqual(await runCli(['validate', 'site', 'sites/auto.yaml', '--json'], dir));
    // A command without --json says so in one line naming it, in the same words before it or after it.
    for (const argv of [['--json', 'start'], ['start', '--json']]) {
      expect(await runCli(argv, dir)).toEqual({ code: 2, stdout: '', stderr: 'neutron start: --json is not an option of start; see neutron start --help\n' });
    }
  });

  it('usage errors exit 2 with one line naming the command and where its usage is', async () => {
    const result = await runCli(['validate', 'site']);
    expect(result).toEqual({ code: 2, stdout: '', stderr: 'neutron validate site: missing argument; see neutron validate site --help\n' });
    expect((await runCli(['validate', 'site', 'a', '--bogus'])).code).toBe(2);
    expect((await runCli(['frobnicate'])).code).toBe(2);
    expect((await runCli([])).code).toBe(2);
  });

  it('the installed bin runs and exits with the command status', async () => {
    const run = promisify(execFile);
    const ok = await run('node', ['bin/neutron.js', 'validate', 'routes'], { cwd: repoRoot });
    expect(ok.stdout).toContain('config/routes.yaml: ok');
    await expect(run('node', ['bin/neutron.js', 'validate', 'site', 'nope.yaml'], { cwd: repoRoot })).rejects.toMatchObject({ code: 1 });
    // Findings only: no library's notice about the Node release (the auth plugin's provider
    // loads with the app the checks build).
    const all = await run('node', ['bin/neutron.js', 'validate', 'all'], { cwd: repoRoot });
    for (const line of all.stderr.split('\n').filter(Boolean)) expect(line).toMatch(/^[\w./-]+:\d+:\d+: /);
    // Three cold starts of the CLI (TypeScript loaded each time): on a busy machine that takes time.
  }, 90_000);

  it('writes nothing into the project: the stores and secrets of a check are scratch, and gone after', async () => {
    // The shipped project as production runs it (no NEUTRON_ENV), in a folder of its own.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-checked-'));
    for (const name of ['config', 'sites']) cpSync(path.join(repoRoot, name), path.join(dir, name), { recursive: true });
    for (const name of ['bin', 'cli', 'core', 'plugins', 'examples', 'node_modules', 'package.json']) symlinkSync(path.join(repoRoot, name), path.join(dir, name));
    // The sources are read where they are, compiled by the project's own TypeScript settings.
    const env: NodeJS.ProcessEnv = { ...process.env, TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.json') };
    delete env.NEUTRON_ENV;
    const run = promisify(execFile);
    const scratch = () => readdirSync(os.tmpdir()).filter((name) => name.startsWith('neutron-state-')).length;
    const before = scratch();
    for (const args of [['validate', 'all'], ['validate', 'site', 'sites/default.yaml'], ['validate', 'routes']]) {
      const { stdout } = await run('node', ['bin/neutron.js', ...args], { cwd: dir, env });
      expect(stdout).toMatch(/: ok/);
    }
    // Neither a store (ads, auth, live, tracking, leads) nor a generated key (images, ads links, sign-in).
    expect(existsSync(path.join(dir, 'data'))).toBe(false);
    expect(scratch()).toBeLessThanOrEqual(before);
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);
});
