// Seamless listing guard (spec 001 §5): without a slug, a content id or a page type the
// listing is not asked for; a warning says why and nothing is appended.
import { describe, expect, it } from 'vitest';
import type { PageContext } from '../../../core/context.ts';
import type { LoaderServices } from '../../../core/server/page-loaders.ts';
import { SEAMLESS_SUBJECT_MISSING, seamlessLinks } from '../../../core/server/loaders/article/seamless.ts';

describe('seamless listing guard', () => {
  it('logs a warning and returns nothing when the listing names no subject', async () => {
    const warnings: string[] = [];
    const ctx = { route: { name: 'article', meta: { seamless: true } }, request: { path: '/news/a/' }, log: { warn: (_detail: unknown, message: string) => warnings.push(message) } } as unknown as PageContext;
    const services = { project: { router: { match: () => ({ brand: 'default' }) } } } as unknown as LoaderServices;
    expect(seamlessLinks(ctx, services, {}, [{ title: 'Next', href: '/news/b/' }])).toEqual([]);
    expect(warnings).toEqual([SEAMLESS_SUBJECT_MISSING]);
  });
});
