// The embedded collector's endpoints, registered in a brand's scope: POST COLLECT_PATH
// (any event), the page-view and page-event trackers (one kind each), the error-page
// ping, the measurement calls' embedded answers (measurement.ts) and the brand's
// settings. Each body is JSON (415 otherwise), size-limited (413), validated against the
// event schema (400), each client rate-limited (429); accepted events are stored and handed
// to the forwarder, and the answer is 204.
import fastifyRateLimit from '@fastify/rate-limit';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Channel, channelOf, COLLECT_PATH, ERROR_PING_TYPE, EVENT_TYPES, SETTINGS_PATH } from '../constants.ts';
import { BodyTooLargeError, InvalidEventError, InvalidPingError, NotJsonError, RateLimitedError, StoreFailedError, UnsupportedMediaTypeError, WrongTrackerError } from '../errors.ts';
import { CollectBodySchema, ErrorPingQuerySchema, EVENT_SCHEMAS, MAX_EVENTS_PER_REQUEST, type TrackingEvent } from '../event-schema.ts';
import type { TrackingEndpoints, TrackingSettings } from '../settings.ts';
import type { ForwardedEvent, Forwarder } from './forwarder.ts';
import { registerMeasurement } from './measurement.ts';
import { RATE_WINDOW_MS, type RateCounter } from './rate-counter.ts';
import type { StoredEventInput, TrackingStore } from './store.ts';

const checkBody = TypeCompiler.Compile(CollectBodySchema);
const checkPing = TypeCompiler.Compile(ErrorPingQuerySchema);
const checkByType = new Map<string, ReturnType<typeof TypeCompiler.Compile>>(EVENT_SCHEMAS.map((schema) => [schema.properties.type.const, TypeCompiler.Compile(schema)]));

export interface CollectorDeps {
  /** The brand whose scope this is. */
  brand: string;
  /** Where events are kept; none when the brand turns storing off. */
  store: TrackingStore | undefined;
  counter: RateCounter;
  forwarder: Forwarder | undefined;
  /** What SETTINGS_PATH answers. */
  settings: TrackingSettings;
  /** The tracker paths, relative to the brand's prefix. */
  paths: TrackingEndpoints;
  maxBodyBytes: number;
  maxRequestsPerMinute: number;
  now?: () => number;
}

/** The first few schema failures, as 'path: message'. */
function describeFailures(errors: Iterable<{ path: string; message: string }>, at = ''): string {
  const found: string[] = [];
  for (const error of errors) {
    found.push(`${at}${error.path || '/'}: ${error.message}`);
    if (found.length === 3) break;
  }
  return found.join('; ');
}

/** Why a body is not a valid event or batch: the failures of the first bad event, checked
 *  against its own type's schema when it names a known type. */
function explainInvalid(body: unknown): string {
  const events = Array.isArray(body) ? body : [body];
  if (Array.isArray(body) && (body.length === 0 || body.length > MAX_EVENTS_PER_REQUEST)) return `a batch holds 1 to ${MAX_EVENTS_PER_REQUEST} events`;
  for (const [index, event] of events.entries()) {
    const type = (event as { type?: unknown } | null)?.type;
    const check = typeof type === 'string' ? checkByType.get(type) : undefined;
    const at = Array.isArray(body) ? `/${index}` : '';
    if (!check) return `${at}/type: unknown event type${typeof type === 'string' ? ` '${type.slice(0, 100)}'` : ''}`;
    if (!check.Check(event)) return describeFailures(check.Errors(event), at);
  }
  return describeFailures(checkBody.Errors(body));
}

/** The framework's body-parsing refusals (media type, size) as the collector's own
 *  coded errors, the codes its README documents, rather than fastify's FST_ERR_ codes. */
function ownError(error: FastifyError, maxBodyBytes: number): FastifyError {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new UnsupportedMediaTypeError();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new BodyTooLargeError(maxBodyBytes);
    // A body that is not JSON is the scope's own parser's NotJsonError already.
    default:
      return error;
  }
}

export async function registerCollector(app: FastifyInstance, deps: CollectorDeps): Promise<void> {
  const now = deps.now ?? Date.now;
  // A scope of its own, so the rate limit and the body parser reach only these routes.
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, {
      max: deps.maxRequestsPerMinute,
      timeWindow: RATE_WINDOW_MS,
      store: deps.counter.storeClass(),
      // Coded like the collector's other refusals (the limiter still sets retry-after).
      errorResponseBuilder: (_request, context) => new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
    // Beacons are sent as text/plain (no CORS preflight) or application/json; both are JSON.
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: deps.maxBodyBytes }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new NotJsonError(), undefined);
      }
    });
    // Answers are JSON for the browser and the tests, never the site's HTML error page.
    scope.setErrorHandler((thrown: FastifyError, request, reply) => {
      const error = ownError(thrown, deps.maxBodyBytes);
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'tracking collector failed');
      return reply.code(status).send({ error: error.message, ...(error.code ? { code: error.code } : {}) });
    });

    function keep(records: StoredEventInput[], raw: unknown[], request: FastifyRequest): void {
      if (deps.store) {
        try {
          deps.store.insert(records);
        } catch (error) {
          request.log.error({ err: error }, 'tracking store: insert failed');
          throw new StoreFailedError();
        }
      }
      deps.forwarder?.enqueue(
        records.map((record, index): ForwardedEvent => ({ channel: record.channel, brand: record.brand, receivedAt: new Date(record.receivedAt).toISOString(), event: raw[index] })),
      );
    }

    function accept(only: Channel | undefined, routeName: string) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        request.routeName = routeName;
        const body = request.body;
        if (!checkBody.Check(body)) throw new InvalidEventError(explainInvalid(body));
        const events: TrackingEvent[] = Array.isArray(body) ? body : [body];
        for (const event of events) {
          const channel = channelOf(event.type);
          if (only && channel !== only) throw new WrongTrackerError(event.type === EVENT_TYPES.pageViewed ? 'page-viewed' : event.type, channel);
        }
        const receivedAt = now();
        const records = events.map(
          (event): StoredEventInput => ({
            channel: channelOf(event.type),
            type: event.type,
            brand: deps.brand,
            route: event.webContext.route,
            sessionId: event.sessionId,
            viewId: event.viewId,
            receivedAt,
            body: JSON.stringify(event),
          }),
        );
        keep(records, events, request);
        return reply.code(204).send();
      };
    }

    const bodyOptions = { bodyLimit: deps.maxBodyBytes };
    scope.post(COLLECT_PATH, bodyOptions, accept(undefined, '_tracking_collect'));
    scope.post(deps.paths.pageView, bodyOptions, accept('page-view', '_tracking_page_view'));
    scope.post(deps.paths.pageEvent, bodyOptions, accept('page-event', '_tracking_page_event'));

    // spec 001 §7: the error-page ping, a GET with its fields in the query.
    scope.get(deps.paths.errorPing, async (request, reply) => {
      request.routeName = '_tracking_error_ping';
      const query = request.query;
      if (!checkPing.Check(query)) throw new InvalidPingError(describeFailures(checkPing.Errors(query)));
      const record: StoredEventInput = {
        channel: 'error-ping',
        type: ERROR_PING_TYPE,
        brand: deps.brand,
        route: 'error',
        sessionId: query.sid,
        viewId: query.pguid,
        receivedAt: now(),
        body: JSON.stringify(query),
      };
      keep([record], [query], request);
      return reply.code(204).header('cache-control', 'no-store').send();
    });

    registerMeasurement(scope, deps.paths);

    // The same for every reader of the brand: cacheable, and not counted against the rate.
    scope.get(SETTINGS_PATH, { config: { rateLimit: false } }, async (request, reply) => {
      request.routeName = '_tracking_settings';
      return reply.header('cache-control', 'public, max-age=300').send(deps.settings);
    });
  });
}
