// Every coded error of the vanity plugin. None reaches a reader: a failed lookup is
// logged and the page goes on (spec 001 §7 "other vanity failures are logged and ignored").
import createError from '@fastify/error';

export const VanityTimeoutError = createError<[number]>('VANITY_ERR_TIMEOUT', 'Vanity lookup timed out after %s ms', 504);
export const VanityUpstreamError = createError<[string]>('VANITY_ERR_UPSTREAM', 'Vanity lookup failed: %s', 502);
