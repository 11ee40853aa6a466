// Coded errors of the content routes (feeds, sitemaps, product redirects, edition URLs).
import createError from '@fastify/error';

export const EditionUrlParamError = createError<[string]>('NEUTRON_ERR_EDITION_URL_PARAM', '%s', 400);
export const EditionUrlNotFoundError = createError<[string]>('NEUTRON_ERR_EDITION_URL_NOT_FOUND', 'No URL for %s', 404);
