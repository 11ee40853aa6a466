// Body embeds (core placeholders `figure[data-consent-category][data-src]`): each one
// becomes its real iframe as soon as its category is granted, without a reload, also
// after in-app navigation; until then it offers a one-off "Load this embed" button that
// names the host it contacts. Nothing is fetched from a third party before either.
import { type ConsentSource, isConsentCategory, isGranted } from '../../../core/browser.ts';
import { CATEGORY_NAMES } from './category-names.ts';

const PLACEHOLDERS = 'figure[data-consent-category][data-src]';
/** Third-party frames get scripts and their own origin (players need both), popups to
 *  open the provider's site, nothing that could navigate or reach into this page. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';

export interface EmbedWatcher {
  /** Looks at every placeholder in the document again. */
  scan(): void;
}

function httpsSource(src: string | undefined): URL | undefined {
  try {
    const url = new URL(src ?? '');
    return url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Replaces the placeholder's contents with the embed itself. */
function load(figure: HTMLElement, url: URL, focus: boolean): void {
  const frame = document.createElement('iframe');
  frame.className = 'embed__frame';
  frame.src = url.href;
  frame.title = figure.querySelector('.embed__title')?.textContent?.trim() || `Embedded content from ${url.hostname}`;
  frame.setAttribute('sandbox', EMBED_SANDBOX);
  frame.allow = 'encrypted-media; fullscreen; picture-in-picture';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.loading = 'lazy';
  figure.replaceChildren(frame);
  figure.dataset.consentState = 'loaded';
  if (focus) frame.focus();
}

/** The notice and one-off button of a placeholder still waiting for consent. */
function offer(figure: HTMLElement, url: URL, categoryName: string): void {
  const notice = document.createElement('div');
  notice.className = 'embed__consent';
  const text = document.createElement('p');
  text.textContent = `Shown once you allow ${categoryName} content, or just this once:`;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'embed__load';
  button.textContent = `Load this embed from ${url.hostname}`;
  button.addEventListener('click', () => load(figure, url, true));
  notice.append(text, button);
  figure.append(notice);
  figure.dataset.consentState = 'blocked';
}

export function watchEmbeds(consent: ConsentSource, root: HTMLElement = document.body): EmbedWatcher {
  function scan(): void {
    const state = consent.state();
    for (const figure of root.querySelectorAll<HTMLElement>(PLACEHOLDERS)) {
      if (figure.dataset.consentState === 'loaded') continue;
      const category = figure.dataset.consentCategory;
      const url = httpsSource(figure.dataset.src);
      if (!isConsentCategory(category) || !url) continue;
      if (isGranted(state, category)) load(figure, url, false);
      else if (figure.dataset.consentState !== 'blocked') offer(figure, url, CATEGORY_NAMES[category]);
    }
  }

  let queued = false;
  // Pages rendered after navigation, live items added later: whatever React puts in.
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      scan();
    });
  }).observe(root, { childList: true, subtree: true });
  consent.subscribe(scan);
  scan();
  return { scan };
}
