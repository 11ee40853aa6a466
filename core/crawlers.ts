// Crawlers (spec 000 §6, spec 001 §6), in one place for the core and every plugin:
// - Yeti, Baiduspider, Linespider and googlebot are excluded from some features (A/B tests
//   never bucket them);
// - Googlebot and Ahrefsbot are excluded from bot-disabled features (the site YAML's
//   `botDisabledFeatures`, turned off for them by the feature-flags step).
type UserAgent = string | readonly string[] | undefined;

const CRAWLER = /yeti|baiduspider|linespider|googlebot/i;
const BOT_DISABLED_AGENT = /googlebot|ahrefsbot/i;

function text(userAgent: UserAgent): string | undefined {
  return Array.isArray(userAgent) ? userAgent.join(' ') : (userAgent as string | undefined);
}

/** A crawler excluded from some features (A/B test bucketing among them). */
export function isCrawler(userAgent: UserAgent): boolean {
  const value = text(userAgent);
  return typeof value === 'string' && CRAWLER.test(value);
}

/** A crawler for which bot-disabled features are off. */
export function isBotDisabledAgent(userAgent: UserAgent): boolean {
  const value = text(userAgent);
  return typeof value === 'string' && BOT_DISABLED_AGENT.test(value);
}
