// The banner a reader sees until they choose: fixed at the bottom of the viewport, so it
// never moves the page; the page gets room below its end so nothing stays hidden behind it.
import { useId, useLayoutEffect, useRef } from 'react';
import { GpcNote } from './GpcNote.tsx';
import { PolicyLink } from './PolicyLink.tsx';

interface Props {
  policyUrl: string | undefined;
  gpc: boolean;
  gpcNames: readonly string[];
  onAcceptAll(): void;
  onRejectAll(): void;
  onManage(opener: HTMLElement): void;
}

export const BANNER_SPACE = '--consent-banner-space';

export function ConsentBanner({ policyUrl, gpc, gpcNames, onAcceptAll, onRejectAll, onManage }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(BANNER_SPACE, `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_SPACE);
    };
  }, []);
  return (
    <section ref={ref} className="consent-banner" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent-banner__title">
        Your privacy choices
      </h2>
      <p className="consent-banner__text">
        We use cookies and similar technologies to run this site and, with your consent, to measure it, show videos and posts from other
        services, and personalise ads. Change your mind at any time from the link at the bottom of every page.
        <PolicyLink href={policyUrl} />
      </p>
      {gpc ? <GpcNote names={gpcNames} /> : null}
      <div className="consent-banner__actions">
        <button type="button" className="consent-button consent-button--primary" onClick={onAcceptAll}>
          Accept all
        </button>
        <button type="button" className="consent-button consent-button--primary" onClick={onRejectAll}>
          Reject all
        </button>
        <button type="button" className="consent-button" onClick={(event) => onManage(event.currentTarget)}>
          Manage choices
        </button>
      </div>
    </section>
  );
}
