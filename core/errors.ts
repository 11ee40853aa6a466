// Every coded error the core throws, in one place (fastify style). Messages follow
// spec 000 §8 where the spec gives one.
import createError from '@fastify/error';

export const NotFoundError = createError<[string?]>('NEUTRON_ERR_NOT_FOUND', '%s', 404);
export const RedirectError = createError<[string]>('NEUTRON_ERR_REDIRECT', 'Redirect to %s', 301);
export const UnknownMiddlewareError = createError<[string]>('NEUTRON_ERR_UNKNOWN_MIDDLEWARE', 'Unknown middleware %s', 500);
export const LayoutLoadError = createError<[string]>('NEUTRON_ERR_LAYOUT', 'Layout %s could not be loaded', 500);
export const PluginError = createError<[string]>('NEUTRON_ERR_PLUGIN', '%s', 500);
export const StaticErrorPageError = createError('NEUTRON_ERR_STATIC', 'Neutron static error page.', 500);
export const ThrowRouteError = createError('NEUTRON_ERR_THROW', 'Intentional error from /_error/throw', 500);

/** The 404 message of spec 000 §2.6. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** A redirect a middleware or loader asks for; the server turns it into a safe Location. */
export function redirectTo(location: string, code: 301 | 302 | 307 | 308 = 301): Error {
  const error = new RedirectError(location);
  error.statusCode = code;
  (error as unknown as { location: string }).location = location;
  return error;
}

export function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}
