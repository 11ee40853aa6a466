// Seamless next article (spec 000 §3–§4, spec 001 §9 observer margins): at the end of an
// article whose route has the seamless flag, the next read-next story is fetched as the
// reader nears it (request margin 50% 0px) and appended; when a page scrolls into view
// (enter margin -20% 0px) the address bar, the title and the page view follow it. Each
// story is appended once, and its body arrives once, with its own page data.
import type { PageData } from '../page-data.ts';
import type { SeamlessLink } from '../render/components/article/article-props.ts';

/** The observer margins of spec 001 §9: when the next story is asked for (request) and
 *  when an appended page counts as the one being read (enter). */
export interface SeamlessMargins {
  request: string;
  enter: string;
}

/** Spec 001 §9 "seamless request 50% 0px, enter -20% 0px": the read-next stories' margins. */
export const SEAMLESS_MARGINS: SeamlessMargins = Object.freeze({ request: '50% 0px', enter: '-20% 0px' });
/** Spec 001 §9 "another configuration: 100% 0px request, -20% 0px 0px 0px enter":
 *  startSeamless takes it in place of the default; no shipped page asks for it. */
export const SEAMLESS_ALTERNATIVE_MARGINS: SeamlessMargins = Object.freeze({ request: '100% 0px', enter: '-20% 0px 0px 0px' });
/** Where the next story is asked for: rendered after the last page while stories remain. */
export const SEAMLESS_SENTINEL_CLASS = 'seamless-sentinel';
/** Each appended page, with its address in `data-seamless-key`. */
export const SEAMLESS_PAGE_CLASS = 'seamless-page';

export interface SeamlessDriver {
  /** The stories still to append after the page on screen. */
  remaining(): SeamlessLink[];
  /** Fetches and appends one story; resolves false when it could not be shown. */
  append(link: SeamlessLink): Promise<boolean>;
  /** A page (the first, or an appended one) is now the one being read. */
  entered(key: string): void;
}

export interface Seamless {
  /** Call after each render: watches the sentinel and every page. */
  refresh(): void;
  stop(): void;
}

export function startSeamless(driver: SeamlessDriver, mainKey: () => string, margins: SeamlessMargins = SEAMLESS_MARGINS): Seamless {
  let loading = false;
  const visible = new Map<Element, string>();
  const request = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || loading) return;
      const [next] = driver.remaining();
      if (!next) return;
      loading = true;
      void driver
        .append(next)
        .catch(() => false)
        .finally(() => {
          loading = false;
        });
    },
    { rootMargin: margins.request },
  );
  const enter = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const key = entry.target.getAttribute('data-seamless-key') ?? mainKey();
        if (entry.isIntersecting) visible.set(entry.target, key);
        else visible.delete(entry.target);
      }
      // The lowest page in view is the one being read.
      const ordered = [...visible.keys()].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      const current = ordered[ordered.length - 1];
      if (current) driver.entered(visible.get(current) ?? mainKey());
    },
    { rootMargin: margins.enter },
  );
  let watched: Element[] = [];
  return {
    refresh() {
      request.disconnect();
      for (const element of watched) enter.unobserve(element);
      visible.clear();
      const sentinel = document.querySelector(`.${SEAMLESS_SENTINEL_CLASS}`);
      const pages = [...document.querySelectorAll(`.${SEAMLESS_PAGE_CLASS}`)];
      const first = document.querySelector('#main > :first-child');
      watched = pages.length > 0 && first ? [first, ...pages] : [];
      for (const element of watched) enter.observe(element);
      if (sentinel) request.observe(sentinel);
    },
    stop() {
      request.disconnect();
      enter.disconnect();
      visible.clear();
    },
  };
}

/** An appended story without the in-body ad slots its body pipeline placed: their ids would
 *  repeat the first page's, and ad code fills the slots of the page navigated to only. */
export function withoutAdSlots(page: PageData): PageData {
  const body = (page.props as { body?: { html?: string } }).body;
  if (!body?.html || !body.html.includes('data-ad-slot')) return page;
  const template = document.createElement('template');
  template.innerHTML = body.html;
  for (const slot of template.content.querySelectorAll('[data-ad-slot]')) slot.remove();
  return { ...page, props: { ...page.props, body: { ...body, html: template.innerHTML } } };
}
