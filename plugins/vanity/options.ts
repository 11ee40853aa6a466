// Options of the vanity plugin under `plugins: vanity:` in a site config.
import { type Static, Type } from '@sinclair/typebox';
import { DEFAULT_REFRESH_SECONDS } from './constants.ts';

/** A host name, lower case, as a URL's hostname reads (no scheme, port or path). */
const HOST_NAME = '^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$';

export const VanityOptions = Type.Object(
  {
    /** Hosts a vanity redirect may send readers to; any other off-site target is refused. */
    allowHosts: Type.Array(Type.String({ pattern: HOST_NAME, errorMessage: 'must be a host name in lowercase, without a scheme, a port or a path (www.example.com)' }), { uniqueItems: true, default: [] }),
    /** Origin of the vanity service; the content upstream's host (or the embedded content
     *  service) when left out. */
    host: Type.Optional(Type.String({ pattern: '^https?://[^/\\s?#]+/?$', errorMessage: 'must be an origin, http:// or https:// and a host, without a path (https://vanity.example.com)' })),
    /** API key sent as `apiKey` to `host` (the content upstream's key is used with its host). */
    apiKey: Type.Optional(Type.String({ minLength: 1 })),
    /** Seconds between two reads of the dictionary (and how long a lookup's answer is kept). */
    refreshSeconds: Type.Integer({ minimum: 1, maximum: 86400, default: DEFAULT_REFRESH_SECONDS }),
  },
  { additionalProperties: false },
);
export type VanityOptions = Static<typeof VanityOptions>;
