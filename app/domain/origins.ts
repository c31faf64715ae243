/**
 * The origins a browser may send for this site. With BASE_URL set, that one origin. Without it (a
 * local start), the site answers at http://localhost:PORT and also at its loopback aliases, which a
 * newcomer may type instead (127.0.0.1, [::1]): each is the same server on the same port. Another
 * host name is never taken from the request's Host header (a rebinding domain would pass that check).
 */
const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

export function acceptedOrigins(siteOrigin: string, baseUrlSet: boolean): string[] {
  // not an address at all (a test run's BASE_URL is Vite's "/"): that one value, as given
  if (!URL.canParse(siteOrigin)) return [siteOrigin];
  const url = new URL(siteOrigin);
  if (baseUrlSet || !LOOPBACK.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : "";
  return LOOPBACK.map((host) => `${url.protocol}//${host}${port}`);
}
