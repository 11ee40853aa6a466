// Feature flags (spec 000 §6): the core's own flags and their defaults, which a site's
// `features:` may change; readers override them with featureEnable / featureDisable.
// The server reads the result from `ctx.features`, components with `useFeature`, plugin
// browser code with `api.feature`; all three see the same set.

/** The flags the core itself reads. Sites may declare more for their plugins. */
export const CORE_FEATURES = {
  /** The sticky newsletter bar at the foot of the window. */
  stickyNewsletter: 'stickyNewsletter',
  /** Loading a linked page's code when its link comes into view (spec 001 §7). */
  linkPrefetch: 'linkPrefetch',
  /** "3 hours ago" under 10 days (spec 000 §9); off, every date is a calendar date. */
  relativeDates: 'relativeDates',
  /** Read-next stories appended at the end of articles on seamless routes. */
  seamless: 'seamless',
} as const;

/** The core's flags when a site says nothing of them (spec 000 §9: sticky newsletter off). */
export const CORE_FEATURE_DEFAULTS: Readonly<Record<string, boolean>> = {
  [CORE_FEATURES.stickyNewsletter]: false,
  [CORE_FEATURES.linkPrefetch]: true,
  [CORE_FEATURES.relativeDates]: true,
  [CORE_FEATURES.seamless]: true,
};

/** A site's flags with the core's defaults under them. */
export function siteFeatureDefaults(features: Record<string, boolean>): Record<string, boolean> {
  return { ...CORE_FEATURE_DEFAULTS, ...features };
}
