import { data, redirect } from "react-router";
import { isChangeOfAddressToken } from "~/domain/verification-token";
import { getAuth } from "~/platform/auth.server";
import type { Route } from "./+types/auth.$";

/**
 * Only the better-auth endpoints the product uses are reachable over HTTP. Sign-in and sign-up
 * go through the /auth action instead, where the throttle and the domain rule live.
 */
const ALLOWED = new Set(["/api/auth/verify-email", "/api/auth/get-session", "/api/auth/sign-out"]);

function forward(request: Request) {
  const url = new URL(request.url);
  if (!ALLOWED.has(url.pathname)) return data({ error: "Not found" }, { status: 404 });
  if (url.pathname === "/api/auth/verify-email" && isChangeOfAddressToken(url.searchParams.get("token"))) {
    return redirect("/auth?error=INVALID_TOKEN");
  }
  return getAuth().handler(request);
}

export const loader = ({ request }: Route.LoaderArgs) => forward(request);
export const action = ({ request }: Route.ActionArgs) => forward(request);
