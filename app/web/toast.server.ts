import { createCookieSessionStorage, redirect } from "react-router";
import type { Toast } from "~/domain/action-result";
import { authSecret } from "~/platform/auth-secret.server";
import { env } from "~/platform/foundation/env.server";

export type { Toast };

/**
 * One-shot flashes that survive a redirect: a toast (e.g. 'Logged out successfully'), or the time the
 * recovery codes were made, for the page that shows them once.
 */
type Flash = { toast: Toast; recoveryCodes: number };
const storages = new Map<string, ReturnType<typeof createStorage>>();
function createStorage(secret: string) {
  return createCookieSessionStorage<Flash>({
    cookie: {
      name: "studio_toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: [secret],
      secure: env.baseUrl.startsWith("https://"),
    },
  });
}
/** Built on first use: the secret is resolved at startup, after this module loads. */
function toastStorage() {
  const secret = authSecret();
  let storage = storages.get(secret);
  if (!storage) {
    storage = createStorage(secret);
    storages.set(secret, storage);
  }
  return storage;
}

/** A redirect carrying one flash in the cookie, which the root loader ends on the next page. */
async function redirectWithFlash<K extends keyof Flash>(url: string, key: K, value: Flash[K], init: ResponseInit) {
  const session = await toastStorage().getSession();
  session.flash(key, value);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastStorage().commitSession(session));
  return redirect(url, { ...init, headers });
}

export function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  return redirectWithFlash(url, "toast", toast, init);
}

export async function readToast(request: Request) {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const toast = session.get("toast") ?? null;
  // the root loader ends every flash (the route that reads one reads it from the same request)
  const setCookie = toast || session.has("recoveryCodes") ? await toastStorage().destroySession(session) : null;
  return { toast, setCookie };
}

/** How long after the redirect the page may still show the recovery codes the flash points to. */
const RECOVERY_CODES_FLASH_MS = 60_000;

/**
 * A redirect to the page that shows the new recovery codes once: the flash says only that they are to
 * be shown (the page reads them from the account), so a redirect, with or without JavaScript, carries
 * the session the change renewed and the next page sees it.
 */
export function redirectShowingRecoveryCodes(url: string, init: ResponseInit = {}) {
  return redirectWithFlash(url, "recoveryCodes", Date.now(), init);
}

/** Whether this request follows `redirectShowingRecoveryCodes` by less than a minute. */
export async function showsRecoveryCodes(request: Request) {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const age = Date.now() - (session.get("recoveryCodes") ?? Number.NEGATIVE_INFINITY);
  return age >= 0 && age < RECOVERY_CODES_FLASH_MS;
}
