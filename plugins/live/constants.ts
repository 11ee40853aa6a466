// Names and numbers of the live plugin that both sides read (spec 001 §4, §7, §8, §9).

export const LIVE_PLUGIN = 'live';

/** The live socket's protocol version (spec 001 §7). */
export const PROTOCOL_VERSION = 1;

/** Past this many failed tries the socket gives up (spec 001 §9: live socket max retries 4). */
export const MAX_RETRIES = 4;

/** Close codes of the live socket (spec 001 §8). 4104 ends the socket for good; 4000 and
 *  4001 are routine (logged at lower severity, retried); the others count as failures. */
export const CLOSE_CODES = Object.freeze({
  /** The node is shutting down or restarting: try again. */
  serverClosing: 4000,
  /** The socket sent nothing in time (no channels, no pong): try again. */
  timedOut: 4001,
  /** The client speaks another protocol version: do not come back. */
  unsupportedVersion: 4104,
  /** A message that is not JSON or not a known, valid message. */
  badMessage: 4400,
  /** More channels than one socket may hold. */
  tooManyChannels: 4408,
  /** More sockets from this client address than allowed. */
  tooManySockets: 4429,
  /** A message over the size limit (the WebSocket standard's code). */
  messageTooBig: 1009,
});

/** Where the endpoints live, below the brand's prefix. */
export const LIVE_BASE_PATH = '/_neutron/live';
export const SOCKET_PATH = `${LIVE_BASE_PATH}/socket`;

/** The largest request body the publishing endpoint reads (256 KB). */
export const MAX_POST_BYTES = 256 * 1024;

/** The page component key of live articles (the core's page). */
export const LIVE_ARTICLE_PAGE = 'live-article';

/** Overrides the publishing token of the site configs; the only source in production. */
export const TOKEN_ENV = 'NEUTRON_LIVE_TOKEN';
/** How long a publishing token is: NEUTRON_LIVE_TOKEN or the site config's publishToken. */
export const TOKEN_LENGTH = { min: 16, max: 200 } as const;

/** The window event the auth plugin fires once the reader's sign-in state is known. */
export const AUTH_READY_EVENT = 'neutron:auth-ready';

/** The livearticles items call (spec 001 §7), below the brand's prefix. */
export const API_ITEMS_PATH = '/api/neutron/livearticles/{site}/items/:contentId/:start/web';
