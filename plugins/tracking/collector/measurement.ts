// The embedded answers of the measurement calls the browser makes besides events (spec 001
// §7): the audience-measurement image ping (a 1×1 GIF), the page-view candidate JSON file
// and the personalisation service's rules. Each query is checked (400 naming the first
// failed fields); none is cached. A site routes these paths to the real services in front
// of the node, or configures other paths.
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyInstance } from 'fastify';
import { InvalidMeasurementError } from '../errors.ts';
import { AudiencePingQuerySchema, type PersonalisationAnswer, PersonalisationQuerySchema } from '../event-schema.ts';
import type { TrackingEndpoints } from '../settings.ts';

const checkAudience = TypeCompiler.Compile(AudiencePingQuerySchema);
const checkPersonalisation = TypeCompiler.Compile(PersonalisationQuerySchema);

/** The smallest transparent GIF, the image an audience ping loads. */
export const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

type MeasurementPaths = Pick<TrackingEndpoints, 'audience' | 'pageViewCandidate' | 'personalisation'>;

function firstFailure(errors: Iterable<{ path: string; message: string }>): string {
  for (const error of errors) return `${error.path || '/'}: ${error.message}`;
  return '';
}

/** Registers the three answers in the collector's scope (its rate limit and error handler). */
export function registerMeasurement(scope: FastifyInstance, paths: MeasurementPaths): void {
  scope.get(paths.audience, async (request, reply) => {
    request.routeName = '_tracking_audience';
    if (!checkAudience.Check(request.query)) throw new InvalidMeasurementError('audience ping', firstFailure(checkAudience.Errors(request.query)));
    return reply.code(200).header('cache-control', 'no-store').type('image/gif').send(TRANSPARENT_GIF);
  });

  scope.get(paths.pageViewCandidate, async (request, reply) => {
    request.routeName = '_tracking_page_view_candidate';
    return reply.header('cache-control', 'no-store').send({ pageView: true });
  });

  scope.get(paths.personalisation, async (request, reply) => {
    request.routeName = '_tracking_personalisation';
    const query = request.query;
    if (!checkPersonalisation.Check(query)) throw new InvalidMeasurementError('personalisation', firstFailure(checkPersonalisation.Errors(query)));
    // The embedded service knows no rules: every visitor gets the site as it is.
    const answer: PersonalisationAnswer = { anonymousId: query.anonymousId, segment: query.is_new_visitor === 'true' ? 'new-visitor' : 'returning-visitor', rules: [] };
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
