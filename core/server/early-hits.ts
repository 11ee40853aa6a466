// Kept pages answered before a request's context and middleware are made. When a page is
// served from the page cache, what its context and middleware read of the request (its
// headers and cookies, by name, present or not: request-reads.ts) is written down under
// its path, with the cache key and the response they made. A later request for that path,
// without a query, whose read headers and cookies have the same values would be made the
// same: it gets the kept page with that response at once, while the page is fresh. A GET
// that comes over HTTP is answered before fastify makes a request of it (no routing, hooks
// or reply objects: app.ts keptPageAnswer), counted in the metrics and the access log as
// any other; a HEAD, or a request fastify is handed otherwise, is answered in the page route.
// A request whose middleware set a cookie, made it private or asked for the debug toolbar
// is never written down. What the middleware read elsewhere than the request (the clock,
// a vanity table) is read again once the kept page expires or is purged.
import { LRUCache } from 'lru-cache';
import type { PageFormat } from './page-renderer.ts';
import type { ReplyContext } from './page-reply.ts';
import type { ReadNames } from './request-reads.ts';

export interface Replay {
  /** The page cache key the middleware gave the request. */
  pageKey: string;
  routeName: string;
  /** The response as the middleware left it (without cookies: it set none), less the
   *  headers each response makes afresh. */
  context: ReplyContext;
  /** The response carries its own x-tx-id. */
  txId: boolean;
  /** The response carries its own Last-Modified (the time it is sent). */
  lastModified: boolean;
}

export interface RequestValues {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  cookies: Readonly<Record<string, string | undefined>>;
}

/** One set of names a path's requests were read by: the same names are read of any
 *  request with the same values. */
interface Shape extends ReadNames {
  id: number;
}

/** A path's middleware may read other names for other requests (a device cookie instead
 *  of the device header): the latest few sets are kept. */
const MAX_SHAPES_PER_PATH = 8;
/** The recorded values are bounded in bytes, whatever the headers hold. */
const MAX_RECORDED_BYTES = 8 * 1024 * 1024;

function fingerprint(shape: ReadNames, request: RequestValues): string {
  let text = `${shape.headers.length}`;
  for (const name of shape.headers) {
    const value = request.headers[name];
    text += value === undefined ? '\u0001' : `\u0002${Array.isArray(value) ? value.join('\u0003') : value}`;
  }
  for (const name of shape.cookies) {
    const value = request.cookies[name];
    text += value === undefined ? '\u0001' : `\u0002${value}`;
  }
  return text;
}

const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, index) => name === b[index]);

export class EarlyHits {
  private readonly shapes: LRUCache<string, Shape[]>;
  private readonly replays: LRUCache<string, Replay>;
  private nextShape = 0;

  /** `maxEntries`: the page cache's, as each replay stands for a kept page. */
  constructor(maxEntries: number) {
    this.shapes = new LRUCache({ max: maxEntries });
    this.replays = new LRUCache({ max: maxEntries * 2, maxSize: MAX_RECORDED_BYTES, sizeCalculation: (_replay, key) => key.length + 256 });
  }

  /** What a request for `path` as `format` would be made into, if it is known. */
  find(format: PageFormat, path: string, request: RequestValues): Replay | undefined {
    const shapes = this.shapes.get(`${format}|${path}`);
    if (!shapes) return undefined;
    for (const shape of shapes) {
      const replay = this.replays.get(`${shape.id}|${fingerprint(shape, request)}`);
      if (replay) return replay;
    }
    return undefined;
  }

  /** Writes down what a request for `path` was made into, from the names its context and
   *  middleware read. */
  record(format: PageFormat, path: string, names: ReadNames, request: RequestValues, replay: Replay): void {
    const where = `${format}|${path}`;
    const shapes = this.shapes.get(where) ?? [];
    let shape = shapes.find((known) => sameNames(known.headers, names.headers) && sameNames(known.cookies, names.cookies));
    if (!shape) {
      shape = { headers: names.headers, cookies: names.cookies, id: this.nextShape++ };
      shapes.unshift(shape);
      if (shapes.length > MAX_SHAPES_PER_PATH) shapes.pop();
      this.shapes.set(where, shapes);
    }
    this.replays.set(`${shape.id}|${fingerprint(shape, request)}`, replay);
  }

  clear(): void {
    this.shapes.clear();
    this.replays.clear();
  }
}
