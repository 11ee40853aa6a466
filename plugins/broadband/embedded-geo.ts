// The embedded geo service (spec 001 §7 geo calls): address autocomplete and validation,
// providers at a ZIP code, the city/state prediction, all answered from the reference
// data. It validates what it is sent as a real service would (400 with a message).
import { MAX_SUGGESTIONS, MESSAGES } from './constants.ts';
import type { AddressSuggestion, InternetProvider, PredictAnswer, ProvidersAnswer, SpeedPoint, ValidationAnswer } from './geo-types.ts';
import { type Checked, checkAutocomplete, checkPlace, checkProviders, checkValidation } from './inputs.ts';
import { type Provider, type ReferenceData, reviewSlugOf, type ZipArea } from './reference-data.ts';

export interface ServiceAnswer {
  status: number;
  body: unknown;
}

const badRequest = (message: string): ServiceAnswer => ({ status: 400, body: { error: 'bad-request', message } });

function answer<T>(checked: Checked<T>, build: (value: T) => ServiceAnswer): ServiceAnswer {
  return checked.ok ? build(checked.value) : badRequest(checked.message);
}

function suggestion(number: string, street: string, area: ZipArea): AddressSuggestion {
  const streetLine = `${number} ${street}`;
  return { streetLine, city: area.city, state: area.state, zipcode: area.zipcode, text: `${streetLine}, ${area.city}, ${area.state} ${area.zipcode}` };
}

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim();

/** Suggestions for what the reader typed: a house number and the start of a street, a
 *  city, or a ZIP code. The house number is kept as typed (100 when there is none). */
export function suggestAddresses(data: ReferenceData, search: string): AddressSuggestion[] {
  const words = /^([0-9]{1,6})\s+(.*)$/.exec(search.trim());
  const number = words?.[1] ?? '100';
  const rest = normalise(words ? (words[2] ?? '') : search);
  const found: AddressSuggestion[] = [];
  for (const area of data.zipcodes.values()) {
    for (const street of area.streets) {
      const line = normalise(`${street} ${area.city} ${area.state} ${area.zipcode}`);
      const cityLine = normalise(`${area.city} ${area.state} ${area.zipcode}`);
      if (rest !== '' && (line.startsWith(rest) || cityLine.startsWith(rest) || normalise(street).split(' ').some((_, index, parts) => parts.slice(index).join(' ').startsWith(rest)))) {
        found.push(suggestion(number, street, area));
      }
      if (found.length >= MAX_SUGGESTIONS) return found;
    }
  }
  return found;
}

/** Reads a ZIP code (and the known area) from a one-line address. */
export function validateAddress(data: ReferenceData, address: string): ValidationAnswer {
  const zipcode = /\b([0-9]{5})(?:-[0-9]{4})?\b/.exec(address)?.[1];
  if (!zipcode) return { valid: false, message: 'Add the ZIP code to the address.' };
  const area = data.zipcodes.get(zipcode);
  if (!area) return { valid: false, message: MESSAGES.unknownZip(zipcode) };
  const streetLine = address.split(',')[0]?.trim() ?? '';
  const onlyZip = streetLine === zipcode;
  return {
    valid: true,
    address: {
      streetLine: onlyZip ? '' : streetLine,
      city: area.city,
      state: area.state,
      zipcode,
      text: onlyZip ? `${area.city}, ${area.state} ${zipcode}` : `${streetLine}, ${area.city}, ${area.state} ${zipcode}`,
    },
  };
}

function providerView(data: ReferenceData, provider: Provider): InternetProvider {
  const slug = reviewSlugOf(data, provider.name);
  return {
    id: provider.id,
    name: provider.name,
    ...(slug ? { reviewUrl: `/home/internet/${slug}/` } : {}),
    technologies: [...new Set(provider.plans.map((plan) => plan.technology))],
    maxDownload: Math.max(...provider.plans.map((plan) => plan.download)),
    maxUpload: Math.max(...provider.plans.map((plan) => plan.upload)),
    lowestPrice: Math.min(...provider.plans.map((plan) => plan.price)),
    plans: provider.plans.map((plan) => ({ ...plan })),
    phone: { ...provider.phone },
  };
}

/** Providers at a ZIP code, fastest first; undefined when the ZIP code is not known. */
export function providersAt(data: ReferenceData, zipcode: string, isMoving: boolean): ProvidersAnswer | undefined {
  const area = data.zipcodes.get(zipcode);
  if (!area) return undefined;
  const providers = area.providers
    .flatMap((id) => {
      const provider = data.providers.get(id);
      return provider ? [providerView(data, provider)] : [];
    })
    .sort((a, b) => b.maxDownload - a.maxDownload || a.lowestPrice - b.lowestPrice);
  return { zipcode, city: area.city, state: area.state, isMoving, providers };
}

/** The speeds of a city (a metro area), its state and the US, and the providers most
 *  often found in that city (harbinger prediction). */
export function predict(data: ReferenceData, city: string, state: string): PredictAnswer {
  const metro = data.metros.find((entry) => entry.city.toLowerCase() === city.toLowerCase() && entry.state === state);
  const stateSpeeds = data.states[state];
  const us: SpeedPoint = { label: 'US average', ...data.us };
  const counts = new Map<string, number>();
  for (const area of data.zipcodes.values()) {
    if (area.state !== state || area.city.toLowerCase() !== city.toLowerCase()) continue;
    for (const id of area.providers) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const likelyProviders = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .flatMap(([id]) => data.providers.get(id)?.name ?? []);
  return {
    city: metro?.city ?? city,
    state,
    ...(metro ? { city_speeds: { label: `${metro.city}, ${metro.state}`, download: metro.download, upload: metro.upload } } : {}),
    ...(stateSpeeds ? { state_speeds: { label: `${state} average`, ...stateSpeeds } } : {}),
    us_speeds: us,
    likelyProviders,
  };
}

/** The four calls, as the HTTP routes and the in-process transport answer them. */
export function createEmbeddedGeo(data: ReferenceData) {
  return {
    autocomplete: (body: unknown): ServiceAnswer => answer(checkAutocomplete(body), ({ search }) => ({ status: 200, body: { suggestions: suggestAddresses(data, search) } })),
    validation: (body: unknown): ServiceAnswer => answer(checkValidation(body), ({ address }) => ({ status: 200, body: validateAddress(data, address) })),
    providers: (body: unknown): ServiceAnswer =>
      answer(checkProviders(body), ({ zipcode, isMoving }) => {
        const found = providersAt(data, zipcode, isMoving);
        return found ? { status: 200, body: found } : { status: 404, body: { error: 'unknown-zipcode', message: MESSAGES.unknownZip(zipcode) } };
      }),
    predict: (city: unknown, state: unknown): ServiceAnswer => answer(checkPlace(city, state), (place) => ({ status: 200, body: predict(data, place.city, place.state) })),
  };
}

export type EmbeddedGeo = ReturnType<typeof createEmbeddedGeo>;
