import crypto from "node:crypto";
import { authSecret } from "./auth-secret.server";

/**
 * A value and an HMAC of it with the auth secret, for links that must keep working without a row of
 * their own (unsubscribe links): nobody can make one for a value without the secret. `purpose` keeps a
 * token of one kind from being used as another.
 */
const signature = (purpose: string, value: string) =>
  crypto.createHmac("sha256", authSecret()).update(`${purpose}:${value}`).digest("base64url");

export function signedToken(purpose: string, value: string) {
  return `${Buffer.from(value, "utf8").toString("base64url")}.${signature(purpose, value)}`;
}

/** The value a token stands for, or null when the token is not one of ours for `purpose`. */
export function readSignedToken(purpose: string, token: string | null | undefined): string | null {
  if (!token || token.length > 600) return null;
  const match = /^([\w-]+)\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const value = Buffer.from(match[1]!, "base64url").toString("utf8");
  const expected = Buffer.from(signature(purpose, value));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null;
}
