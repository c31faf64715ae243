import { createCookieSessionStorage, redirect } from "react-router";
import { env } from "./env.server";

export type Toast = { title: string; description?: string; type: "success" | "error" | "info" };

/** A one-shot toast that survives a redirect (e.g. 'Logged out successfully'). */
const storage = createCookieSessionStorage<{ toast: Toast }>({
  cookie: {
    name: "studio_toast",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [env.authSecret],
    secure: env.baseUrl.startsWith("https://"),
  },
});

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const session = await storage.getSession();
  session.flash("toast", toast);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await storage.commitSession(session));
  return redirect(url, { ...init, headers });
}

export async function readToast(request: Request) {
  const session = await storage.getSession(request.headers.get("Cookie"));
  const toast = session.get("toast") ?? null;
  const setCookie = toast ? await storage.destroySession(session) : null;
  return { toast, setCookie };
}
