import { describe, expect, it } from 'vitest';
import { parseResizeQuery } from '../../../core/images/resize-params.ts';

describe('parseResizeQuery', () => {
  it('reads what the builder writes', () => {
    expect(parseResizeQuery('auto=webp&fit=bounds&height=675&precrop=800,450,x10,y20&quality=70&width=1200', 4096)).toEqual({
      ok: true,
      request: { autoWebp: true, fit: 'bounds', height: 675, width: 1200, quality: 70, precrop: { width: 800, height: 450, x: 10, y: 20 } },
    });
    expect(parseResizeQuery('format=mp4&width=10', 4096)).toMatchObject({ ok: true, request: { format: 'mp4', fit: 'crop' } });
  });

  it.each([
    'width=0',
    'width=5000',
    'width=abc',
    'width=10&width=20',
    'fit=stretch',
    'auto=avif',
    'format=exe',
    'quality=101',
    'precrop=1,1,1,1',
    'frame=0',
    'evil=1',
    'width=%E0%A4%A',
  ])('refuses %s', (query) => {
    expect(parseResizeQuery(query, 4096).ok).toBe(false);
  });
});
