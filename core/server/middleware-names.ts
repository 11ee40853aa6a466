// Middleware steps the core itself implements (spec 000 §4 order: brand, i18n, feature
// flags, A/B test, auth, cache, transaction, vanity). The others are plugins'.
export const CORE_MIDDLEWARE = ['brand', 'i18n', 'feature-flags', 'cache', 'transaction'] as const;
export type CoreMiddlewareName = (typeof CORE_MIDDLEWARE)[number];
