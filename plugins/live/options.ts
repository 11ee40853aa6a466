// Options of the live plugin under `plugins: live:` in a site config.
import { type Static, Type } from '@sinclair/typebox';
import { TOKEN_LENGTH } from './constants.ts';

const Strict = { additionalProperties: false } as const;

export const DEFAULT_DATABASE = 'data/live.sqlite';

export const LiveOptions = Type.Object(
  {
    /** Bearer token editors publish with (NEUTRON_LIVE_TOKEN overrides it). Without either,
     *  publishing is refused (401/403). */
    publishToken: Type.Optional(Type.String({ minLength: TOKEN_LENGTH.min, maxLength: TOKEN_LENGTH.max })),
    /** SQLite file of published items, relative to the project root, or ':memory:'. Default
     *  data/live.sqlite (':memory:' when NEUTRON_ENV is test). Nodes on one machine share it. */
    database: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    /** Items the page shows at first; "Show earlier updates" pages back by as many. */
    pageSize: Type.Integer({ minimum: 1, maximum: 200, default: 20 }),
    /** Origins besides the public origin and the page's own that may open the socket. */
    allowedOrigins: Type.Array(Type.String({ pattern: '^https?://[^/\\s]+$', errorMessage: "must be an origin, http:// or https:// and a host, without a path or a closing '/' (https://www.example.com)" }), { maxItems: 50, default: [] }),
    socket: Type.Object(
      {
        /** Largest message a client may send, in bytes (closed with 1009 above). */
        maxMessageBytes: Type.Integer({ minimum: 256, maximum: 65_536, default: 4096 }),
        maxChannelsPerSocket: Type.Integer({ minimum: 1, maximum: 1000, default: 20 }),
        maxSocketsPerAddress: Type.Integer({ minimum: 1, maximum: 100_000, default: 50 }),
        /** The server pings this often; a socket that has not answered the last ping is dropped. */
        pingIntervalMs: Type.Integer({ minimum: 1000, maximum: 300_000, default: 30_000 }),
        /** A socket that has not sent set_channels by then is closed with 4001. */
        setChannelsTimeoutMs: Type.Integer({ minimum: 1000, maximum: 300_000, default: 10_000 }),
      },
      { ...Strict, default: {} },
    ),
    client: Type.Object(
      {
        /** First wait before the socket is tried again; doubles on each failure. */
        retryDelayMs: Type.Integer({ minimum: 100, maximum: 60_000, default: 1000 }),
        /** How often the page asks for new items when the socket cannot be used. */
        pollIntervalMs: Type.Integer({ minimum: 1000, maximum: 600_000, default: 15_000 }),
        /** Longest wait between polls after failures. */
        maxPollIntervalMs: Type.Integer({ minimum: 1000, maximum: 3_600_000, default: 300_000 }),
      },
      { ...Strict, default: {} },
    ),
    /** Published items waiting for Redis while it is down; the oldest are dropped beyond it. */
    redisQueueLimit: Type.Integer({ minimum: 1, maximum: 100_000, default: 1000 }),
  },
  Strict,
);
export type LiveOptions = Static<typeof LiveOptions>;
