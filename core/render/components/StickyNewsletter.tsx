// The sticky newsletter bar (feature flag stickyNewsletter, off in the shipped sites as
// spec 000 §9 says; phones and tablets only). Fixed to the foot of the window, so it never
// moves the page.
import { useState } from 'react';
import type { SiteSummary } from '../../page-data.ts';
import { CORE_FEATURES } from '../../features.ts';
import type { Device } from '../../device.ts';
import { useRendersOn } from '../device-gate.ts';
import { useFeature } from '../features.ts';

/** The device classes the bar renders for (spec 001 §6): phones and tablets, where the
 *  footer's newsletter link is screens away; a desktop window shows the footer's link
 *  sooner and keeps its foot free. */
export const STICKY_NEWSLETTER_DEVICES: readonly Device[] = Object.freeze(['mobile', 'tablet']);

interface Props {
  site: SiteSummary;
}

export function StickyNewsletter({ site }: Props) {
  const on = useFeature(CORE_FEATURES.stickyNewsletter);
  const fits = useRendersOn(STICKY_NEWSLETTER_DEVICES);
  const [dismissed, setDismissed] = useState(false);
  if (!on || !fits || dismissed) return null;
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
