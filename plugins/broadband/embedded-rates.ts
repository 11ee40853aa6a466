// The embedded finance-rate service (spec 001 §7): the three GETs with their exact
// parameters, allow_multiple=false and full_feed=true required, answered from the sample
// rates. Products of regional banks show only for ZIP codes in their states; products
// whose opening deposit is above the amount are left out.
import { RATE_KINDS, type RateKind } from './constants.ts';
import type { RateOffer, RatesAnswer } from './geo-types.ts';
import { checkAmount, checkZipcode } from './inputs.ts';
import { type ReferenceData, stateOfZip } from './reference-data.ts';
import type { ServiceAnswer } from './embedded-geo.ts';

/** The query parameters of each call besides allow_multiple and full_feed (spec 001 §7). */
export const RATE_PARAMETERS: Readonly<Record<RateKind, readonly string[]>> = Object.freeze({
  cds: ['amount', 'zipcode', 'deposit_term', 'utm_campaign'],
  checking: ['product_type', 'zipcode', 'deposit_amount', 'utm_campaign'],
  savings: ['account_type', 'amount', 'zipcode', 'utm_campaign'],
});

const round2 = (value: number) => Math.round(value * 100) / 100;
/** Interest on `amount` over `months`, compounded monthly at the APY. */
const earned = (amount: number, apy: number, months: number) => round2(amount * ((1 + apy / 100) ** (months / 12) - 1));

const badRequest = (message: string): ServiceAnswer => ({ status: 400, body: { error: 'bad-request', message } });

export function isRateKind(value: string): value is RateKind {
  return (RATE_KINDS as readonly string[]).includes(value);
}

export function answerRates(data: ReferenceData, kind: string, query: Record<string, string | undefined>): ServiceAnswer {
  if (!isRateKind(kind)) return { status: 404, body: { error: 'not-found', message: `no rate table '${kind}'` } };
  if (query.allow_multiple !== 'false') return badRequest('allow_multiple must be false');
  if (query.full_feed !== 'true') return badRequest('full_feed must be true');
  for (const name of RATE_PARAMETERS[kind]) if (!query[name]) return badRequest(`${name} is required`);
  const zipcode = checkZipcode(query.zipcode);
  if (!zipcode.ok) return badRequest(zipcode.message);
  const amount = checkAmount(kind === 'checking' ? query.deposit_amount : query.amount);
  if (!amount.ok) return badRequest(amount.message);
  const state = stateOfZip(data, zipcode.value);
  const serves = (states: readonly string[] | undefined) => !states || (state !== undefined && states.includes(state));
  const affordable = (minimum: number) => minimum <= amount.value;
  let offers: RateOffer[];
  if (kind === 'cds') {
    const term = Number(query.deposit_term);
    if (!Number.isInteger(term) || term < 1 || term > 120) return badRequest('deposit_term must be a number of months');
    offers = data.rates.cds
      .filter((cd) => cd.term === term && serves(cd.states) && affordable(cd.minimum))
      .map((cd) => ({ bank: cd.bank, name: `${cd.term}-month CD`, apy: cd.apy, minimum: cd.minimum, term: cd.term, earnings: earned(amount.value, cd.apy, cd.term) }));
  } else if (kind === 'checking') {
    const product = query.product_type ?? '';
    offers = data.rates.checking
      .filter((account) => (product === 'all' || account.product === product) && serves(account.states) && affordable(account.minimum))
      .map((account) => ({
        bank: account.bank,
        name: account.name,
        apy: account.apy,
        minimum: account.minimum,
        monthlyFee: account.monthlyFee,
        earnings: earned(amount.value, account.apy, 12),
      }));
  } else {
    const type = query.account_type ?? '';
    offers = data.rates.savings
      .filter((account) => (type === 'all' || account.account === type) && serves(account.states) && affordable(account.minimum))
      .map((account) => ({ bank: account.bank, name: account.name, apy: account.apy, minimum: account.minimum, earnings: earned(amount.value, account.apy, 12) }));
  }
  offers.sort((a, b) => b.apy - a.apy || a.bank.localeCompare(b.bank));
  const body: RatesAnswer = { kind, zipcode: zipcode.value, ...(state ? { state } : {}), amount: amount.value, offers };
  return { status: 200, body };
}
