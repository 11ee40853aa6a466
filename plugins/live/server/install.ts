// Installs the live endpoints in one brand's scope: the process's shared store, hub and
// fan-out; the publishing endpoint, the items call and the socket under the brand's prefix
// (every brand's sockets join the node's one hub); and their release when the app closes.
import type { FastifyError, FastifyInstance } from 'fastify';
import { type AppConfig, brandFacts, type SiteConfig } from '../../../core/index.ts';
import { SOCKET_PATH } from '../constants.ts';
import { ERROR_CODE_PREFIX, liveErrorFor } from '../errors.ts';
import type { LiveOptions } from '../options.ts';
import type { ItemBodyRenderer } from './item-body.ts';
import { registerItemsRoute } from './items-route.ts';
import { registerPublishRoutes } from './publish-routes.ts';
import { type PublishToken, refusedLine } from './publish-token.ts';
import { acquireNode, acquireStore, type NodeRuntime, releaseNode, releaseStore } from './runtime.ts';
import { registerSocketServer, siteOrigins } from './socket-server.ts';
import type { LiveStore } from './store.ts';

export interface InstallInput {
  options: LiveOptions;
  site: SiteConfig;
  app: AppConfig | undefined;
  database: string;
  token: PublishToken;
  renderBody: ItemBodyRenderer;
}

export interface Installed {
  store: LiveStore;
  node: NodeRuntime;
  /** The brand's socket endpoint: `{prefix}_neutron/live/socket`. */
  socketPath: string;
}

export async function installLive(scope: FastifyInstance, input: InstallInput): Promise<Installed> {
  const { options, site } = input;
  const store = acquireStore(input.database, scope.server);
  const { node, first } = acquireNode(scope.server, input.app, options.redisQueueLimit, scope.log);
  scope.addHook('onClose', async () => {
    releaseStore(input.database, scope.server);
    await releaseNode(scope.server);
  });
  if (input.token.refused) scope.log.error({ brand: site.id }, refusedLine(input.token.refused));
  const apiSite = brandFacts(site).contentSite;
  const { edition } = site;
  const socketPath = `${scope.prefix}${SOCKET_PATH}`;
  await scope.register(async (live) => {
    // The endpoints answer JSON, errors too (the site's HTML error pages are for readers).
    // The plugin's own coded errors (errors.ts) say what is wrong, 5xx ones too; a body
    // fastify could not read, or an id that cannot be one, gets the plugin's code for it,
    // never fastify's.
    live.setErrorHandler((raised: FastifyError, request, reply) => {
      const error = liveErrorFor(raised, request);
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      const own = error.code?.startsWith(ERROR_CODE_PREFIX) === true;
      if (status >= 500 && !own) request.log.error({ err: error }, 'live endpoint failed');
      return reply.code(status).send({ code: error.code ?? status, message: status >= 500 && !own ? 'Internal Server Error' : error.message });
    });
    // Items are JSON only: a text/plain body is refused (415) like any other type.
    live.removeContentTypeParser('text/plain');
    await registerPublishRoutes(live, {
      store,
      fanout: node.fanout,
      renderBody: input.renderBody,
      apiSite,
      edition,
      token: input.token,
      purge: (contentId) => void scope.purge([contentId]),
    });
    registerItemsRoute(live, { store, renderBody: input.renderBody, apiSite, edition, pageSize: options.pageSize });
    await registerSocketServer(live, {
      hub: node.hub,
      store,
      limits: options.socket,
      socketsPerAddress: node.socketsPerAddress,
      routesUpgrades: first,
      allowsOrigin: siteOrigins(input.app?.server.publicOrigin ?? 'http://localhost:3000', options.allowedOrigins),
    });
  });
  return { store, node, socketPath };
}
