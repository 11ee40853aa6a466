// The http transport (spec 000 §7): undici, x-tx-id on every request, a total deadline
// that covers the body (a drip-fed body cannot stretch it), no redirects followed, the API
// key added when absent, the preview parameter forwarded on GET as an upper-case header.
// JSON answers (`get`) and text answers (`getText`, captions) share one request path.
import { Agent, request } from 'undici';
import { API_KEY_PARAM, CAPTION_MEDIA_TYPES } from './api-words.ts';
import { upstreamError } from './errors.ts';
import {
  buildQuery,
  type ContentRequestContext,
  type ContentTransport,
  DEFAULT_TIMEOUT_MS,
  NOT_JSON_OBJECT,
  readResponse,
  readTextResponse,
  type TransportRequest,
} from './transport.ts';

export interface HttpTransportOptions {
  /** Origin of the content API, e.g. https://api.example.com */
  host: string;
  apiKey?: string;
  /** Query parameter that carries the API key. */
  apiKeyParam?: string;
  /** Responses are read from this property when set (spec 000 §5). */
  dataProperty?: string;
  /** Total deadline per request, body included. */
  timeoutMs?: number;
  /** Name of the preview query parameter; forwarded upper-cased as a header. */
  previewParam?: string;
  /** Largest response body accepted. */
  maxBodyBytes?: number;
}

const FORBIDDEN_KEY = '__proto__';
const JSON_ACCEPT = 'application/json, text/plain, */*';
/** Text answers are captions: their media types first, then anything. */
const TEXT_ACCEPT = [...new Set(Object.values(CAPTION_MEDIA_TYPES)), 'text/plain', '*/*'].join(', ');

/** JSON.parse that refuses bodies carrying `__proto__` keys. */
function parseJson(text: string, url: string): unknown {
  let forbidden = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, item: unknown) => {
      if (key === FORBIDDEN_KEY) forbidden = true;
      return item;
    });
  } catch (cause) {
    throw upstreamError(NOT_JSON_OBJECT, { url, cause });
  }
  if (forbidden) throw upstreamError(`API response contains the forbidden key ${FORBIDDEN_KEY}`, { url });
  return value;
}

function failureCode(error: unknown): string {
  const record = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = record?.code ?? record?.cause?.code;
  return typeof code === 'string' ? code : ((error as Error)?.name ?? 'Error');
}

export function createHttpTransport(options: HttpTransportOptions): ContentTransport {
  const origin = new URL(options.host).origin;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? 16 * 1024 * 1024;
  const apiKeyParam = options.apiKeyParam ?? API_KEY_PARAM;
  const previewHeader = (options.previewParam ?? 'preview').toUpperCase();
  const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 128 });

  /** One GET: status and body text, within the total deadline; transport failures throw. */
  async function fetchText(
    req: TransportRequest,
    ctx: ContentRequestContext,
    accept: string,
  ): Promise<{ url: string; status: number; text: string }> {
    const query = buildQuery(req.query);
    const urlOf = (search: string) => `${origin}${req.path}${search ? `?${search}` : ''}`;
    // The URL as logs and errors say it: the API key never leaves the request itself.
    const url = urlOf(query.toString());
    if (options.apiKey && !query.has(apiKeyParam)) query.set(apiKeyParam, options.apiKey);
    const target = urlOf(query.toString());
    const headers: Record<string, string> = { accept, 'x-tx-id': ctx.txId };
    if (ctx.preview !== undefined) headers[previewHeader] = ctx.preview;

    const deadline = req.timeoutMs ?? timeoutMs;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deadline);
    const started = Date.now();
    try {
      const response = await request(target, {
        method: 'GET',
        headers,
        dispatcher,
        signal: controller.signal,
        headersTimeout: deadline,
        bodyTimeout: deadline,
      });
      const status = response.statusCode;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        const buffer = chunk as Buffer;
        size += buffer.length;
        if (size > maxBodyBytes) {
          response.body.destroy();
          throw upstreamError(`API response is larger than ${maxBodyBytes} bytes`, { url, status });
        }
        chunks.push(buffer);
      }
      return { url, status, text: Buffer.concat(chunks).toString('utf8') };
    } catch (error) {
      if ((error as { code?: unknown }).code === 'NEUTRON_ERR_CONTENT_UPSTREAM') throw error;
      const timedOut = controller.signal.aborted || failureCode(error).endsWith('_TIMEOUT');
      const message = timedOut ? `API request timed out after ${deadline} ms` : `API request failed: ${failureCode(error)}`;
      ctx.log.error({ url, txId: ctx.txId, elapsedMs: Date.now() - started, err: error }, message);
      throw upstreamError(message, { url, cause: error, failure: timedOut ? 'timeout' : 'unreachable' });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Runs `read` over a fetched answer; failures other than a 404 are logged with the status. */
  function readLogged<T>(answer: { url: string; status: number }, ctx: ContentRequestContext, read: () => T): T {
    try {
      return read();
    } catch (error) {
      if (answer.status !== 404) ctx.log.warn({ url: answer.url, txId: ctx.txId, status: answer.status, err: error }, (error as Error).message);
      throw error;
    }
  }

  async function get(req: TransportRequest, ctx: ContentRequestContext): Promise<Record<string, unknown>> {
    const answer = await fetchText(req, ctx, JSON_ACCEPT);
    const { url, status, text } = answer;
    return readLogged(answer, ctx, () => {
      let body: unknown;
      if (status >= 200 && status < 300) body = parseJson(text, url);
      else {
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          body = undefined;
        }
      }
      return readResponse(status, body, ctx, { url, ...(options.dataProperty ? { dataProperty: options.dataProperty } : {}) });
    });
  }

  async function getText(req: TransportRequest, ctx: ContentRequestContext): Promise<string> {
    const answer = await fetchText(req, ctx, TEXT_ACCEPT);
    return readLogged(answer, ctx, () => readTextResponse(answer.status, answer.text, { url: answer.url }));
  }

  return {
    kind: 'http',
    get,
    getText,
    close: () => dispatcher.close(),
  };
}
