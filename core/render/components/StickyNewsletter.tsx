// The sticky newsletter bar (feature flag stickyNewsletter, off in the shipped sites as
// spec 000 §9 says). Fixed to the foot of the window, so it never moves the page.
import { useState } from 'react';
import type { SiteSummary } from '../../page-data.ts';
import { CORE_FEATURES } from '../../features.ts';
import { useFeature } from '../features.ts';

interface Props {
  site: SiteSummary;
}

export function StickyNewsletter({ site }: Props) {
  const on = useFeature(CORE_FEATURES.stickyNewsletter);
  const [dismissed, setDismissed] = useState(false);
  if (!on || dismissed) return null;
  return (
    <aside className="sticky-newsletter" aria-label="Newsletter">
      <p className="sticky-newsletter__text">Get the best of {site.name} in your inbox.</p>
      <a className="sticky-newsletter__link" href="/newsletters/">
        Sign up
      </a>
      <button type="button" className="sticky-newsletter__close" aria-label="Close the newsletter bar" onClick={() => setDismissed(true)}>
        ×
      </button>
    </aside>
  );
}
