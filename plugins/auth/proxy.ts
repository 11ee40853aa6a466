// The user proxy `/apigee/users/` (spec 001 §2, §7): the browser's user calls go to one
// fixed upstream from config (the embedded user service by default) with the reader's
// bearer token. Only the allow-listed paths and methods pass; bodies and answers are
// size-limited, the upstream has a deadline, redirects are never followed, only named
// headers cross in either direction, and the request's own target never picks the host.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import { request as upstreamRequest } from 'undici';
import { PROXY_PREFIX } from './constants.ts';

/** method + path below the prefix → allowed. */
export const PROXY_ALLOW_LIST: ReadonlyMap<string, readonly string[]> = new Map([
  ['me', ['GET']],
  ['profile', ['GET', 'PUT']],
  ['email-check', ['POST']],
  ['password-recovery', ['POST']],
  ['application-fields', ['POST']],
  ['uds/token', ['POST']],
  ['comments/token', ['POST']],
]);

/** Calls a client may make only so often (spec: rate limits on email check and recovery). */
const RATE_LIMITED = new Set(['email-check', 'password-recovery']);

const FORWARDED_REQUEST_HEADERS = ['authorization', 'content-type', 'accept', 'x-tx-id'] as const;
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'www-authenticate'] as const;
const MAX_RESPONSE_BYTES = 256 * 1024;

export interface ProxySettings {
  /** The upstream's base URL (path included) for a request, fixed by config. */
  upstream: (request: FastifyRequest) => string | undefined;
  maxBodyBytes: number;
  timeoutMs: number;
  /** Per client, on the rate-limited calls. */
  rateLimitPerMinute: number;
}

const callOf = (request: FastifyRequest) => (request.params as { '*'?: string })['*'] ?? '';

/** This node's own `path` over loopback (the embedded user service); none before it listens. */
export function loopbackUpstream(request: FastifyRequest, path: string): string | undefined {
  const address = request.server.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}${path}`;
}

/** A header value safe to pass on: one line, no control characters. */
function cleanHeader(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string' || value.length > 4096 || /[\r\n\0]/.test(value)) return undefined;
  return value;
}

export async function registerProxy(app: FastifyInstance, settings: ProxySettings): Promise<void> {
  await app.register(
    async (scope) => {
      // The body passes through as bytes, within the limit (413 beyond it).
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: settings.maxBodyBytes }, (_request, body, done) => done(null, body));
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      });

      // The upstream sees every reader from this node's address: the limit per client is here.
      await scope.register(fastifyRateLimit, {
        max: settings.rateLimitPerMinute,
        timeWindow: 60_000,
        allowList: (request) => !RATE_LIMITED.has(callOf(request)),
        keyGenerator: (request) => `${request.ip}|${callOf(request)}`,
      });

      scope.all<{ Params: { '*': string } }>('/*', async (request, reply) => {
        const path = request.params['*'];
        const methods = PROXY_ALLOW_LIST.get(path);
        if (!methods) return reply.code(404).send({ error: 'unknown user call' });
        if (!methods.includes(request.method)) return reply.code(405).header('allow', methods.join(', ')).send({ error: 'method not allowed' });
        const base = settings.upstream(request);
        if (!base) return reply.code(503).send({ error: 'user service unavailable' });

        const headers: Record<string, string> = {};
        for (const name of FORWARDED_REQUEST_HEADERS) {
          const value = cleanHeader(request.headers[name]);
          if (value !== undefined) headers[name] = value;
        }
        const body = Buffer.isBuffer(request.body) ? request.body : undefined;
        try {
          const answer = await upstreamRequest(`${base}/${path}`, {
            method: request.method as 'GET',
            headers,
            ...(body && request.method !== 'GET' ? { body } : {}),
            headersTimeout: settings.timeoutMs,
            bodyTimeout: settings.timeoutMs,
            signal: AbortSignal.timeout(settings.timeoutMs),
          });
          if (answer.statusCode >= 300 && answer.statusCode < 400) {
            await answer.body.dump();
            request.log.warn({ status: answer.statusCode }, 'user proxy: upstream redirected; not followed');
            return reply.code(502).send({ error: 'bad upstream answer' });
          }
          const chunks: Buffer[] = [];
          let size = 0;
          for await (const chunk of answer.body) {
            size += (chunk as Buffer).length;
            if (size > MAX_RESPONSE_BYTES) {
              answer.body.destroy();
              return reply.code(502).send({ error: 'upstream answer too large' });
            }
            chunks.push(chunk as Buffer);
          }
          for (const name of FORWARDED_RESPONSE_HEADERS) {
            const value = cleanHeader(answer.headers[name]);
            if (value !== undefined) reply.header(name, value);
          }
          return reply.code(answer.statusCode).send(Buffer.concat(chunks));
        } catch (error) {
          const timedOut = (error as Error).name === 'TimeoutError' || /timeout/i.test((error as { code?: string }).code ?? '');
          request.log.warn({ err: error }, 'user proxy: upstream failed');
          return reply.code(timedOut ? 504 : 502).send({ error: timedOut ? 'user service timed out' : 'user service unavailable' });
        }
      });
    },
    { prefix: PROXY_PREFIX },
  );
}
