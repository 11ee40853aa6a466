// The Content-Security-Policy of a page, built from what is declared rather than written
// by hand: the scripts the brand's plugins declare for the page (their origins, frames
// and connections), the hosts the body pipeline may embed, and a per-response nonce for
// inline scripts. Sent as report-only when the site says so, with a report endpoint.
import { randomFillSync } from 'node:crypto';
import { originOf, type ScriptDeclaration } from './script-declaration.ts';

/** Where browsers send violation reports (logged by the server). */
export const CSP_REPORT_PATH = '/_neutron/csp-report';

/** Rendered into cached pages instead of the nonce; every response swaps in its own.
 *  Same length as a real nonce (16 random bytes in base64). */
export const NONCE_PLACEHOLDER = 'N3utr0nN0nc3Pl4c3h0ld3r=';

const NONCE_BYTES = 16;
/** Random bytes are drawn a pool at a time: one system call serves 256 nonces. */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let offset = pool.length;

/** A fresh nonce: 16 random bytes in base64, never reused. */
export function createNonce(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

export interface PolicyInput {
  scripts: readonly ScriptDeclaration[];
  /** Hosts iframes may show, with their subdomains (the body pipeline's `iframeHosts`). */
  frameHosts: readonly string[];
  reportOnly: boolean;
}

export interface Policy {
  header: 'content-security-policy' | 'content-security-policy-report-only';
  /** The policy with NONCE_PLACEHOLDER where the response's nonce goes. */
  template: string;
}

const sources = (values: Iterable<string>): string => [...new Set(values)].join(' ');

export function buildPolicy({ scripts, frameHosts, reportOnly }: PolicyInput): Policy {
  const scriptOrigins = scripts.flatMap((script) => (script.src ? [originOf(script.src)].filter((origin): origin is string => origin !== undefined) : []));
  const connect = scripts.flatMap((script) => [...(script.connect ?? []), ...(script.src ? [originOf(script.src) ?? ''] : [])]).filter(Boolean);
  // The body pipeline allows an iframe host's subdomains too (hostMatches), so does the policy.
  const frames = [...frameHosts.flatMap((host) => [`https://${host}`, `https://*.${host}`]), ...scripts.flatMap((script) => script.frame ?? [])];
  const directives = [
    `default-src 'self'`,
    `script-src ${sources(["'self'", `'nonce-${NONCE_PLACEHOLDER}'`, ...scriptOrigins])}`,
    // React renders style attributes; stylesheets come from the site itself.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `media-src 'self' blob:`,
    `connect-src ${sources(["'self'", ...connect])}`,
    `frame-src ${sources(["'self'", ...frames])}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    NO_FRAMING,
    `report-uri ${CSP_REPORT_PATH}`,
  ];
  return { header: reportOnly ? 'content-security-policy-report-only' : 'content-security-policy', template: directives.join('; ') };
}

const NO_FRAMING = `frame-ancestors 'none'`;

/** The policy of a page other sites may frame (route meta `framable`). */
export function allowFraming(policy: Policy): Policy {
  return { ...policy, template: policy.template.replace(NO_FRAMING, 'frame-ancestors *') };
}

/** `body` with every `placeholder` replaced by `value` of the same length (the same
 *  Buffer when there is none): how a cached page gets what is its own per response. */
export function replacePlaceholder(body: Buffer, placeholder: string, valueOf: string | (() => string), { inPlace = false } = {}): Buffer {
  let at = body.indexOf(placeholder);
  if (at === -1) return body;
  // Made only when the body holds the placeholder (most responses do not).
  const value = typeof valueOf === 'string' ? valueOf : valueOf();
  if (value.length !== placeholder.length) throw new Error('a placeholder is replaced by a value of its own length');
  // A body nobody else holds is written in place; any other is copied first.
  const copy = inPlace ? body : Buffer.from(body);
  while (at !== -1) {
    copy.write(value, at, 'latin1');
    at = copy.indexOf(placeholder, at + placeholder.length);
  }
  return copy;
}
