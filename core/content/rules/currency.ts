// Prices: USD with zero minimum fraction digits (spec 000 §9): $999, $19.99.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 });

export function formatUsd(amount: number): string {
  return usd.format(amount);
}
