// Installs the embedded identity service in one brand's scope: acquires the process's
// store and keys, mounts the provider and its pages, and the user service; lets go when
// the app closes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IN_MEMORY, type StateFiles } from '../../../core/index.ts';
import { OIDC_PREFIX } from '../constants.ts';
import type { AuthOptions } from '../options.ts';
import { acquireIdentity, releaseIdentity } from './identity.ts';
import { issuerOrigin } from './origin.ts';
import { registerProviderRoutes } from './routes.ts';
import { registerUserService } from './user-service.ts';

export const DEFAULT_DATABASE = 'data/auth.sqlite';
export const SECRETS_FILE = 'data/secrets/auth-provider.json';

export interface InstallInput {
  options: AuthOptions;
  /** The brand's prefix ('/' or '/roadshow/'). */
  prefix: string;
  /** The brand's name, for the dialog's way back to the site. */
  siteName: string;
  /** Where logout returns, a site path. */
  logoutReturnTo: string;
  /** The app's server.publicOrigin: the issuer in production. */
  publicOrigin: string;
  /** Where the provider keeps its database and generated keys. */
  state: StateFiles;
  environment: 'production' | 'development' | 'test';
}

export async function installEmbeddedIdentity(app: FastifyInstance, input: InstallInput): Promise<void> {
  const { options, prefix } = input;
  const production = input.environment === 'production';
  const database = input.state.store(options.database, DEFAULT_DATABASE);
  const identity = await acquireIdentity({
    database,
    secretsFile: database === IN_MEMORY ? undefined : input.state.file(SECRETS_FILE),
    lockout: options.lockout,
    accessTokenSeconds: options.accessTokenSeconds,
  });
  app.addHook('onClose', async () => releaseIdentity(identity));
  const originOf = (request: FastifyRequest) => issuerOrigin(request.headers.host, input.publicOrigin, production);
  const provider = (request: FastifyRequest) => identity.provider(originOf(request), prefix, options.clientId, input.logoutReturnTo);
  await registerProviderRoutes(app, {
    identity,
    provider,
    prefix,
    siteName: input.siteName,
    clientId: options.clientId,
    connection: options.connection,
    publicOrigin: input.publicOrigin,
    production,
    requirements: options.passwordRequirements,
    loginAfterSignUp: options.loginAfterSignUp,
    rateLimitPerMinute: options.rateLimitPerMinute,
    socialConnection: options.sampleData,
  });
  await registerUserService(app, {
    identity,
    provider,
    rateLimitPerMinute: options.rateLimitPerMinute,
    maxBodyBytes: options.proxy.maxBodyBytes,
    resetBase: (request) => `${originOf(request)}${prefix.slice(0, -1)}${OIDC_PREFIX}/reset`,
  });
}
