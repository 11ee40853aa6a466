// Every coded error the live plugin's endpoints answer with, in one place, and the plugin's
// code for each error fastify raises before a handler runs (a body it cannot read, an id
// that cannot be one).
import createError from '@fastify/error';
import type { FastifyError, FastifyRequest } from 'fastify';
import { MAX_POST_BYTES } from './constants.ts';

/** Every code below starts with it. */
export const ERROR_CODE_PREFIX = 'LIVE_ERR_';

export const TokenMissingError = createError('LIVE_ERR_TOKEN_MISSING', 'a bearer token is required to publish live items', 401);
export const TokenWrongError = createError('LIVE_ERR_TOKEN_WRONG', 'the bearer token does not allow publishing live items', 403);
export const LiveArticleNotFoundError = createError<[string]>('LIVE_ERR_NO_LIVE_ARTICLE', 'no live article with id %s', 404);
export const ItemNotFoundError = createError<[string, string]>('LIVE_ERR_NO_ITEM', 'live article %s has no item %s', 404);
export const InvalidItemError = createError<[string]>('LIVE_ERR_INVALID_ITEM', 'invalid live item: %s', 400);
export const InvalidBodyError = createError<[string]>('LIVE_ERR_INVALID_BODY', 'the item body was rejected: %s', 400);
export const BodyTooLargeError = createError<[number]>('LIVE_ERR_BODY_TOO_LARGE', 'the request body is over %d bytes', 413);
export const UnsupportedMediaTypeError = createError<[string]>('LIVE_ERR_UNSUPPORTED_MEDIA_TYPE', 'a live item is JSON: the content-type must be application/json, not %s', 415);
export const PublishingRefusedError = createError(
  'LIVE_ERR_PUBLISHING_REFUSED',
  'publishing is refused: in production the publish token comes only from NEUTRON_LIVE_TOKEN, and never is one committed in the repository',
  503,
);

/** The plugin's error for one fastify raised while reading a request (its FST_ERR_… codes
 *  are not the endpoints'); any other error as it is. */
export function liveErrorFor(error: FastifyError, request: FastifyRequest): FastifyError {
  switch (error.code) {
    case 'FST_ERR_VALIDATION': {
      // Only the ids in the path have a schema: one that does not match names nothing.
      if (error.validationContext !== 'params') return error;
      const { contentId = '', itemId = '' } = request.params as { contentId?: string; itemId?: string };
      return error.validation?.[0]?.instancePath === '/itemId' ? new ItemNotFoundError(contentId, itemId) : new LiveArticleNotFoundError(contentId);
    }
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new InvalidItemError('the body is not JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new InvalidItemError('the body is empty');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new InvalidItemError('the body does not match its content-length');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new BodyTooLargeError(MAX_POST_BYTES);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new UnsupportedMediaTypeError(request.headers['content-type']?.split(';')[0]?.trim() || 'none');
    default:
      return error;
  }
}
