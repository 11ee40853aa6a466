// What one brand's broadband tools call: the geo host and the finance-rate service, each
// embedded or real (upstream.ts), and how their answers become the reader's answers: the
// upstream's own 4xx message, or a friendly message when it is slow or failing.
import { GEO_CALLS, MESSAGES, type RateKind } from './constants.ts';
import { createEmbeddedGeo, type ServiceAnswer } from './embedded-geo.ts';
import { answerRates } from './embedded-rates.ts';
import type { RateQuery } from './inputs.ts';
import type { BroadbandOptions } from './options.ts';
import type { ReferenceData } from './reference-data.ts';
import { embeddedUpstream, httpUpstream, missingUpstream, type Upstream, UpstreamError } from './upstream.ts';

export interface ToolLogger {
  warn(object: object, message: string): void;
}

export interface BroadbandServices {
  data: ReferenceData;
  geo: Upstream;
  rates: Upstream;
  /** The geo calls with their inputs already checked. */
  autocomplete(search: string, txId?: string): Promise<ServiceAnswer>;
  validation(address: string, txId?: string): Promise<ServiceAnswer>;
  providers(input: { zipcode: string; address?: string; isMoving: boolean }, txId?: string): Promise<ServiceAnswer>;
  predict(city: string, state: string, txId?: string): Promise<ServiceAnswer>;
  rateTable(query: RateQuery, txId?: string): Promise<ServiceAnswer>;
}

/** Why a call fails when the upstream has no host and the embedded one no sample data. */
export const noSampleData = (upstream: 'geo' | 'rates') =>
  `no ${upstream}.host is set and sampleData is off: the embedded ${upstream} service serves only sample data`;

/** The query of one finance-rate call, exactly as spec 001 §7 lists it. */
export function rateCallQuery(query: RateQuery, utmCampaign: string): Record<string, string> {
  const common = { allow_multiple: 'false', full_feed: 'true' };
  const amount = String(query.amount);
  switch (query.kind) {
    case 'cds':
      return { ...common, amount, zipcode: query.zipcode, deposit_term: query.option, utm_campaign: utmCampaign };
    case 'checking':
      return { ...common, product_type: query.option, zipcode: query.zipcode, deposit_amount: amount, utm_campaign: utmCampaign };
    case 'savings':
      return { ...common, account_type: query.option, amount, zipcode: query.zipcode, utm_campaign: utmCampaign };
  }
}

/** The geo paths the embedded service answers, for the in-process transport. */
function embeddedGeoHandler(data: ReferenceData, site: string) {
  const geo = createEmbeddedGeo(data);
  const predictPath = new RegExp(`^/api/neutron/geo/${site}/harbinger/predict/([^/]+)/([^/]+)/web$`);
  return ({ path, body }: { path: string; body?: unknown }): ServiceAnswer => {
    if (path === GEO_CALLS.autocomplete(site)) return geo.autocomplete(body);
    if (path === GEO_CALLS.validation(site)) return geo.validation(body);
    if (path === GEO_CALLS.providers(site)) return geo.providers(body);
    const place = predictPath.exec(path);
    if (place) return geo.predict(decodeURIComponent(place[1] ?? ''), decodeURIComponent(place[2] ?? ''));
    return { status: 404, body: { error: 'not-found', message: `no geo call at ${path}` } };
  };
}

export function createServices(data: ReferenceData, options: BroadbandOptions, site: string, log: ToolLogger): BroadbandServices {
  const geo = options.geo.host ? httpUpstream(options.geo.host, options.geo.timeoutMs)
    : options.sampleData ? embeddedUpstream(embeddedGeoHandler(data, site))
    : missingUpstream(noSampleData('geo'));
  const rates = options.rates.host ? httpUpstream(options.rates.host, options.rates.timeoutMs)
    : options.sampleData ? embeddedUpstream(({ path, query }) => answerRates(data, path.slice(1), query ?? {}))
    : missingUpstream(noSampleData('rates'));

  async function ask(upstream: Upstream, call: Parameters<Upstream['call']>[0], unavailable: string): Promise<ServiceAnswer> {
    try {
      const answer = await upstream.call(call);
      if (answer.status === 200) return answer;
      const message = (answer.body as { message?: unknown }).message;
      const status = answer.status >= 400 && answer.status < 500 ? answer.status : 502;
      return { status, body: { error: 'upstream', message: typeof message === 'string' && message.length <= 300 ? message : unavailable } };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      log.warn({ reason: error.reason, err: error.message }, 'broadband: upstream call failed');
      return { status: error.reason === 'timeout' ? 504 : 503, body: { error: error.reason, message: unavailable } };
    }
  }

  return {
    data,
    geo,
    rates,
    autocomplete: (search, txId) => ask(geo, { method: 'POST', path: GEO_CALLS.autocomplete(site), body: { search }, ...(txId ? { txId } : {}) }, MESSAGES.unavailable),
    validation: (address, txId) => ask(geo, { method: 'POST', path: GEO_CALLS.validation(site), body: { address }, ...(txId ? { txId } : {}) }, MESSAGES.unavailable),
    providers: (input, txId) => ask(geo, { method: 'POST', path: GEO_CALLS.providers(site), body: input, ...(txId ? { txId } : {}) }, MESSAGES.unavailable),
    predict: (city, state, txId) => ask(geo, { method: 'GET', path: GEO_CALLS.predict(site, city, state), ...(txId ? { txId } : {}) }, MESSAGES.unavailable),
    rateTable: (query, txId) =>
      ask(rates, { method: 'GET', path: `/${query.kind satisfies RateKind}`, query: rateCallQuery(query, options.rates.utmCampaign), ...(txId ? { txId } : {}) }, MESSAGES.ratesUnavailable),
  };
}
