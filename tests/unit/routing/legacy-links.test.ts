import { describe, expect, it } from 'vitest';
import { createLegacyLinkResolver } from '../../../core/routing/legacy-links.ts';
import { createRouter } from '../../../core/routing/matcher.ts';
import { bothTables } from './fixtures.ts';

const { routes, config } = bothTables();
const router = createRouter(routes);

function resolverWithLog() {
  const warnings: unknown[] = [];
  const resolve = createLegacyLinkResolver({ legacy: config.legacy, router, log: { warn: (obj) => warnings.push(obj) } });
  return { resolve, warnings };
}

describe('legacy links (spec 000 §2.8)', () => {
  it('maps old route names plus edition to fixed paths', () => {
    const { resolve } = resolverWithLog();
    expect(resolve('deals-hub', 'us')).toBe('/deals/');
    expect(resolve('deals-hub', 'uk')).toBe('/uk/deals/');
  });
  it('uses the router without a mapping for the edition or name', () => {
    const { resolve } = resolverWithLog();
    expect(resolve('article', 'us', { slug: 'a-story' })).toBe('/news/a-story/');
    expect(resolve('frontdoor', 'uk')).toBe('/');
  });
  it('answers # for a name the router cannot resolve, and logs it', () => {
    const { resolve, warnings } = resolverWithLog();
    expect(resolve('newsletter-signup', 'uk')).toBe('#');
    expect(resolve('article', 'us', { slug: 'Not A Slug' })).toBe('#');
    expect(warnings).toHaveLength(2);
  });
  it('answers # for a non-string name or a non-string router result', () => {
    const { resolve } = resolverWithLog();
    expect(resolve(undefined, 'us')).toBe('#');
    expect(resolve(42, 'us')).toBe('#');
    const odd = createLegacyLinkResolver({ legacy: {}, router: { urlFor: () => undefined as unknown as string } });
    expect(odd('article', 'us')).toBe('#');
  });
  it('ignores inherited keys of the legacy map', () => {
    const { resolve } = resolverWithLog();
    expect(resolve('toString', 'us')).toBe('#');
  });
});
