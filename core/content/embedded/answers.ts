// What every handler of the embedded service takes and gives: the query, the answer with its
// status, and the component envelope pages and lists are made of (spec 000 §3 Page component).
import type { ComponentType } from '../schemas/page.ts';

export interface ServiceResponse {
  status: number;
  body: Record<string, unknown>;
  /** A non-JSON answer (captions): sent as is instead of `body`. */
  text?: string;
  /** Content type of `text`. */
  contentType?: string;
  /** On a 405: the methods the path takes (the Allow header over HTTP). */
  allow?: string;
}

export type Query = Record<string, string | undefined>;

export const ok = (body: Record<string, unknown>): ServiceResponse => ({ status: 200, body });

export const notFound = (message = 'Not found', availableOn?: { edition: string; slug: string }[]): ServiceResponse => ({
  status: 404,
  body: { code: 404, message, ...(availableOn ? { availableOn } : {}) },
});

export const badRequest = (message: string): ServiceResponse => ({ status: 400, body: { code: 400, message } });

/** A known path asked with a method it does not take. */
export const methodNotAllowed = (allow: readonly string[]): ServiceResponse => ({
  status: 405,
  allow: allow.join(', '),
  body: { code: 405, message: `Method Not Allowed: this path takes ${allow.join(', ')}` },
});

export function component(id: string, name: string, type: ComponentType, data: unknown, extra: Record<string, unknown> = {}) {
  return { id, meta: { componentName: name, componentDisplayName: name, componentType: type }, data, ...extra };
}
