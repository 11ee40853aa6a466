// Which clicks the browser handles in-app (spec 000 §2.6): same-origin links to a
// known route, without modifier keys or a target; '#jumplink' links scroll in-page.
export function isJumpLink(href: string): boolean {
  return href.replace(/\s+/g, '').startsWith('#jumplink');
}

export interface ClickInfo {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export function isPlainClick(event: ClickInfo): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/** The in-app target of an anchor, or undefined to let the browser navigate. */
export function inAppTarget(anchor: { href: string; target: string; hasAttribute(name: string): boolean }, origin: string): URL | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-full-reload')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  if (url.pathname.startsWith('/_neutron/') || url.pathname.startsWith('/_node/') || url.pathname.startsWith('/api/') || url.pathname.startsWith('/a/')) return undefined;
  return url;
}
