// The shipped vanity entries (examples/content/*/vanity.yaml) on both brands, served by
// the embedded content service: every url type, as a reader meets it.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/project.ts';

const app = useTestApp();
const canonical = (body: string) => /<link[^>]*rel="canonical" href="([^"]+)"/.exec(body)?.[1];

describe.each([
  {
    brand: 'default',
    ok: '/videos/',
    notFound: { path: '/daily-deals-newsletter/', id: 'cnet-retired-newsletter' },
    temporary: { path: '/ces-2025/', target: '/tech/computing/ces-2025-everything-announced/' },
    permanent: { path: '/best-phones/', target: '/reviews/pixel-9-pro-review/' },
    mask: { path: '/space/', target: '/topics/space/' },
    temporaryMask: { path: '/vpn-guide/', target: '/how-to/how-to-set-up-a-vpn/' },
  },
  {
    brand: 'auto',
    ok: '/roadshow/news/',
    notFound: { path: '/roadshow/go/concept-cars/', id: 'roadshow-concept-cars' },
    temporary: { path: '/roadshow/go/first-drive/', target: '/roadshow/videos/voltline-ev6-first-drive/' },
    permanent: { path: '/roadshow/go/ev/', target: '/roadshow/electric-vehicles/' },
    mask: { path: '/roadshow/go/ev6/', target: '/roadshow/reviews/voltline-ev6-review/' },
    temporaryMask: { path: '/roadshow/go/ev6-photos/', target: '/roadshow/pictures/voltline-ev6-photos/' },
  },
])('sample vanity URLs of the $brand brand', (sample) => {
  it('OK serves the page at its path', async () => {
    const response = await app().inject(sample.ok);
    expect(response.statusCode).toBe(200);
    expect(canonical(response.body)).toBe(`http://localhost:3000${sample.ok}`);
  });

  it('NOT_FOUND is the 404 page naming the vanity id, never kept', async () => {
    const response = await app().inject(sample.notFound.path);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(`Vanity ${sample.notFound.id} not found`);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('TEMPORARY_REDIRECT is a 302 nobody keeps', async () => {
    const response = await app().inject(`${sample.temporary.path}?utm_source=newsletter`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${sample.temporary.target}?utm_source=newsletter`);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect((await app().inject(sample.temporary.target)).statusCode).toBe(200);
  });

  it('PERMANENT_REDIRECT is a 301 kept 600 s, also for in-app navigation', async () => {
    const response = await app().inject(sample.permanent.path);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(sample.permanent.target);
    expect(response.headers['cache-control']).toBe('private, max-age=600');
    expect(JSON.parse((await app().inject(`/_neutron/data${sample.permanent.path}`)).body)).toEqual({ redirect: sample.permanent.target });
    expect((await app().inject(sample.permanent.target)).statusCode).toBe(200);
  });

  it("MASK shows the target's page at the vanity path, its canonical the target's, kept 600 s", async () => {
    const response = await app().inject(sample.mask.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(canonical(response.body)).toBe(`http://localhost:3000${sample.mask.target}`);
    expect(response.headers['cache-control']).toBe('private, max-age=600');
  });

  it('TEMPORARY_MASK does the same, never kept', async () => {
    const response = await app().inject(sample.temporaryMask.path);
    expect(response.statusCode).toBe(200);
    expect(canonical(response.body)).toBe(`http://localhost:3000${sample.temporaryMask.target}`);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('sample vanity URLs beyond the six types', () => {
  it('a disabled entry is not used, and a path that is no vanity is the plain 404', async () => {
    expect((await app().inject('/old-promo/')).statusCode).toBe(404);
    const unknown = await app().inject('/no-such-vanity/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This page could not be found');
  });

  it('leaves the site only for the host sites/default.yaml allows', async () => {
    const response = await app().inject('/store/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://shop.neutron.example/');
  });

  it('the catch-all for vanity paths keeps the slash rules of other routes', async () => {
    const response = await app().inject('/roadshow/auto/voltline-ev6/specs/');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/roadshow/auto/voltline-ev6/specs');
    // A slash-less vanity path goes where its entry points in one hop, not via /best-phones/.
    const slashless = await app().inject('/best-phones');
    const slashed = await app().inject('/best-phones/');
    expect(slashless.headers.location).toBe('/reviews/pixel-9-pro-review/');
    expect([slashless.statusCode, slashless.headers.location]).toEqual([slashed.statusCode, slashed.headers.location]);
  });

  it('the embedded dictionary lists the entries in force of both brands', async () => {
    const response = await app().inject('/api/neutron/vanity/cnet/dictionary');
    const { entries } = JSON.parse(response.body) as { entries: Record<string, string> };
    expect(entries['/best-phones/']).toBe('/reviews/pixel-9-pro-review/');
    expect(entries['/roadshow/go/ev/']).toBe('/roadshow/electric-vehicles/');
    expect(entries['/space/']).toBe('space');
    expect(entries['/old-promo/']).toBeUndefined();
  });
});
