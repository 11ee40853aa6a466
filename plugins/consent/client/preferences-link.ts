// The footer's "Do Not Sell or Share My Personal Information" link (any link to the
// preferences page) reopens the choices in the browser; without JavaScript, or with a
// modifier key, it still goes to the page.
export function interceptPreferencesLinks(path: string, open: (opener: HTMLElement) => void): void {
  // Capture phase: before the core's in-app navigation sees the click.
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || url.pathname !== path) return;
      event.preventDefault();
      open(anchor);
    },
    true,
  );
}
