// Link tags (core/link-tag.ts): only the browser reads `linkTag`, so a campaign link is
// served the page every reader shares, from the page cache, with no trace of the tag.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/project.ts';

const app = useTestApp();

describe('a campaign link with a link tag', () => {
  it('is served the shared cached page, which never contains the tag', async () => {
    const plain = await app().inject('/deals/quietwave-700-deal/');
    expect(plain.statusCode).toBe(200);
    const tagged = await app().inject('/deals/quietwave-700-deal/?linkTag=spring-sale');
    expect(tagged.statusCode).toBe(200);
    expect(tagged.headers['x-neutron-cache']).toBe('hit');
    expect(tagged.body).not.toContain('spring-sale');
    expect(tagged.headers['set-cookie']).toBeUndefined();
  });
});
