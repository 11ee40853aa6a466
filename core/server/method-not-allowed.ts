// A method a path does not take is a 405 with `Allow`, answered when the request arrives,
// before any body is read, and the connection closed, so a trickled body holds nothing.
// Page paths take GET and HEAD; an endpoint says the methods its routes take (a browser's
// report, the purge, a plugin's POST-only endpoint: POST), whoever registered it. A browser
// navigating gets the site's 405 page; a program, JSON.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { NO_CACHE } from './cache-headers.ts';
import type { ErrorPages } from './error-pages.ts';
import { isServerSidePath, takesOwnRoute } from './page-handler.ts';
import type { PageReply } from './page-reply.ts';
import { safePathOf, splitUrl } from './request-url.ts';

const METHOD_NOT_ALLOWED_MESSAGE = 'Method Not Allowed';
/** What a page path takes. */
const PAGE_ALLOWED: readonly HTTPMethods[] = ['GET', 'HEAD'];
/** The methods fastify routes besides OPTIONS; any other (TRACE, PROPFIND, …) reaches the
 *  not-found handler, which refuses it the same way. */
const ROUTED_METHODS: readonly HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** A browser navigating (or a form) asks for a document; a beacon, a fetch or a tool does not. */
export function asksForDocument(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The methods the app's own routes take at `path` (the page routes aside), HEAD beside GET. */
function routedMethods(app: FastifyInstance, path: string): HTTPMethods[] {
  return ROUTED_METHODS.filter((method) => takesOwnRoute(app, method, path));
}

export interface MethodRefusals {
  /** Answers a request whose method its path does not take. */
  answer(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** The 405 of a GET or HEAD of a path that no page takes but an endpoint does with other
   *  methods; undefined when there is no such endpoint. */
  refuseIfEndpoint(request: FastifyRequest, reply: FastifyReply, path: string): FastifyReply | undefined;
  /** `url` is an endpoint taking only `allowed`: every other method is refused, and
   *  OPTIONS says which it takes. */
  refuseOthers(app: FastifyInstance, url: string, allowed: readonly HTTPMethods[]): void;
}

export function createMethodRefusals(errors: ErrorPages, pageReply: PageReply): MethodRefusals {
  /** Endpoints by path, with the methods each takes; any other path is a page path. */
  const endpoints = new Map<string, readonly HTTPMethods[]>();

  /** `routed`: the methods the path's own routes take, when the caller has them already. */
  function answer(request: FastifyRequest, reply: FastifyReply, routed?: readonly HTTPMethods[]): FastifyReply {
    request.routeName = 'method_not_allowed';
    const { path } = splitUrl(request.url);
    routed ??= endpoints.get(path) ?? routedMethods(request.server, path);
    const endpoint = routed.length > 0 ? routed : undefined;
    const allow = (endpoint ?? PAGE_ALLOWED).join(', ');
    // An endpoint's path (one of these, or a GET route of its own) asked for by a program: JSON.
    if (!asksForDocument(request) && (endpoint !== undefined || isServerSidePath(request.server, path))) {
      // HEAD goes without saying beside GET.
      const takes = endpoint?.filter((method) => method !== 'HEAD' || !endpoint.includes('GET')).join(' or ') ?? 'GET';
      return reply.code(405).header('allow', allow).header('connection', 'close').header('cache-control', NO_CACHE).send({ error: `${METHOD_NOT_ALLOWED_MESSAGE}: this path takes ${takes}` });
    }
    const rendered = errors.render(405, METHOD_NOT_ALLOWED_MESSAGE, safePathOf(request.url), undefined, 'html', request);
    rendered.headers.set('allow', allow);
    rendered.headers.set('connection', 'close');
    return pageReply.send(reply, rendered);
  }

  return {
    answer,
    refuseIfEndpoint(request, reply, path) {
      const routed = routedMethods(request.server, path);
      return routed.length > 0 ? answer(request, reply, routed) : undefined;
    },
    refuseOthers(app, url, allowed) {
      endpoints.set(url, allowed);
      const refused = ROUTED_METHODS.filter((method) => !allowed.includes(method));
      app.route({ method: refused, url, onRequest: async (request, reply) => answer(request, reply), handler: (request, reply) => answer(request, reply) });
      app.options(url, (_request, reply) => reply.code(204).header('allow', [...allowed, 'OPTIONS'].join(', ')).send());
    },
  };
}
