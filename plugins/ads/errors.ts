// Every coded error of the ads plugin, in one place. Failures in the browser are logged
// only and never break the page (spec 001 §8); these are the embedded ad server's answers.
import createError from '@fastify/error';

export const BadTargetingError = createError<[string]>('ADS_ERR_BAD_TARGETING', 'bad targeting: %s', 400);
export const BadAdRequestError = createError<[string]>('ADS_ERR_BAD_REQUEST', 'bad ad request: %s', 400);
export const UnknownCreativeError = createError<[string]>('ADS_ERR_UNKNOWN_CREATIVE', "unknown creative '%s'", 404);
export const BadSignatureError = createError('ADS_ERR_BAD_SIGNATURE', 'the link is not signed by this ad server', 403);
