// `neutron validate vanity`: findings at file:line:col for each problem, exit 0 clean,
// 1 on findings, 2 on a usage or config error; and the same checks at start (the entries)
// and in `neutron validate all` (the entries, then the app).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withImageOriginals } from '../../helpers/temp-project.ts';
import { runCli } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/project.ts';

/** A copy of the shipped project (configs, sites, sample content) with these vanity files. */
function project(vanity: { cnet?: string; roadshow?: string }, edit: (app: string) => string = (app) => app): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'neutron-vanity-cli-'));
  cpSync(path.join(repoRoot, 'config'), path.join(dir, 'config'), { recursive: true });
  cpSync(path.join(repoRoot, 'sites'), path.join(dir, 'sites'), { recursive: true });
  cpSync(path.join(repoRoot, 'examples/content'), path.join(dir, 'content'), { recursive: true });
  // The data folders other plugins of the shipped sites read, at their default paths.
  for (const folder of ['examples/ads', 'examples/broadband', 'examples/media']) {
    mkdirSync(path.join(dir, 'examples'), { recursive: true });
    symlinkSync(path.join(repoRoot, folder), path.join(dir, folder));
  }
  withImageOriginals(dir);
  const appFile = path.join(dir, 'config/app.yaml');
  const app = readFileSync(appFile, 'utf8')
    .replace(/^( {2}[a-z-]+: )((?:plugins|examples)\/\S+)$/gm, (_line, key: string, module: string) => `${key}${path.join(repoRoot, module)}`)
    .replace('    kind: embedded\n', '    kind: embedded\n    contentDir: content\n');
  writeFileSync(appFile, edit(app));
  if (vanity.cnet !== undefined) writeFileSync(path.join(dir, 'content/cnet/vanity.yaml'), vanity.cnet);
  if (vanity.roadshow !== undefined) writeFileSync(path.join(dir, 'content/roadshow/vanity.yaml'), vanity.roadshow);
  return dir;
}

const redirect = (urlPath: string, target: string, extra = '') =>
  `  - { urlPath: ${urlPath}, urlType: PERMANENT_REDIRECT, enabled: true, targets: [{ edition: us, targetType: url, target: '${target}' }]${extra} }`;

/** Problems found without the app: the app does not start with them. */
const entryProblems = `items:
${redirect('/loop-a/', '/loop-b/')}
${redirect('/loop-b/', '/loop-a/')}
${redirect('/chain-1/', '/chain-2/')}
${redirect('/chain-2/', '/chain-3/')}
${redirect('/chain-3/', '/news/')}
${redirect('/expired/', '/news/', ', dateExpired: { date: 2020-01-01 }')}
${redirect('/away/', 'https://elsewhere.example.org/')}
${redirect('/reviews/old/', '/news/')}
${redirect('/dup/', '/news/')}
${redirect('/dup/', '/tech/')}
  - { urlPath: /uk-only/, urlType: MASK, enabled: true, targets: [{ edition: uk, targetType: url, target: /news/ }] }
  - { urlPath: /obj/, urlType: MASK, enabled: true, targets: [{ edition: us, targetType: object, target: { type: topics, availableOn: [{ edition: uk, slug: x }] } }] }
  - { urlPath: /wrong-type/, urlType: MOVED, enabled: true, targets: [] }
`;

/** Problems only the running app shows. */
const appProblems = `items:
${redirect('/ces/', '/news/')}
${redirect('/to-nowhere/', '/no/route/here/at/all/')}
${redirect('/to-missing/', '/news/no-such-story/')}
${redirect('/to-slashless/', '/about')}
${redirect('/expired/', '/news/', ', dateExpired: { date: 2020-01-01 }')}
  - { urlPath: /to-missing-object/, urlType: PERMANENT_REDIRECT, enabled: true, targets: [{ edition: us, targetType: object, target: { type: reviews, slug: no-such-review, availableOn: [{ edition: us, slug: no-such-review }] } }] }
${redirect('/fine/', '/news/')}
`;

/** What the app checks find in `appProblems` (the expiry warning comes from the entries). */
const appProblemFindings = [
  'content/cnet/vanity.yaml:6:155: vanity /expired/: expired on 2020-01-01; it is never used (warning)',
  'content/cnet/vanity.yaml:2:16: vanity /ces/: shadows the route event-door: its page at /ces/ is never shown',
  'content/cnet/vanity.yaml:3:83: vanity /to-nowhere/: no route matches the target /no/route/here/at/all/',
  'content/cnet/vanity.yaml:4:83: vanity /to-missing/: target /news/no-such-story/ answers 404',
  'content/cnet/vanity.yaml:5:85: vanity /to-slashless/: target /about redirects (301) to /about/: readers take more than one hop',
  'content/cnet/vanity.yaml:7:90: vanity /to-missing-object/: object target reviews/no-such-review is not known to the content service (404)',
];

describe('neutron validate vanity', () => {
  it('passes on the shipped entries of both brands: exit 0', async () => {
    const result = await runCli(['validate', 'vanity']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('vanity entries: ok\n');
    expect(result.code).toBe(0);
  }, 60_000);

  it('reports loops, chains, duplicates, refused hosts, excluded paths and bad targets with positions: exit 1', async () => {
    const result = await runCli(['validate', 'vanity'], project({ cnet: entryProblems }));
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n').filter(Boolean);
    expect(lines).toEqual([
      'neutron validate vanity: the app does not start with these entries; routes and targets are checked once they are fixed',
      'content/cnet/vanity.yaml:14:39: vanity entry /wrong-type/: items.12.urlType: must be one of "OK", "NOT_FOUND", "TEMPORARY_REDIRECT", "PERMANENT_REDIRECT", "MASK", "TEMPORARY_MASK"',
      'content/cnet/vanity.yaml:11:16: vanity /dup/: is defined twice (first in content/cnet/vanity.yaml, item 9)',
      'content/cnet/vanity.yaml:8:118: vanity /away/: target https://elsewhere.example.org/ is refused: host elsewhere.example.org is not in plugins.vanity.allowHosts',
      'content/cnet/vanity.yaml:9:16: vanity /reviews/old/: is never looked up: /reviews/ and the paths below it never go to the vanity service',
      'content/cnet/vanity.yaml:12:66: vanity /uk-only/: MASK has no target for edition us',
      'content/cnet/vanity.yaml:13:106: vanity /obj/: object target needs edition us in availableOn and a slug',
      'content/cnet/vanity.yaml:2:79: vanity /loop-a/: loop: /loop-a/ → /loop-b/ → /loop-a/',
      'content/cnet/vanity.yaml:3:79: vanity /loop-b/: loop: /loop-b/ → /loop-a/ → /loop-b/',
      'content/cnet/vanity.yaml:4:80: vanity /chain-1/: chain of 3 hops: /chain-1/ → /chain-2/ → /chain-3/ → /news/; point it at /news/ directly',
      'content/cnet/vanity.yaml:5:80: vanity /chain-2/: chain of 2 hops: /chain-2/ → /chain-3/ → /news/; point it at /news/ directly',
      // The entries' warnings found in the same pass are said with the errors.
      'content/cnet/vanity.yaml:7:155: vanity /expired/: expired on 2020-01-01; it is never used (warning)',
      'vanity entries: 10 errors, 1 warning',
    ]);
  }, 60_000);

  it('reports shadowed routes, targets no route matches, targets that 404 or redirect, on the running app: exit 1', async () => {
    const result = await runCli(['validate', 'vanity'], project({ cnet: appProblems }));
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n').filter(Boolean)).toEqual([...appProblemFindings, 'vanity entries: 5 errors, 1 warning']);
  }, 60_000);

  it('checks the auto brand too, and prints JSON for machines', async () => {
    const result = await runCli(['validate', 'vanity', '--json'], project({ roadshow: `items:\n${redirect('/roadshow/go/a/', '/roadshow/go/b/')}\n${redirect('/roadshow/go/b/', '/roadshow/go/a/')}\n` }));
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as { ok: boolean; findings: { file: string; line: number; message: string }[] };
    expect(report.ok).toBe(false);
    expect(report.findings.map((finding) => `${finding.file}:${finding.line}: ${finding.message}`)).toEqual([
      'content/roadshow/vanity.yaml:2: vanity /roadshow/go/a/: loop: /roadshow/go/a/ → /roadshow/go/b/ → /roadshow/go/a/',
      'content/roadshow/vanity.yaml:3: vanity /roadshow/go/b/: loop: /roadshow/go/b/ → /roadshow/go/a/ → /roadshow/go/b/',
    ]);
  }, 60_000);

  it('exit 2 on a usage error or a broken config', async () => {
    const usage = await runCli(['validate', 'vanity', 'extra']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toBe("neutron validate vanity: unexpected argument 'extra'; see neutron validate vanity --help\n");
    const broken = project({});
    writeFileSync(path.join(broken, 'sites/auto.yaml'), `${readFileSync(path.join(broken, 'sites/auto.yaml'), 'utf8')}colour: red\n`);
    const brokenResult = await runCli(['validate', 'vanity'], broken);
    expect(brokenResult.code).toBe(2);
    expect(brokenResult.stderr).toContain("sites/auto.yaml:");
    expect(brokenResult.stderr).toContain('neutron validate vanity: the configs have errors (neutron validate all)\n');
    const off = project({});
    for (const site of ['default', 'auto']) {
      const file = path.join(off, `sites/${site}.yaml`);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^ {2}vanity:(.|\n {4}.*)*$/m, '  vanity: false'));
    }
    const offResult = await runCli(['validate', 'vanity'], off);
    expect(offResult.code).toBe(2);
    expect(offResult.stderr).toBe('neutron validate vanity: no brand enables the vanity plugin\n');
  }, 60_000);

  it('neutron validate all and start-up report the same entry problems', async () => {
    const result = await runCli(['validate', 'all'], project({ cnet: `items:\n${redirect('/loop-a/', '/loop-b/')}\n${redirect('/loop-b/', '/loop-a/')}\n` }));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/cnet/vanity.yaml:2:79: vanity /loop-a/: loop: /loop-a/ → /loop-b/ → /loop-a/\n');
  }, 60_000);

  it('neutron validate all checks the targets against the app too: shadowed routes, targets that 404 or redirect', async () => {
    const result = await runCli(['validate', 'all'], project({ cnet: appProblems }));
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line.startsWith('content/'));
    expect(lines).toEqual(appProblemFindings);
    expect(result.stderr).toContain('all configs: 5 errors, 19 warnings\n');
  }, 60_000);
});
