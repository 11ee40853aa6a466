// The page view id in page data is each response's own, also for a page from the page
// cache: two readers of one cached page never share a view id.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/project.ts';

const testApp = useTestApp();

const viewIdOf = (html: string) => /"pageViewGuid":"([^"]+)"/.exec(html)?.[1];

describe('the page view id', () => {
  it('is a fresh UUID in every response, cache hits included', async () => {
    const first = await testApp().inject('/reviews/');
    const second = await testApp().inject('/reviews/');
    expect([first.headers['x-neutron-cache'], second.headers['x-neutron-cache']]).toEqual(['miss', 'hit']);
    const ids = [viewIdOf(first.body), viewIdOf(second.body)];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const data = await testApp().inject('/_neutron/data/reviews/');
    expect(viewIdOf(data.body)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the content ids in the page tracking data', () => {
  it('name the content item an article page shows', async () => {
    const data = (await testApp().inject('/_neutron/data/news/politics/senate-passes-data-broker-bill/')).json() as {
      page: { content?: { id: string }; plugins: { tracking: { postId: string | null; articleId: string | null } } };
    };
    expect(data.page.content?.id).toMatch(/\S/);
    expect(data.page.plugins.tracking).toMatchObject({ postId: data.page.content?.id, articleId: data.page.content?.id });
    const door = (await testApp().inject('/_neutron/data/reviews/')).json() as { page: { plugins: { tracking: { postId: string | null } } } };
    expect(door.page.plugins.tracking.postId).toBeNull();
  });
});
