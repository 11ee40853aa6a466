// A vanity service for tests: a real HTTP server answering the lookup (both path shapes),
// the url generator and the dictionary from a table, recording every call; `hang` makes
// lookups never answer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UpstreamCall {
  path: string;
  query: Record<string, string>;
  txId: string | undefined;
}

export interface VanityUpstream {
  origin: string;
  calls: UpstreamCall[];
  /** Lookups (not dictionary or url generator calls) by their `path` parameter. */
  lookups(): string[];
  close(): Promise<void>;
}

export interface UpstreamOptions {
  /** Entries by vanity path. */
  entries?: Record<string, unknown>;
  /** Site paths of object targets, by `{contentType}/{slug}`. */
  urls?: Record<string, string>;
  /** The dictionary's entries; no dictionary (404) when left out. */
  dictionary?: Record<string, string>;
  /** Lookups never answer. */
  hang?: boolean;
}

export async function startVanityUpstream(options: UpstreamOptions): Promise<VanityUpstream> {
  const calls: UpstreamCall[] = [];
  const hanging = new Set<ServerResponse>();
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://upstream.test');
    const query = Object.fromEntries(url.searchParams);
    const txId = request.headers['x-tx-id'];
    calls.push({ path: url.pathname, query, txId: typeof txId === 'string' ? txId : undefined });
    if (url.pathname.endsWith('/dictionary')) {
      if (options.dictionary) send(response, 200, { entries: options.dictionary });
      else send(response, 404, { code: 404 });
      return;
    }
    const generated = /^\/api\/neutron\/url-generator\/[^/]+\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (generated) {
      const found = options.urls?.[`${generated[1]}/${generated[2]}`];
      if (found) send(response, 200, { contentType: generated[1], slug: generated[2], url: found });
      else send(response, 404, { code: 404 });
      return;
    }
    if (options.hang) {
      hanging.add(response);
      return;
    }
    const entry = options.entries?.[query.path ?? ''];
    if (entry) send(response, 200, entry);
    else send(response, 404, { code: 404, message: 'no vanity' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    lookups: () => calls.filter((call) => call.path.endsWith('/web') && !call.path.includes('url-generator')).map((call) => call.query.path ?? ''),
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
