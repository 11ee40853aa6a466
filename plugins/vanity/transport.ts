// How the plugin reaches the vanity service: over HTTP (undici) to a configured host, or
// in-process to the embedded content service through the app itself (fastify's inject),
// which answers the same paths with the same JSON. Both honour the caller's deadline.
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { VanityTimeoutError, VanityUpstreamError } from './errors.ts';

export interface VanityAnswer {
  status: number;
  body: unknown;
}

export type QueryValues = Record<string, string | undefined>;

export interface VanityTransport {
  /** 'http' with its host, or 'embedded'. */
  readonly host: string | undefined;
  get(path: string, query: QueryValues, options: { txId: string; signal: AbortSignal; timeoutMs: number }): Promise<VanityAnswer>;
}

const MAX_BODY_BYTES = 1024 * 1024;
const ACCEPT = 'application/json';

function search(query: QueryValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Rejects when the signal fires first; the work itself is left to settle on its own. */
function withDeadline<T>(work: Promise<T>, signal: AbortSignal, timeoutMs: number): Promise<T> {
  if (signal.aborted) return Promise.reject(new VanityTimeoutError(timeoutMs));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new VanityTimeoutError(timeoutMs));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error && error.name === 'AbortError' ? new VanityTimeoutError(timeoutMs) : error);
      },
    );
  });
}

export function createHttpTransport(host: string, apiKey: string | undefined): VanityTransport {
  const origin = new URL(host).origin;
  return {
    host: origin,
    async get(path, query, { txId, signal, timeoutMs }) {
      const url = `${origin}${path}${search(apiKey && query.apiKey === undefined ? { ...query, apiKey } : query)}`;
      const work = (async () => {
        let response;
        try {
          response = await request(url, { method: 'GET', headers: { accept: ACCEPT, 'x-tx-id': txId }, signal });
        } catch (error) {
          if (signal.aborted) throw new VanityTimeoutError(timeoutMs);
          throw new VanityUpstreamError(`${(error as { code?: string }).code ?? (error as Error).message} (${path})`);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of response.body) {
          size += (chunk as Buffer).length;
          if (size > MAX_BODY_BYTES) {
            response.body.destroy();
            throw new VanityUpstreamError(`answer larger than ${MAX_BODY_BYTES} bytes (${path})`);
          }
          chunks.push(chunk as Buffer);
        }
        return { status: response.statusCode, body: parseBody(Buffer.concat(chunks).toString('utf8')) };
      })();
      return withDeadline(work, signal, timeoutMs);
    },
  };
}

/** The embedded content service, reached through the app's own routes. */
export function createInjectTransport(app: () => FastifyInstance | undefined): VanityTransport {
  return {
    host: undefined,
    async get(path, query, { txId, signal, timeoutMs }) {
      const instance = app();
      if (!instance) throw new VanityUpstreamError('the app is not ready');
      const work = instance.inject({ method: 'GET', url: `${path}${search(query)}`, headers: { accept: ACCEPT, 'x-tx-id': txId } });
      const response = await withDeadline(Promise.resolve(work), signal, timeoutMs);
      return { status: response.statusCode, body: parseBody(response.body) };
    },
  };
}
