// Crawlers are never bucketed (spec 000 §6, spec 001 §6).
const CRAWLER = /yeti|baiduspider|linespider|googlebot/i;

export function isCrawler(userAgent: string | string[] | undefined): boolean {
  const value = Array.isArray(userAgent) ? userAgent.join(' ') : userAgent;
  return typeof value === 'string' && CRAWLER.test(value);
}
