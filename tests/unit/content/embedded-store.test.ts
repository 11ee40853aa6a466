import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentFileError } from '../../../core/content/embedded/front-matter.ts';
import { siteSegment } from '../../../core/content/api-words.ts';
import { readSampleContent } from '../../../core/content/embedded/seed.ts';
import { EmbeddedContentService } from '../../../core/content/embedded/service.ts';
import { ContentStore } from '../../../core/content/embedded/store.ts';

const examples = path.resolve(import.meta.dirname, '../../../examples/content');
const temps: string[] = [];

function copyExamples(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'neutron-content-'));
  temps.push(dir);
  cpSync(examples, path.join(dir, 'content'), { recursive: true });
  return dir;
}

afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('sample content', () => {
  const { items } = readSampleContent(examples);
  const count = (site: string, kind: string) => items.filter((item) => item.site === site && item.kind === kind).length;

  it('holds at least 40 content items across both brands', () => {
    const content = items.filter((item) =>
      ['article', 'livearticle', 'review', 'product', 'gallery', 'video', 'static'].includes(item.kind),
    );
    expect(content.length).toBeGreaterThanOrEqual(40);
    for (const kind of ['article', 'review', 'gallery', 'video', 'product']) expect(count('roadshow', kind)).toBeGreaterThan(0);
    expect(items.filter((item) => item.kind === 'author').length).toBeGreaterThanOrEqual(4);
  });

  it('covers every section, longform, sponsored and a live article with 5+ items', () => {
    const sections = new Set(items.filter((item) => item.site === 'cnet' && item.kind === 'article').map((item) => item.section));
    for (const section of ['news', 'culture', 'deals', 'home', 'personal-finance', 'science', 'tech', 'health', 'how_to', 'commercial'])
      expect(sections).toContain(section);
    expect(items.some((item) => item.kind === 'article' && String(item.data.type).toLowerCase().startsWith('longform'))).toBe(true);
    const live = items.find((item) => item.kind === 'livearticle');
    expect((live?.data.items as unknown[] | undefined)?.length ?? 0).toBeGreaterThanOrEqual(5);
  });

  it('places articles by topic depth, including subtopics', () => {
    const url = (slug: string) => items.find((item) => item.slug === slug)?.url;
    expect(url('webb-telescope-finds-water-vapor')).toBe('/science/space/webb-telescope-finds-water-vapor/');
    expect(url('best-travel-credit-cards')).toBe('/personal-finance/credit-cards/travel/best-travel-credit-cards/');
    expect(url('savings-rates-this-week')).toBe('/personal-finance/savings-rates-this-week/');
    expect(url('aerobook-14')).toBe('/reviews/aerobook-14/');
    expect(items.find((item) => item.kind === 'review' && item.slug === 'aerobook-14')?.url).toBe('/reviews/aerobook-14-preview/');
  });

  it('maps brands to site segments', () => {
    expect(siteSegment('default')).toBe('cnet');
    expect(siteSegment('auto')).toBe('roadshow');
  });
});

describe('seeding', () => {
  it('reports a malformed file as file:line:col', () => {
    const dir = copyExamples();
    const file = path.join(dir, 'content', 'cnet', 'articles', 'broken.md');
    writeFileSync(file, '---\nheadline: "ok"\nsection: [unclosed\n---\n<p>x</p>\n');
    expect(() => readSampleContent(path.join(dir, 'content'))).toThrow(ContentFileError);
    try {
      readSampleContent(path.join(dir, 'content'));
    } catch (error) {
      expect((error as Error).message).toMatch(/content\/cnet\/articles\/broken\.md:\d+:\d+: /);
    }
  });

  it('reports an unknown reference and an invalid field at their positions', () => {
    const dir = copyExamples();
    writeFileSync(path.join(dir, 'content', 'cnet', 'articles', 'bad-ref.md'), '---\nheadline: x\nauthor: nobody\n---\n<p>x</p>\n');
    writeFileSync(path.join(dir, 'content', 'cnet', 'reviews', 'bad-rating.md'), '---\nheadline: x\nrating: 42\n---\n');
    try {
      readSampleContent(path.join(dir, 'content'));
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("content/cnet/articles/bad-ref.md:3:9: unknown author 'nobody'");
      expect(message).toContain('content/cnet/reviews/bad-rating.md:3:9: rating: must be <= 10');
    }
  });

  it('reseeds when a sample file changes, and only then', () => {
    const dir = copyExamples();
    const contentDir = path.join(dir, 'content');
    const file = path.join(dir, 'content.sqlite');
    const first = new ContentStore({ contentDir, file });
    expect(first.reseeded).toBe(true);
    expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal');
    first.close();
    const second = new ContentStore({ contentDir, file });
    expect(second.reseeded).toBe(false);
    second.close();
    const about = path.join(contentDir, 'cnet', 'static', 'about.md');
    writeFileSync(about, readFileSync(about, 'utf8').replace('About Neutron', 'About the Neutron newsroom'));
    const third = new ContentStore({ contentDir, file });
    expect(third.reseeded).toBe(true);
    const page = new EmbeddedContentService(third).handle('/api/neutron/composer/cnet/pages/static/about/web');
    expect(JSON.stringify(page.body)).toContain('About the Neutron newsroom');
    third.close();
  });
});

describe('embedded service paths', () => {
  const store = new ContentStore({ contentDir: examples, file: ':memory:' });
  const service = new EmbeddedContentService(store);

  it('rejects unsafe paths and unknown sites', () => {
    expect(service.handle('/api/neutron/composer/cnet/pages/articles/..%2F..%2Fx/web').status).toBe(400);
    expect(service.handle('/api/neutron/composer/other/pages/articles/x/web').status).toBe(404);
  });

  it('answers a POST-only call of spec 001 §7 asked with GET as 405, naming POST', () => {
    expect(service.handle('/api/neutron/geo/cnet/allconnect/providers/web')).toEqual({ status: 405, allow: 'POST', body: { code: 405, message: 'Method Not Allowed: this path takes POST' } });
    expect(service.handle('/api/neutron/geo/other/allconnect/providers/web').status).toBe(404);
    expect(service.handle('/api/neutron/geo/cnet/harbinger/predict/Austin/TX/web').status).toBe(404);
  });

  it('pages the front door and answers 404 past the last page', () => {
    const first = service.handle('/api/neutron/composer/cnet/pages/frontdoor/home/web', { page: '1' });
    expect(first.status).toBe(200);
    const types = (first.body.components as { meta: { componentType: string } }[]).map((c) => c.meta.componentType);
    expect(types).toEqual(['Feature', 'ContentList', 'ContentList']);
    expect(service.handle('/api/neutron/composer/cnet/pages/frontdoor/home/web', { page: '2' }).status).toBe(200);
    expect(service.handle('/api/neutron/composer/cnet/pages/frontdoor/home/web', { page: '99' }).status).toBe(404);
  });

  it('serves sitemaps by date parts and feeds by name', () => {
    const year = service.handle('/api/neutron/sitemaps/cnet/article/year/2024/web');
    const month = service.handle('/api/neutron/sitemaps/cnet/article/year/2024/month/9/web');
    const day = service.handle('/api/neutron/sitemaps/cnet/article/year/2024/month/9/day/25/web');
    const total = (response: typeof year) => (response.body.paging as { total: number }).total;
    expect(total(year)).toBeGreaterThan(total(month));
    expect(total(month)).toBeGreaterThanOrEqual(total(day));
    expect(total(day)).toBe(1);
    // The live feed holds the live coverage only: the ended Apple event and the running deals blog.
    const live = service.handle('/api/neutron/feeds/cnet/updating_story/').body.items as { url: string }[];
    expect(live.map((item) => item.url).sort()).toEqual(['/deals-live/black-friday-deals-live/', '/news-live/apple-event-live/']);
    expect(service.handle('/api/neutron/feeds/cnet/nope/').status).toBe(404);
  });
});
