// The http transport (spec 000 §7): undici, x-tx-id on every request, a total deadline
// that covers the body (a drip-fed body cannot stretch it), no redirects followed, the API
// key added when absent, the preview parameter forwarded on GET as an upper-case header.
import { Agent, request } from 'undici';
import { upstreamError } from './errors.ts';
import {
  buildQuery,
  type ContentRequestContext,
  type ContentTransport,
  DEFAULT_TIMEOUT_MS,
  NOT_JSON_OBJECT,
  readResponse,
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
  const apiKeyParam = options.apiKeyParam ?? 'apiKey';
  const previewHeader = (options.previewParam ?? 'preview').toUpperCase();
  const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 128 });

  async function get(req: TransportRequest, ctx: ContentRequestContext): Promise<Record<string, unknown>> {
    const query = buildQuery(req.query);
    if (options.apiKey && !query.has(apiKeyParam)) query.set(apiKeyParam, options.apiKey);
    const search = query.toString();
    const url = `${origin}${req.path}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = {
      accept: 'application/json, text/plain, */*',
      'x-tx-id': ctx.txId,
    };
    if (ctx.preview !== undefined) headers[previewHeader] = ctx.preview;

    const deadline = req.timeoutMs ?? timeoutMs;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deadline);
    const started = Date.now();
    let status: number;
    let text: string;
    try {
      const response = await request(url, {
        method: 'GET',
        headers,
        dispatcher,
        signal: controller.signal,
        headersTimeout: deadline,
        bodyTimeout: deadline,
      });
      status = response.statusCode;
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
      text = Buffer.concat(chunks).toString('utf8');
    } catch (error) {
      if ((error as { code?: unknown }).code === 'NEUTRON_ERR_CONTENT_UPSTREAM') throw error;
      const message = controller.signal.aborted
        ? `API request timed out after ${deadline} ms`
        : `API request failed: ${failureCode(error)}`;
      ctx.log.error({ url, txId: ctx.txId, elapsedMs: Date.now() - started, err: error }, message);
      throw upstreamError(message, { url, cause: error });
    } finally {
      clearTimeout(timer);
    }

    try {
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
    } catch (error) {
      if (status !== 404) ctx.log.warn({ url, txId: ctx.txId, status, err: error }, (error as Error).message);
      throw error;
    }
  }

  return {
    kind: 'http',
    get,
    close: () => dispatcher.close(),
  };
}
