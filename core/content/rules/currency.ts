// Prices: USD with zero minimum fraction digits (spec 000 §9): $999, $19.99.
// Made on first use: building a currency format loads locale data, which a page that
// shows no price in the browser should not pay while its code starts.
let usd: Intl.NumberFormat | undefined;

export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 });
  return usd.format(amount);
}
