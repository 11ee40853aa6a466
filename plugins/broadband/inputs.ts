// Validation of what readers and callers send: five-digit ZIP codes, bounded addresses,
// rate parameters, solar leads. Each answers the value or a reader-facing message.
import {
  CD_TERMS,
  CHECKING_PRODUCTS,
  CITY,
  MAX_ADDRESS_LENGTH,
  MAX_BILL,
  MAX_DEPOSIT,
  MESSAGES,
  MIN_BILL,
  MIN_SEARCH_LENGTH,
  type RateKind,
  ROOF_KINDS,
  type RoofKind,
  SAVINGS_ACCOUNTS,
  STATE,
  ZIPCODE,
} from './constants.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const fail = (message: string): Checked<never> => ({ ok: false, message });
const ok = <T>(value: T): Checked<T> => ({ ok: true, value });

function objectOf(body: unknown): Record<string, unknown> | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

/** Trims and bounds free text (an address, a search); control characters are refused. */
export function checkAddress(value: unknown, minimum = 1): Checked<string> {
  if (typeof value !== 'string') return fail('Enter an address or a ZIP code.');
  const text = value.trim().replace(/\s+/g, ' ');
  if (text.length > MAX_ADDRESS_LENGTH) return fail(MESSAGES.addressTooLong);
  if (/[\u0000-\u001f\u007f]/.test(text)) return fail('Addresses cannot hold control characters.');
  if (text.length < minimum) return fail(`Type at least ${minimum} characters.`);
  return ok(text);
}

export function checkZipcode(value: unknown): Checked<string> {
  return typeof value === 'string' && ZIPCODE.test(value.trim()) ? ok(value.trim()) : fail(MESSAGES.badZip);
}

export function checkAutocomplete(body: unknown): Checked<{ search: string }> {
  const search = checkAddress(objectOf(body)?.search, MIN_SEARCH_LENGTH);
  return search.ok ? ok({ search: search.value }) : search;
}

export function checkValidation(body: unknown): Checked<{ address: string }> {
  const address = checkAddress(objectOf(body)?.address);
  return address.ok ? ok({ address: address.value }) : address;
}

export function checkProviders(body: unknown): Checked<{ zipcode: string; address?: string; isMoving: boolean }> {
  const fields = objectOf(body);
  if (!fields) return fail(MESSAGES.badZip);
  const zipcode = checkZipcode(fields.zipcode);
  if (!zipcode.ok) return zipcode;
  if (fields.isMoving !== undefined && typeof fields.isMoving !== 'boolean') return fail('isMoving must be true or false.');
  let address: string | undefined;
  if (fields.address !== undefined) {
    const checked = checkAddress(fields.address);
    if (!checked.ok) return checked;
    address = checked.value;
  }
  return ok({ zipcode: zipcode.value, ...(address ? { address } : {}), isMoving: fields.isMoving === true });
}

export function checkPlace(city: unknown, state: unknown): Checked<{ city: string; state: string }> {
  if (typeof city !== 'string' || !CITY.test(city)) return fail('Enter a city name.');
  if (typeof state !== 'string' || !STATE.test(state)) return fail('Enter a two-letter state code.');
  return ok({ city, state });
}

/** Decodes one path segment; a malformed escape is no value at all. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** City and state from the path after the prediction tool's own (`Austin/TX`, still
 *  percent-encoded): split before decoding, so an encoded slash stays inside its segment.
 *  A missing or extra segment is a bad state; any length reaches checkPlace. */
export function checkPlacePath(rawPlace: string): Checked<{ city: string; state: string }> {
  const [city = '', ...rest] = rawPlace.split('/');
  const state = rest.length === 1 ? decodeSegment(rest[0] ?? '') : undefined;
  return checkPlace(decodeSegment(city), state);
}

/** A whole number of dollars in [0, MAX_DEPOSIT] (query strings and form fields alike). */
export function checkAmount(value: unknown): Checked<number> {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(/[$,]/g, '') : '';
  if (!/^[0-9]{1,8}(\.[0-9]{1,2})?$/.test(text)) return fail('Enter an amount in dollars.');
  const amount = Number(text);
  return amount > MAX_DEPOSIT ? fail(`Amounts are at most $${MAX_DEPOSIT.toLocaleString('en-US')}.`) : ok(amount);
}

/** The reader's choices of one rate table; the option names the table's own parameter. */
export interface RateQuery {
  kind: RateKind;
  amount: number;
  zipcode: string;
  /** deposit_term (CDs, months), product_type (checking) or account_type (savings). */
  option: string;
}

export function checkRateQuery(kind: RateKind, query: Record<string, unknown>): Checked<RateQuery> {
  const amount = checkAmount(query.amount);
  if (!amount.ok) return amount;
  const zipcode = checkZipcode(query.zipcode);
  if (!zipcode.ok) return zipcode;
  const option = typeof query.option === 'string' ? query.option : undefined;
  const allowed: readonly string[] = kind === 'cds' ? CD_TERMS.map(String) : kind === 'checking' ? CHECKING_PRODUCTS : SAVINGS_ACCOUNTS;
  const chosen = option ?? allowed[kind === 'cds' ? 2 : 0] ?? '';
  if (!allowed.includes(chosen)) return fail(`Choose one of ${allowed.join(', ')}.`);
  return ok({ kind, amount: amount.value, zipcode: zipcode.value, option: chosen });
}

export interface SolarLeadInput {
  /** An address or a ZIP code; the ZIP code is read from it. */
  location: string;
  zipcode: string;
  monthlyBill: number;
  roof: RoofKind;
  shaded: boolean;
}

export function checkSolarLead(body: unknown): Checked<SolarLeadInput> {
  const fields = objectOf(body);
  if (!fields) return fail('Fill in the form.');
  const location = checkAddress(fields.location);
  if (!location.ok) return location;
  const zipcode = /\b([0-9]{5})(?:-[0-9]{4})?\s*$/.exec(location.value)?.[1] ?? (ZIPCODE.test(location.value) ? location.value : undefined);
  if (!zipcode) return fail('Enter your ZIP code, or an address ending with it.');
  const bill = checkAmount(fields.monthlyBill);
  if (!bill.ok || bill.value < MIN_BILL || bill.value > MAX_BILL) return fail(`Enter a monthly bill between $${MIN_BILL} and $${MAX_BILL}.`);
  if (typeof fields.roof !== 'string' || !(ROOF_KINDS as readonly string[]).includes(fields.roof)) return fail('Choose which way your roof faces.');
  if (fields.shaded !== undefined && typeof fields.shaded !== 'boolean') return fail('Shade must be yes or no.');
  return ok({ location: location.value, zipcode, monthlyBill: bill.value, roof: fields.roof as RoofKind, shaded: fields.shaded === true });
}
