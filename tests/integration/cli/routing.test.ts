import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/cli.ts';
import { withImageOriginals } from '../../helpers/temp-project.ts';
import { parse, stringify } from 'yaml';
import type { CliIO } from '../../../core/command.ts';
import { main } from '../../../cli/main.ts';
import { repoRoot as projectRoot } from '../../helpers/project.ts';

let root: string;

/** Copies a YAML file of the real project into the test project, with some keys replaced. */
function copyYaml(file: string, overrides: Record<string, unknown>): void {
  const data = parse(readFileSync(path.join(projectRoot, file), 'utf8')) as Record<string, unknown>;
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), stringify({ ...data, ...overrides }));
}

// A project built from the real config files, without plugins, with a second locale.
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'neutron-routing-cli-'));
  const app = parse(readFileSync(path.join(projectRoot, 'config/app.yaml'), 'utf8')) as { files: Record<string, string> };
  copyYaml('config/app.yaml', { plugins: {}, sites: ['sites/default.yaml', 'sites/auto.yaml'], environment: 'production' });
  for (const file of Object.values(app.files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    copyFileSync(path.join(projectRoot, file), path.join(root, file));
  }
  withImageOriginals(root);
  copyYaml('sites/default.yaml', { plugins: {}, locales: ['en', 'de'] });
  copyYaml('sites/auto.yaml', { plugins: {}, locales: ['en'] });
  writeFileSync(
    path.join(root, 'science.json'),
    JSON.stringify({
      slug: 'mars',
      section: 'science',
      typeName: 'content_article',
      topics: [{ slug: 'space', topicPath: [{ slug: 'science' }] }],
    }),
  );
  writeFileSync(
    path.join(root, 'unlisted.json'),
    JSON.stringify({ slug: 'mars', section: 'science', topics: [{ slug: 'rockets', topicPath: [{ slug: 'science' }] }] }),
  );
  writeFileSync(path.join(root, 'broken.json'), '{ "slug": ');
  writeFileSync(path.join(root, 'array.json'), '[]');
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    cwd: root,
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  };
  const code = await main(argv, io);
  if (code !== 0 && stdout === '' && !stderr.includes('no route matches') && !stderr.includes('route-for') && !stderr.includes('usage')) {
    // A broken test project shows up as config findings: make them visible.
    console.error(stderr);
  }
  return { code, stdout, stderr };
}

describe('neutron routes', () => {
  it('lists the table of one brand as JSON', async () => {
    const result = await run(['routes', '--brand', 'auto', '--json']);
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout) as { brand: string; name: string; path: string; page: string; maxAge: number }[];
    expect(rows.every((row) => row.brand === 'auto')).toBe(true);
    expect(rows.find((row) => row.name === 'auto-frontdoor')).toMatchObject({ path: '/roadshow/', page: 'auto-front-door', maxAge: 300 });
  });

  it('prints a table of both brands with locale copies', async () => {
    const result = await run(['routes']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]).toMatch(/^name\s+path\s+page\s+layout\s+maxAge$/);
    expect(result.stdout).toMatch(/\nnews-article-topic\s+\/news\/\{topic\}\/\{slug\}\/\s+article\s+default\s+86400\n/);
    expect(result.stdout).toContain('/de/news/{slug}/');
    expect(result.stdout).toContain('/roadshow/news/{slug}/');
  });

  it('rejects an unknown brand as a usage error', async () => {
    const result = await run(['routes', '--brand', 'cars']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--brand must be default or auto');
  });
});

describe('neutron match', () => {
  it('prints brand, name, params and meta', async () => {
    const result = await run(['match', '/news/politics/x/', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      brand: 'default',
      name: 'news-article-topic',
      params: { topic: 'politics', slug: 'x' },
      meta: { page: 'article', maxAge: 86400 },
    });
  });

  it('reports the redirect target of a slash-less path', async () => {
    const result = await run(['match', '/roadshow/news/x']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ redirect: '/roadshow/news/x/', status: 301, brand: 'auto', name: 'auto-article' });
  });

  it('says when one of the app’s own routes answers a path rather than a page, as the server does', async () => {
    const feed = await run(['match', '/feed/', '--json']);
    expect(feed.code).toBe(0);
    expect(JSON.parse(feed.stdout)).toEqual({ matched: true, serverSide: true, name: 'feed', url: '/feed/' });
    expect(JSON.parse((await run(['match', '/apple-news/'])).stdout)).toEqual({ matched: true, serverSide: true, name: 'apple-news', url: '/apple-news/' });
    // A product redirect answers with a 301 to the product's page (which the content says).
    expect(JSON.parse((await run(['match', '/products/pixel-9-pro/specs'])).stdout)).toEqual({
      matched: true,
      serverSide: true,
      name: 'product-redirect',
      url: '/products/:slug/:sub(^.+$)',
      status: 301,
    });
  });

  it('reports a mixed-case path of the app’s own routes as the server answers it', async () => {
    expect(JSON.parse((await run(['match', '/sitemaps/Article/'])).stdout)).toEqual({
      matched: true,
      redirect: '/sitemaps/article/',
      status: 301,
      serverSide: true,
      name: 'sitemap',
      url: '/sitemaps/:slug/',
    });
    // The product redirect takes the lower-case path itself: one 301, straight to the product's page.
    expect(JSON.parse((await run(['match', '/products/Pixel-9-Pro/specs/'])).stdout)).toEqual({
      matched: true,
      serverSide: true,
      name: 'product-redirect',
      url: '/products/:slug/:sub/*',
      status: 301,
    });
  });

  it('exits 1 when nothing matches', async () => {
    const result = await run(['match', '/news/a%2Fb/']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('neutron match: no route matches /news/a%2Fb/\n');
    expect(result.stdout).toBe('');
    // Asked for JSON, it answers in JSON on a miss too.
    const json = await run(['match', '/nope/x/y/z', '--json']);
    expect(json).toEqual({ code: 1, stdout: `${JSON.stringify({ matched: false, path: '/nope/x/y/z' }, null, 2)}\n`, stderr: 'neutron match: no route matches /nope/x/y/z\n' });
  });

  it('says the server answers 400 for a path with a malformed percent-escape', async () => {
    const result = await run(['match', '/news/%E0%A4%A/']);
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'neutron match: /news/%E0%A4%A/ has a malformed percent-escape; the server answers it 400\n' });
    const json = await run(['match', '/news/%E0%A4%A/', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ matched: false, path: '/news/%E0%A4%A/', status: 400 });
  });

  it('says page 1 spelled out answers 301 at the path without its number, in one hop from a slash-less path', async () => {
    for (const [asked, redirect, name] of [
      ['/1/', '/', 'frontdoor'],
      ['/1', '/', 'frontdoor'],
      ['/pictures/best-headphones-2024/1/', '/pictures/best-headphones-2024/', 'gallery'],
    ] as const) {
      const answer = JSON.parse((await run(['match', asked])).stdout) as Record<string, unknown>;
      expect(answer).toMatchObject({ matched: true, redirect, status: 301, name });
    }
    expect(JSON.parse((await run(['match', '/pictures/best-headphones-2024/2/'])).stdout)).not.toHaveProperty('redirect');
  });

  it('matches nothing for a path the server never routes (`//`, a backslash)', async () => {
    for (const asked of ['//', '//news/', '/news\\x/']) {
      const result = await run(['match', asked]);
      expect(result).toEqual({ code: 1, stdout: '', stderr: `neutron match: no route matches ${asked}\n` });
    }
  });

  it("names the core's own endpoints: ops, the site's files, Load more and page data", async () => {
    expect(JSON.parse((await run(['match', '/_node/status'])).stdout)).toEqual({ matched: true, serverSide: true, name: 'ops', url: '/_node/status' });
    expect(JSON.parse((await run(['match', '/favicon.ico'])).stdout)).toEqual({ matched: true, serverSide: true, name: 'site-file', url: '/favicon.ico' });
    expect(JSON.parse((await run(['match', '/_neutron/more'])).stdout)).toMatchObject({ name: 'load-more' });
    expect(JSON.parse((await run(['match', '/_neutron/data/about/'])).stdout)).toMatchObject({ name: 'page-data' });
  });

  it('exits 2 without a path', async () => {
    expect((await run(['match'])).code).toBe(2);
    expect((await run(['match', 'news/x/'])).code).toBe(2);
  });
});

describe('neutron route-for', () => {
  it('prints name, params and path', async () => {
    const result = await run(['route-for', 'science.json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      name: 'science-article-topic',
      params: { topic: 'space', slug: 'mars' },
      path: '/science/space/mars/',
    });
  });

  it('answers for the sample content objects in examples/route-for/', async () => {
    const article = await runCli(['route-for', 'examples/route-for/science-article.json']);
    expect(article.code).toBe(0);
    expect(JSON.parse(article.stdout)).toMatchObject({ name: 'science-article-topic', path: '/science/space/mars-sample-return/' });
    const review = await runCli(['route-for', 'examples/route-for/review.json']);
    expect(review.code).toBe(0);
    expect(JSON.parse(review.stdout)).toMatchObject({ name: 'review', path: '/reviews/pixel-9-pro-review/' });
  });

  it('builds the locale path', async () => {
    const result = await run(['route-for', 'science.json', '--locale', 'de']);
    expect(JSON.parse(result.stdout)).toMatchObject({ path: '/de/science/space/mars/' });
  });

  it('keeps the rules path and warns when the table does not serve it', async () => {
    const result = await run(['route-for', 'unlisted.json']);
    expect(result.code).toBe(1);
    const output = JSON.parse(result.stdout) as { path: string; warnings: string[] };
    expect(output.path).toBe('/science/rockets/mars/');
    expect(output.warnings.join('\n')).toContain("param 'topic'");
    expect(output.warnings).toContain('no route matches /science/rockets/mars/');
  });

  it('exits 2 on a missing file, bad JSON or a non-content value', async () => {
    const missing = await run(['route-for', 'nope.json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read nope.json: file not found');
    const broken = await run(['route-for', 'broken.json']);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('broken.json is not valid JSON');
    const array = await run(['route-for', 'array.json']);
    expect(array.code).toBe(2);
    expect(array.stderr).toContain('must hold a JSON object');
    writeFileSync(path.join(root, 'bad-topics.json'), JSON.stringify({ slug: 'x', typeName: 'content_article', section: 'news', topics: 'politics' }));
    const badTopics = await run(['route-for', 'bad-topics.json']);
    expect(badTopics.code).toBe(2);
    expect(badTopics.stderr).toContain("'topics' must be a list of topic objects");
    const locale = await run(['route-for', 'unlisted.json', '--locale', '../x']);
    expect(locale.code).toBe(2);
    expect(locale.stderr).toContain("unknown locale '../x'");
  });
});
