import crypto from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import type { data } from "react-router";
import { renderSVG } from "uqr";
import { clearSignInThrottle, releaseSignInAttempt, reserveSignInAttempt } from "~/data/auth-throttle.server";
import { setStaffTwoFactorRequired, totpSecretOf } from "~/data/two-factor.server";
import type { ActionResult } from "~/domain/action-result";
import { AppError } from "~/domain/app-error";
import { manualKeyOf, RequireTwoFactorSchema, TWO_FACTOR_ISSUER } from "~/domain/schemas/two-factor";
import { throttleMessage } from "~/domain/throttle";
import { getAuth } from "~/platform/auth.server";
import { authRefusal, ok } from "./action-result.server";
import type { SignedInViewer, StaffViewer } from "./guards.server";
import { intent } from "./intents.server";

/** better-auth's two-factor plugin names its pending-sign-in cookie so (before its prefix). */
const PENDING_COOKIE = "two_factor";

function cookieValue(header: string | null, name: string) {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** A signed cookie of better-auth ("value.base64(HMAC-SHA256)", URL-encoded): its value, when the signature holds. */
function unsign(raw: string, secret: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf(".");
  if (dot < 1) return null;
  const value = decoded.slice(0, dot);
  const given = Buffer.from(decoded.slice(dot + 1), "base64");
  const expected = crypto.createHmac("sha256", secret).update(value).digest();
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null;
}

/**
 * The sign-in waiting for its code: after the right password for an account with two-factor sign-in,
 * better-auth sets a short-lived signed cookie naming a pending challenge. Answers whose account it is
 * (the code step throttles by it), or null when there is none, it was forged, or it has expired.
 */
export async function pendingTwoFactor(request: Request): Promise<{ userId: string; email: string } | null> {
  const ctx = await getAuth().$context;
  const raw = cookieValue(request.headers.get("cookie"), ctx.createAuthCookie(PENDING_COOKIE).name);
  const identifier = raw ? unsign(raw, ctx.secret) : null;
  if (!identifier) return null;
  const challenge = await ctx.internalAdapter.findVerificationValue(identifier);
  if (!challenge || new Date(challenge.expiresAt).getTime() <= Date.now()) return null;
  const user = await ctx.internalAdapter.findUserById(challenge.value);
  return user ? { userId: user.id, email: user.email } : null;
}

const TOTP_PERIOD_MS = 30_000;

/** RFC 4226: the 6-digit code of `counter` for `key`. */
function hotp(key: Buffer, counter: number) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = crypto.createHmac("sha1", key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/**
 * Which 30-second step of the account's authenticator `code` belongs to, among the steps better-auth
 * accepts (the current one and one either side); null when it matches none (better-auth then refuses it).
 * The sign-in claims that step before better-auth checks the code, so a code works once.
 */
export async function totpStepOf(userId: string, code: string, now = Date.now()) {
  const stored = await totpSecretOf(userId);
  if (!stored) return null;
  const ctx = await getAuth().$context;
  const secret = await symmetricDecrypt({ key: ctx.secretConfig, data: stored });
  // a secret imported from another provider is kept as "base32:…"; this product only makes its own
  if (secret.startsWith("base32:")) return null;
  const key = Buffer.from(secret, "utf8");
  const current = Math.floor(now / TOTP_PERIOD_MS);
  let step: number | null = null;
  for (const candidate of [current - 1, current, current + 1]) {
    const expected = hotp(key, candidate);
    if (expected.length === code.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(code))) {
      step = candidate;
    }
  }
  return step;
}

/** The Users screen's switch "Require two-factor sign-in for staff" (intent `require-2fa`). */
export const requireTwoFactorIntent = intent<typeof RequireTwoFactorSchema, StaffViewer>(
  { schema: RequireTwoFactorSchema, failMessage: "Failed to change the two-factor setting" },
  async ({ required }, { viewer }) => {
    const isOn = required === "on";
    await setStaffTwoFactorRequired({ actor: viewer, required: isOn });
    return ok(
      isOn ? "Two-factor sign-in is now required for all staff" : "Two-factor sign-in is no longer required for staff",
    );
  },
);

export const WRONG_PASSWORD = "That password is not right";

/**
 * A change to one's own two-factor sign-in asks for the password again: counted by the sign-in throttle
 * first (this account at this address), so a session left open cannot be used to guess the password.
 * A wrong password stays counted and is answered at the password field; a right one clears the count.
 */
export async function withPassword(
  viewer: SignedInViewer,
  call: () => Promise<Response | ReturnType<typeof data<ActionResult>>>,
) {
  const attempt = { email: viewer.email, ip: viewer.ip ?? "unknown" };
  const throttle = await reserveSignInAttempt(attempt);
  if (!throttle.allowed) {
    const { retryAfterMs } = throttle;
    throw new AppError("rate_limited", throttleMessage(retryAfterMs), { retryAfterMs });
  }
  try {
    const answer = await call();
    await clearSignInThrottle(attempt);
    return answer;
  } catch (error) {
    if (authRefusal(error)?.reason === "INVALID_PASSWORD") {
      throw new AppError("invalid", WRONG_PASSWORD, { field: "password" });
    }
    await releaseSignInAttempt(attempt).catch(() => undefined);
    throw error;
  }
}

/** What the setup shows: the QR code (an SVG drawn here, on the server) and the same secret as a key to type. */
/** The URI with its query written as %20 rather than + for spaces (the issuer "Lumen Studio"), as authenticator apps read it. */
function percentEncodedQuery(uri: string) {
  const at = uri.indexOf("?");
  if (at < 0) return uri;
  const query = [...new URLSearchParams(uri.slice(at + 1))].map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  return `${uri.slice(0, at)}?${query.join("&")}`;
}

export type TotpSetup = { totpURI: string; qrCode: string; manualKey: string };

/**
 * The setup of an otpauth:// URI, when it is one of ours for this account (the issuer and the account's
 * address in its label), else null.
 */
export function totpSetup(totpURI: string, email: string): TotpSetup | null {
  const manualKey = manualKeyOf(totpURI);
  if (!manualKey) return null;
  const label = decodeURIComponent(new URL(totpURI).pathname.replace(/^\/+/, ""));
  if (label !== `${TWO_FACTOR_ISSUER}:${email}`) return null;
  const uri = percentEncodedQuery(totpURI);
  const svg = renderSVG(uri, { ecc: "M", border: 2, pixelSize: 6 });
  return { totpURI: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, manualKey };
}
