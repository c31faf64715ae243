import { createCookieSessionStorage, redirect } from "react-router";
import type { Toast } from "~/domain/action-result";
import { authSecret } from "~/platform/auth-secret.server";
import { env } from "~/platform/foundation/env.server";

export type { Toast };

/** A one-shot toast that survives a redirect (e.g. 'Logged out successfully'). */
const storages = new Map<string, ReturnType<typeof createStorage>>();
function createStorage(secret: string) {
  return createCookieSessionStorage<{ toast: Toast }>({
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

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const session = await toastStorage().getSession();
  session.flash("toast", toast);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastStorage().commitSession(session));
  return redirect(url, { ...init, headers });
}

export async function readToast(request: Request) {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const toast = session.get("toast") ?? null;
  const setCookie = toast ? await toastStorage().destroySession(session) : null;
  return { toast, setCookie };
}
