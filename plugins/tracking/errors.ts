// Every coded error the tracking plugin's collector answers with, in one place.
import createError from '@fastify/error';

export const NotJsonError = createError('TRACKING_ERR_NOT_JSON', 'the body is not JSON', 400);
export const BodyTooLargeError = createError<[number]>('TRACKING_ERR_BODY_TOO_LARGE', 'the body is larger than %d bytes', 413);
export const UnsupportedMediaTypeError = createError('TRACKING_ERR_MEDIA_TYPE', 'the body must be JSON sent as application/json or text/plain', 415);
export const InvalidEventError = createError<[string]>('TRACKING_ERR_INVALID_EVENT', 'invalid event: %s', 400);
export const WrongTrackerError = createError<[string, string]>('TRACKING_ERR_WRONG_TRACKER', '%s events go to the %s tracker', 400);
export const InvalidPingError = createError<[string]>('TRACKING_ERR_INVALID_PING', 'invalid error-page ping: %s', 400);
export const InvalidMeasurementError = createError<[string, string]>('TRACKING_ERR_INVALID_QUERY', 'invalid %s query: %s', 400);
export const RateLimitedError = createError<[number]>('TRACKING_ERR_RATE_LIMITED', 'too many requests: try again in %d seconds', 429);
export const StoreFailedError = createError('TRACKING_ERR_STORE', 'the tracking store could not keep the events', 503);
