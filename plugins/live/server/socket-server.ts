// The live socket (spec 001 §7, §8), protocol version 1, on ws through @fastify/websocket.
// The upgrade is accepted only from the site's own origins (403 otherwise). A client sends
// `{"type":"set_channels","version":1,"channels":[{"id":"…","since":N}]}` and the server
// answers `channels_set`, then sends every change after `since` (a cached page misses
// nothing), then each change as it is published. Messages are size-limited and checked
// against a TypeBox schema; a bad one closes that socket with a code and a log line.
// Caps: channels per socket, sockets per client address (across every brand's path of the
// node). Every ping interval each socket must have answered the previous ping, or it is
// dropped. A frame that breaks the WebSocket protocol (over the size limit, bad UTF-8, …)
// is the reader's mistake: ws closes the socket with the standard's code and the close is
// a warning like the others, never an error.
import { createServer } from 'node:http';
import fastifyWebsocket from '@fastify/websocket';
import { type Static, Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE_CODES, PROTOCOL_VERSION, SOCKET_PATH } from '../constants.ts';
import type { ServerMessage } from '../item.ts';
import type { LiveHub } from './hub.ts';
import type { LiveStore } from './store.ts';

const ChannelId = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$' });

export const SetChannelsSchema = Type.Object(
  {
    type: Type.Literal('set_channels'),
    version: Type.Integer({ minimum: 0, maximum: 1000 }),
    channels: Type.Array(Type.Object({ id: ChannelId, since: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false }), { maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export type SetChannels = Static<typeof SetChannelsSchema>;
const checkSetChannels = TypeCompiler.Compile(SetChannelsSchema);

export interface SocketLimits {
  maxMessageBytes: number;
  maxChannelsPerSocket: number;
  maxSocketsPerAddress: number;
  pingIntervalMs: number;
  setChannelsTimeoutMs: number;
}

export interface SocketServerDeps {
  hub: LiveHub;
  store: LiveStore;
  limits: SocketLimits;
  /** Open sockets per client address on this node, whichever brand's path they use. */
  socketsPerAddress: Map<string, number>;
  /** True for the node's first socket endpoint: it takes the HTTP server's upgrades and
   *  routes each through fastify's router, which reaches every brand's socket route. */
  routesUpgrades: boolean;
  /** True when a page of this site may have been served from `origin`. */
  allowsOrigin(origin: string, request: FastifyRequest): boolean;
}

/** The site's own origins: the public origin, the configured ones, and the one the request
 *  itself was sent to (the page and its socket share a host). */
export function siteOrigins(publicOrigin: string, allowed: readonly string[]): SocketServerDeps['allowsOrigin'] {
  const fixed = new Set([publicOrigin, ...allowed].map((origin) => origin.replace(/\/+$/, '').toLowerCase()));
  return (origin, request) => {
    const wanted = origin.toLowerCase();
    if (fixed.has(wanted)) return true;
    const host = request.headers.host;
    return typeof host === 'string' && (wanted === `http://${host.toLowerCase()}` || wanted === `https://${host.toLowerCase()}`);
  };
}

interface SocketState {
  alive: boolean;
  address: string;
}

function close(socket: WebSocket, code: number, reason: string, log: FastifyBaseLogger, detail: Record<string, unknown>): void {
  log.warn({ ...detail, code }, `live socket closed: ${reason}`);
  socket.close(code, reason);
}

/** The close code ws sends for each of its protocol errors (RFC 6455 §7.4.1); 1002
 *  (protocol error) for the others. */
const PROTOCOL_ERROR_CLOSE_CODES: Readonly<Record<string, number>> = {
  WS_ERR_UNSUPPORTED_MESSAGE_LENGTH: CLOSE_CODES.messageTooBig,
  WS_ERR_UNSUPPORTED_DATA_PAYLOAD_LENGTH: CLOSE_CODES.messageTooBig,
  WS_ERR_INVALID_UTF8: 1007,
  WS_ERR_TOO_MANY_BUFFERED_PARTS: 1008,
};
const PROTOCOL_ERROR = 1002;

/** ws's errors about what the client sent carry a `WS_ERR_…` code. */
function protocolErrorCloseCode(error: Error): number | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !code.startsWith('WS_ERR_')) return undefined;
  return PROTOCOL_ERROR_CLOSE_CODES[code] ?? PROTOCOL_ERROR;
}

export async function registerSocketServer(app: FastifyInstance, deps: SocketServerDeps): Promise<void> {
  const { hub, store, limits } = deps;
  const states = new Map<WebSocket, SocketState>();
  await app.register(fastifyWebsocket, {
    // Only one listener may route the HTTP server's upgrades (a second would route each one
    // twice): the other brands' endpoints listen on a server that never listens, and their
    // routes are reached through the first one's.
    options: { maxPayload: limits.maxMessageBytes, perMessageDeflate: false, ...(deps.routesUpgrades ? {} : { server: createServer() }) },
    // Errors on an open socket. ws has already closed it after a protocol error (the client's
    // frame: a warning, no stack); anything else is this server's failure.
    errorHandler(error, socket, request) {
      const code = protocolErrorCloseCode(error);
      if (code !== undefined) {
        request.log.warn({ address: request.ip, code, reason: error.message }, 'live socket closed: message refused');
        return;
      }
      request.log.error({ err: error, address: request.ip }, 'live socket failed');
      socket.terminate();
    },
    // Readers of a node that shuts down are told to come back (4000), not that it failed.
    preClose(done) {
      clearInterval(pinger);
      for (const socket of states.keys()) socket.close(CLOSE_CODES.serverClosing, 'server closing');
      this.websocketServer.close(() => done());
    },
  });
  const perAddress = deps.socketsPerAddress;
  const pinger = setInterval(() => {
    for (const [socket, state] of states) {
      if (!state.alive) {
        app.log.info({ address: state.address }, 'live socket dropped: no answer to the last ping');
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
  }, limits.pingIntervalMs);
  pinger.unref();

  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !deps.allowsOrigin(origin, request)) {
      request.log.warn({ origin }, 'live socket refused: not one of the site\'s origins');
      return reply.code(403).send({ code: 403, message: 'origin not allowed' });
    }
  };

  app.get(SOCKET_PATH, { websocket: true, preValidation: checkOrigin }, (socket, request) => {
    const log = request.log;
    const address = request.ip;
    const count = (perAddress.get(address) ?? 0) + 1;
    perAddress.set(address, count);
    const state: SocketState = { alive: true, address };
    const waiting = setTimeout(() => close(socket, CLOSE_CODES.timedOut, 'no set_channels in time', log, { address }), limits.setChannelsTimeoutMs);
    states.set(socket, state);
    socket.on('close', () => {
      states.delete(socket);
      hub.unsubscribe(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
      clearTimeout(waiting);
    });
    socket.on('pong', () => {
      state.alive = true;
    });
    if (count > limits.maxSocketsPerAddress) {
      clearTimeout(waiting);
      close(socket, CLOSE_CODES.tooManySockets, 'too many sockets from this address', log, { address, limit: limits.maxSocketsPerAddress });
      return;
    }

    socket.on('message', (data, isBinary) => {
      let message: unknown;
      try {
        message = isBinary ? undefined : JSON.parse(data.toString());
      } catch {
        message = undefined;
      }
      if (message === undefined || !checkSetChannels.Check(message)) {
        const version = (message as { version?: unknown } | undefined)?.version;
        if (typeof version === 'number' && version !== PROTOCOL_VERSION) {
          close(socket, CLOSE_CODES.unsupportedVersion, `protocol version ${version} is not supported`, log, { address });
          return;
        }
        close(socket, CLOSE_CODES.badMessage, 'malformed message', log, { address });
        return;
      }
      if (message.version !== PROTOCOL_VERSION) {
        close(socket, CLOSE_CODES.unsupportedVersion, `protocol version ${message.version} is not supported`, log, { address });
        return;
      }
      if (message.channels.length > limits.maxChannelsPerSocket) {
        close(socket, CLOSE_CODES.tooManyChannels, 'too many channels', log, { address, limit: limits.maxChannelsPerSocket });
        return;
      }
      clearTimeout(waiting);
      const ids = [...new Set(message.channels.map((channel) => channel.id))];
      hub.subscribe(socket, ids);
      socket.send(JSON.stringify({ type: 'channels_set', version: PROTOCOL_VERSION, channels: ids } satisfies ServerMessage));
      // What was published after the reader's page was rendered.
      for (const channel of message.channels) {
        if (channel.since === undefined) continue;
        const items = store.since(channel.id, channel.since);
        if (items.length > 0) socket.send(JSON.stringify({ type: 'items', channel: channel.id, items } satisfies ServerMessage));
      }
    });
  });
}
