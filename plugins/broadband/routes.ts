// The plugin's HTTP endpoints in a brand's scope:
// - the embedded geo service at the spec's geo paths and the embedded finance-rate
//   service, so one node can be another's upstream;
// - the reader's tools under /_broadband/: each input checked (400 with a message), then
//   asked of the upstream through services.ts (a friendly 503/504 when it fails);
// - the solar estimator's leads, kept in SQLite and answered with the estimate.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { EMBEDDED_RATES_PATH, GEO_CALLS, TOOL_PATHS, TOOLS_PREFIX } from './constants.ts';
import { createEmbeddedGeo, type ServiceAnswer } from './embedded-geo.ts';
import { answerRates, isRateKind } from './embedded-rates.ts';
import { type Checked, checkAutocomplete, checkPlacePath, checkProviders, checkRateQuery, checkSolarLead, checkValidation } from './inputs.ts';
import type { LeadsStore } from './leads-store.ts';
import type { BroadbandServices } from './services.ts';
import { estimateSolar } from './solar-estimate.ts';

export interface RouteDeps {
  brand: string;
  /** The brand's content API site: the {site} of the geo paths. */
  site: string;
  services: BroadbandServices;
  leads: LeadsStore;
  maxLeadsPerMinute: number;
  /** The embedded geo and finance-rate services answer over HTTP (the plugin's `sampleData`). */
  sampleData: boolean;
}

const BODY_LIMIT = 4096;
const RATE_WINDOW_MS = 60_000;
/** Answers that depend only on their URL may be cached a little. */
const SHORT_CACHE = 'public, max-age=300';

const tool = (name: string) => `/${TOOLS_PREFIX}/${name}`;

function send(reply: FastifyReply, answer: ServiceAnswer, cache = 'no-store'): FastifyReply {
  return reply.code(answer.status).header('cache-control', answer.status === 200 ? cache : 'no-store').send(answer.body);
}

function badRequest(reply: FastifyReply, checked: Extract<Checked<unknown>, { ok: false }>): FastifyReply {
  return reply.code(400).header('cache-control', 'no-store').send({ error: 'bad-request', message: checked.message });
}

export async function registerRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { services, site } = deps;
  const geo = createEmbeddedGeo(services.data);
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false });
    // Errors of these routes (bad JSON, a body over the limit) are JSON for the caller, never a page.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'broadband: endpoint failed');
      return reply.code(status).header('cache-control', 'no-store').send({ error: status === 500 ? 'internal' : 'bad-request', message: status === 500 ? 'Something went wrong.' : error.message });
    });
    const post = { bodyLimit: BODY_LIMIT };

    // The embedded geo service (spec 001 §7 paths) and finance-rate service over HTTP, only
    // while they serve their sample data (the plugin's `sampleData`).
    if (deps.sampleData) {
      scope.post(GEO_CALLS.autocomplete(site), post, async (request, reply) => send(reply, geo.autocomplete(request.body)));
      scope.post(GEO_CALLS.validation(site), post, async (request, reply) => send(reply, geo.validation(request.body)));
      scope.post(GEO_CALLS.providers(site), post, async (request, reply) => send(reply, geo.providers(request.body)));
      scope.get<{ Params: { city: string; state: string } }>(`/api/neutron/geo/${site}/harbinger/predict/:city/:state/web`, async (request, reply) =>
        send(reply, geo.predict(request.params.city, request.params.state), SHORT_CACHE),
      );
      scope.get<{ Params: { kind: string }; Querystring: Record<string, string> }>(`${EMBEDDED_RATES_PATH}/:kind`, async (request, reply) =>
        send(reply, answerRates(services.data, request.params.kind, request.query), SHORT_CACHE),
      );
    }

    // The reader's tools.
    scope.post(tool(TOOL_PATHS.autocomplete), post, async (request, reply) => {
      const checked = checkAutocomplete(request.body);
      return checked.ok ? send(reply, await services.autocomplete(checked.value.search, request.id)) : badRequest(reply, checked);
    });
    scope.post(tool(TOOL_PATHS.validation), post, async (request, reply) => {
      const checked = checkValidation(request.body);
      return checked.ok ? send(reply, await services.validation(checked.value.address, request.id)) : badRequest(reply, checked);
    });
    scope.post(tool(TOOL_PATHS.providers), post, async (request, reply) => {
      const checked = checkProviders(request.body);
      return checked.ok ? send(reply, await services.providers(checked.value, request.id)) : badRequest(reply, checked);
    });
    // A wildcard, not :city/:state: the router skips a route whose parameter is over its
    // maxParamLength, and such a city would get the site's HTML 404 instead of this 400.
    const predictBase = `${scope.prefix}${tool(TOOL_PATHS.predict)}/`;
    scope.get(`${tool(TOOL_PATHS.predict)}/*`, async (request, reply) => {
      const checked = checkPlacePath((request.url.split('?', 1)[0] ?? '').slice(predictBase.length));
      return checked.ok ? send(reply, await services.predict(checked.value.city, checked.value.state, request.id), SHORT_CACHE) : badRequest(reply, checked);
    });
    scope.get<{ Params: { kind: string }; Querystring: Record<string, unknown> }>(`${tool(TOOL_PATHS.rates)}/:kind`, async (request, reply) => {
      const { kind } = request.params;
      if (!isRateKind(kind)) return reply.code(404).header('cache-control', 'no-store').send({ error: 'not-found', message: `no rate table '${kind}'` });
      const checked = checkRateQuery(kind, request.query);
      return checked.ok ? send(reply, await services.rateTable(checked.value, request.id), SHORT_CACHE) : badRequest(reply, checked);
    });

    scope.post(tool(TOOL_PATHS.leads), { ...post, config: { rateLimit: { max: deps.maxLeadsPerMinute, timeWindow: RATE_WINDOW_MS } } }, async (request, reply) => {
      const checked = checkSolarLead(request.body);
      if (!checked.ok) return badRequest(reply, checked);
      const estimate = estimateSolar(services.data, checked.value);
      const id = deps.leads.add(deps.brand, checked.value, estimate);
      return reply.code(201).header('cache-control', 'no-store').send({ id, estimate });
    });
  });
}
