// oidc-provider builds every address it answers with (discovery, the logout form's action,
// redirects) from the request: its protocol, its Host (X-Forwarded-Host behind a trusted
// proxy) and, for the mount path, `originalUrl` (the path before mounting). A request
// reaches it presented as sent to the issuer, so no address follows a Host the request
// chose (README: every absolute address comes from server.publicOrigin).
import type { IncomingMessage } from 'node:http';

/** Rewrites `request` in place for the provider of `issuer`, mounted at the issuer's path,
 *  as a request for `path` under it. The provider trusts the forwarded headers (provider.ts). */
export function presentAsIssuer(request: IncomingMessage, issuer: string, path: string): void {
  const { host, protocol, pathname } = new URL(issuer);
  request.headers.host = host;
  request.headers['x-forwarded-host'] = host;
  request.headers['x-forwarded-proto'] = protocol.slice(0, -1);
  request.url = path;
  // Always a path: an absolute one (`http://other.example/…`) would name the host too.
  (request as IncomingMessage & { originalUrl?: string }).originalUrl = `${pathname}${path}`;
}
