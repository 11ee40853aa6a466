import { describe, expect, it } from 'vitest';
import type { PageContext } from '../../../core/context.ts';
import { contentRequest } from '../../../core/server/loaders/content-request.ts';

function pageContext(query = ''): PageContext {
  return {
    txId: 'abcdef12-tx',
    edition: 'us',
    log: { debug() {}, info() {}, warn() {}, error() {} },
    request: { query: new URLSearchParams(query) },
    response: { headers: new Map(), private: false },
  } as unknown as PageContext;
}

describe('content request of a page', () => {
  it('carries the transaction id and edition, and a preview makes the page private', () => {
    const plain = pageContext();
    expect(contentRequest(plain)).toMatchObject({ txId: 'abcdef12-tx', edition: 'us' });
    expect(plain.response.private).toBe(false);
    const preview = pageContext('preview=draft-1');
    expect(contentRequest(preview).preview).toBe('draft-1');
    expect(preview.response.private).toBe(true);
    expect(preview.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(contentRequest(pageContext('preview=<script>')).preview).toBeUndefined();
  });

  it('a slug the route cannot carry becomes a 404, not a 500', () => {
    const request = contentRequest(pageContext(), () => {
      throw new Error("Route 'topic': param 'slug' must match");
    });
    expect(() => request.pathForSlug?.('Bad Slug')).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
});
