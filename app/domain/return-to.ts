/**
 * Where to go after signing in: the page a signed-out visitor asked for, kept in `?redirectTo=`.
 * Only a path on this site is accepted ("/client-portal/sprint/…"); anything that could leave it
 * (`//host`, `https://…`, a backslash, control characters) or lead back to the sign-in screen gives
 * null, and the normal landing applies. Pure: no I/O.
 */
export const RETURN_TO_PARAM = "redirectTo";

const MAX_LENGTH = 2048;

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // browsers read "\" as "/", so "/\evil.example" would be another host
  if (value.includes("\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const base = "http://return.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where signing in lands anyway: no need to carry these. */
const LANDINGS = new Set(["/", "/client-portal", "/dashboard"]);

/** The sign-in address that brings the visitor back to `path` (a request's own path and query). */
export function signInHref(path: string) {
  const safe = safeReturnPath(path);
  return safe && !LANDINGS.has(safe) ? `/auth?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}` : "/auth";
}

/** The code step of two-factor sign-in, carrying the page to come back to after it. */
export function twoFactorStepHref(returnTo: string | null) {
  return returnTo ? `/auth/two-factor?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : "/auth/two-factor";
}
