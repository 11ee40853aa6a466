// @vitest-environment happy-dom
// Body embed placeholders: blocked with a one-off button naming the host until their
// category is granted, then the sandboxed iframe, without a reload.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConsentSource, ConsentState } from '../../../core/browser.ts';
import { EMBED_SANDBOX, watchEmbeds } from '../../../plugins/consent/client/embeds.ts';

function consentSource(initial: ConsentState) {
  let state = initial;
  const listeners = new Set<(state: ConsentState) => void>();
  const source: ConsentSource = { state: () => state, subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)) };
  return { source, set: (next: ConsentState) => ((state = next), listeners.forEach((listener) => listener(next))) };
}

const placeholder = (provider: string, src: string, category: string, title: string) =>
  `<figure class="embed embed--${provider}" data-embed="${provider}" data-src="${src}" data-consent-category="${category}"><a class="embed__link" href="https://example.com/"><span class="embed__title">${title}</span></a></figure>`;

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = `<div id="app">${placeholder('youtube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'social', 'A video')}${placeholder('google-maps', 'https://maps.google.com/maps?q=x&amp;output=embed', 'functional', 'A map')}</div>`;
  root = document.getElementById('app') as HTMLElement;
});

const frames = () => [...root.querySelectorAll('iframe')];

describe('body embeds and consent', () => {
  it('stays a placeholder with a one-off button that names the host', () => {
    watchEmbeds(consentSource({ granted: ['critical'], decided: false }).source, root);
    expect(frames()).toEqual([]);
    const buttons = [...root.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual(['Load this embed from www.youtube-nocookie.com', 'Load this embed from maps.google.com']);
    expect(root.querySelector('figure')?.textContent).toContain('Social media');
  });

  it('granting the category loads those embeds, sandboxed and titled, without a reload', () => {
    const consent = consentSource({ granted: ['critical'], decided: false });
    watchEmbeds(consent.source, root);
    consent.set({ granted: ['critical', 'social'], decided: true });
    const [frame, ...others] = frames();
    expect(others).toEqual([]);
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(frame?.title).toBe('A video');
    expect(frame?.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
    expect(frame?.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(root.querySelectorAll('button')).toHaveLength(1);
  });

  it('the one-off button loads just that embed and leaves consent alone', () => {
    const consent = consentSource({ granted: ['critical'], decided: true });
    watchEmbeds(consent.source, root);
    (root.querySelectorAll('button')[1] as HTMLButtonElement).click();
    expect(frames().map((frame) => frame.getAttribute('src'))).toEqual(['https://maps.google.com/maps?q=x&output=embed']);
    expect(consent.source.state().granted).toEqual(['critical']);
  });

  it('placeholders added later (in-app navigation) are handled too', async () => {
    watchEmbeds(consentSource({ granted: ['critical', 'social', 'functional'], decided: true }).source, root);
    root.insertAdjacentHTML('beforeend', placeholder('twitter', 'https://platform.twitter.com/embed/Tweet.html?id=1', 'social', 'A post'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(frames()).toHaveLength(3);
  });

  it('never frames a source that is not https', () => {
    root.innerHTML = placeholder('iframe', 'javascript:alert(1)', 'functional', 'x');
    watchEmbeds(consentSource({ granted: ['critical', 'functional'], decided: true }).source, root);
    expect(frames()).toEqual([]);
  });
});
