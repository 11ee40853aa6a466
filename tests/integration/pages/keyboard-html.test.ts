// What keyboard and screen reader users meet in the HTML of every page.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/project.ts';

const app = useTestApp();

describe('skip link and live region', () => {
  it.each(['/', '/roadshow/', '/about/', '/no-such-section/at/all/'])('%s: the first focusable element is the skip link to #main', async (url) => {
    const html = (await app().inject(url)).body;
    const body = html.slice(html.indexOf('<body'));
    const firstFocusable = /<(a|button|input|select|textarea)\b[^>]*>[^<]*/.exec(body)?.[0];
    expect(firstFocusable).toBe('<a class="skip-link" href="#main">Skip to content');
    expect(body).toMatch(/<main id="main" tabindex="-1"/);
    expect(body).toContain('role="status" aria-live="polite" aria-atomic="true"></div>');
  });
});
