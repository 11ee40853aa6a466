// Every coded error the live plugin's endpoints answer with, in one place.
import createError from '@fastify/error';

/** Every code below starts with it. */
export const ERROR_CODE_PREFIX = 'LIVE_ERR_';

export const TokenMissingError = createError('LIVE_ERR_TOKEN_MISSING', 'a bearer token is required to publish live items', 401);
export const TokenWrongError = createError('LIVE_ERR_TOKEN_WRONG', 'the bearer token does not allow publishing live items', 403);
export const LiveArticleNotFoundError = createError<[string]>('LIVE_ERR_NO_LIVE_ARTICLE', 'no live article with id %s', 404);
export const ItemNotFoundError = createError<[string, string]>('LIVE_ERR_NO_ITEM', 'live article %s has no item %s', 404);
export const InvalidItemError = createError<[string]>('LIVE_ERR_INVALID_ITEM', 'invalid live item: %s', 400);
export const InvalidBodyError = createError<[string]>('LIVE_ERR_INVALID_BODY', 'the item body was rejected: %s', 400);
export const PublishingRefusedError = createError(
  'LIVE_ERR_PUBLISHING_REFUSED',
  'publishing is refused: in production the publish token comes only from NEUTRON_LIVE_TOKEN, and never is one committed in the repository',
  503,
);
