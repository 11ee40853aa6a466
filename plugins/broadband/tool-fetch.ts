// The browser's calls to this node's tools: JSON in, JSON out, within a deadline. A slow
// or failing call answers the friendly message instead of throwing. Isomorphic (fetch).
import { MESSAGES } from './constants.ts';

export type ToolResult<T> = { ok: true; body: T } | { ok: false; status: number; message: string };

export async function callTool<T>(url: string, timeoutMs: number, body?: unknown, unavailable: string = MESSAGES.unavailable): Promise<ToolResult<T>> {
  try {
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const parsed = (await response.json().catch(() => undefined)) as unknown;
    if (response.ok && typeof parsed === 'object' && parsed !== null) return { ok: true, body: parsed as T };
    const message = (parsed as { message?: unknown } | undefined)?.message;
    return { ok: false, status: response.status, message: response.status < 500 && typeof message === 'string' ? message : unavailable };
  } catch {
    return { ok: false, status: 0, message: unavailable };
  }
}
