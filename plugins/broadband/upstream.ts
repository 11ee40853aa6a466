// One client path to the geo host and the finance-rate service, whichever answers:
// `http` calls a configured real host (deadline, no redirects, JSON objects only);
// `embedded` calls this node's embedded service in-process with the same shapes.
import type { ServiceAnswer } from './embedded-geo.ts';

export interface UpstreamCall {
  method: 'GET' | 'POST';
  /** Path on the host, starting with '/'. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Transaction id, sent as x-tx-id (spec 001 §7). */
  txId?: string;
}

export interface Upstream {
  readonly kind: 'http' | 'embedded';
  call(call: UpstreamCall): Promise<ServiceAnswer>;
}

/** The upstream did not answer in time, could not be reached, or answered nonsense. */
export class UpstreamError extends Error {
  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'bad-answer',
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

const MAX_ANSWER_BYTES = 1_048_576;

export function httpUpstream(host: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): Upstream {
  const base = host.replace(/\/+$/, '');
  return {
    kind: 'http',
    async call({ method, path, query, body, txId }) {
      const url = new URL(base + path);
      for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
      const signal = AbortSignal.timeout(timeoutMs);
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(url, {
          method,
          redirect: 'manual',
          signal,
          headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(txId ? { 'x-tx-id': txId } : {}) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        text = await response.text();
      } catch (error) {
        if (signal.aborted) throw new UpstreamError('timeout', `${method} ${url.host}${url.pathname} took longer than ${timeoutMs} ms`);
        throw new UpstreamError('unreachable', `${method} ${url.host}${url.pathname}: ${(error as Error).message}`);
      }
      if (response.status >= 300 && response.status < 400) throw new UpstreamError('bad-answer', `${url.pathname} redirected (${response.status})`);
      if (text.length > MAX_ANSWER_BYTES) throw new UpstreamError('bad-answer', `${url.pathname} answered more than ${MAX_ANSWER_BYTES} bytes`);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new UpstreamError('bad-answer', `${url.pathname} answered ${response.status} with no JSON`);
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new UpstreamError('bad-answer', `${url.pathname} answered no JSON object`);
      if (response.status >= 500) throw new UpstreamError('unreachable', `${url.pathname} answered ${response.status}`);
      return { status: response.status, body: parsed };
    },
  };
}

/** An upstream with neither a host nor sample data: every call fails with `reason`. */
export function missingUpstream(reason: string): Upstream {
  return {
    kind: 'embedded',
    async call() {
      throw new UpstreamError('unreachable', reason);
    },
  };
}

export function embeddedUpstream(handle: (call: UpstreamCall) => ServiceAnswer): Upstream {
  return {
    kind: 'embedded',
    async call(call) {
      // The same JSON round trip as over HTTP, so nothing shares objects with the service.
      const answer = handle(call);
      return { status: answer.status, body: JSON.parse(JSON.stringify(answer.body)) as unknown };
    },
  };
}
