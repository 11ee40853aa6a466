// Which token the publishing endpoint takes. Outside production: NEUTRON_LIVE_TOKEN, else
// the site config's publishToken. In production the token must come from
// NEUTRON_LIVE_TOKEN and be none committed in the repository (the shipped development
// token, or the site config's own): anyone can read those, so publishing is refused.
import { TOKEN_ENV, TOKEN_LENGTH } from '../constants.ts';

/** The publishing token the shipped site configs carry, for development and tests (kept
 *  out of the constants the browser code reads). */
export const DEVELOPMENT_TOKEN = 'neutron-development-live-token';

export type PublishToken = { token: string | undefined; refused?: undefined } | { token?: undefined; refused: string };

export function publishToken(environment: string, env: NodeJS.ProcessEnv, configured: string | undefined): PublishToken {
  const fromEnv = env[TOKEN_ENV] || undefined;
  // A token anyone could guess, or one pasted wrong, is refused in every environment.
  if (fromEnv !== undefined && (fromEnv.length < TOKEN_LENGTH.min || fromEnv.length > TOKEN_LENGTH.max)) {
    return { refused: `${TOKEN_ENV} must be ${TOKEN_LENGTH.min} to ${TOKEN_LENGTH.max} characters long (it has ${fromEnv.length})` };
  }
  if (environment !== 'production') return { token: fromEnv ?? configured };
  if (!fromEnv) return { refused: `${TOKEN_ENV} is not set (a publishToken in a site config is committed in the repository)` };
  if (fromEnv === DEVELOPMENT_TOKEN || fromEnv === configured) return { refused: `${TOKEN_ENV} is a token committed in the repository` };
  return { token: fromEnv };
}

/** The line the node logs at boot when production refuses publishing. */
export const refusedLine = (reason: string) =>
  `live: publishing is refused in production: ${reason}; set ${TOKEN_ENV} to a secret token of your own`;
