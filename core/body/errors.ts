// Coded errors of the body pipeline.
import createError from '@fastify/error';

export const BodyTooLargeError = createError<[number, number]>(
  'NEUTRON_ERR_BODY_TOO_LARGE',
  'Article body of %s characters exceeds the limit of %s',
  500,
);
