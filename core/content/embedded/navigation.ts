// The editorial components: header and footer navigation as ContentLists, built from the
// site's navigation file (spec 000 §7 "components editorial curated-nav-redesign").
import { NAV_COMPONENT_FOOTER, NAV_COMPONENT_HEADER } from '../api-words.ts';
import { component, ok, type ServiceResponse } from './answers.ts';
import type { ContentStore } from './store.ts';

export function editorialAnswer(store: ContentStore, site: string, name: string): ServiceResponse {
  const navigation = store.get(site, 'navigation', 'navigation');
  const key = name === NAV_COMPONENT_HEADER ? 'header' : name === NAV_COMPONENT_FOOTER ? 'footer' : undefined;
  if (!navigation || !key || !Array.isArray(navigation.data[key]))
    return { status: 200, body: { errors: [{ code: 404, message: `Unknown component ${name}` }] } };
  const items = (navigation.data[key] as { title: string; url: string }[]).map((link) => ({
    slug: link.url.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home',
    title: link.title,
    url: link.url,
  }));
  return ok(component(`nav-${key}`, name, 'ContentList', { title: key === 'header' ? 'Menu' : 'Footer', slug: name, items }));
}

/** The header and footer a page carries, each left out when the site has none. */
export function navigationOf(store: ContentStore, site: string): { header?: unknown; footer?: unknown } {
  const header = editorialAnswer(store, site, NAV_COMPONENT_HEADER);
  const footer = editorialAnswer(store, site, NAV_COMPONENT_FOOTER);
  return {
    ...(header.status === 200 ? { header: header.body } : {}),
    ...(footer.status === 200 ? { footer: footer.body } : {}),
  };
}
