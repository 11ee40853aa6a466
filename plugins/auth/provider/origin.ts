// The origin a request's issuer is built on. Production: only the configured public
// origin. Elsewhere a loopback Host (localhost, 127.0.0.1, [::1], any port) is taken as
// is, so a node on another port still signs in; any other Host gets the public origin.
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export function issuerOrigin(host: string | undefined, publicOrigin: string, production: boolean): string {
  const configured = publicOrigin.replace(/\/+$/, '');
  if (production || !host || !LOOPBACK_HOST.test(host)) return configured;
  return `http://${host}`;
}
