/**
 * The account events of the sign-in, reset and two-factor screens, written where better-auth did the
 * work (so no change of ours to share a transaction with). The route modules call these; the rows
 * themselves are `recordAccountEvent`'s (account-audit.server.ts).
 */
import { db } from "~/db/client.server";
import { errorFields, log } from "~/platform/foundation/log.server";
import { recordAccountEvent } from "./account-audit.server";
import { findAccountByEmail } from "./users.server";

type Person = { userId: string; email: string };
export type SecondFactor = "totp" | "recovery";

const factorName = (method: SecondFactor) =>
  method === "totp" ? "a code from the authenticator app" : "a recovery code";

/**
 * A completed sign-in: with the password alone (`typedEmail`: the address as it was typed), or with the
 * second factor after it (`method`).
 */
export async function recordSignIn(
  who: Person,
  ip: string | null,
  how: { typedEmail: string } | { method: SecondFactor },
) {
  await recordAccountEvent(db, {
    event: "sign-in",
    actor: who,
    target: who,
    ip,
    ...("method" in how
      ? { summary: `${who.email} signed in with ${factorName(how.method)}`, details: { method: how.method } }
      : { summary: `${how.typedEmail} signed in` }),
  });
}

/** A refused password, against the account when the address has one. A failed write is logged, never thrown. */
export async function recordRefusedPassword(email: string, ip: string) {
  const target = await findAccountByEmail(email);
  await recordAccountEvent(db, {
    event: "sign-in-failed",
    actor: null,
    actorEmail: email,
    target,
    ip,
    summary: `a sign-in as ${email} was refused`,
  }).catch((error) => log.error("audit write failed", errorFields(error)));
}

/** A refused two-factor or recovery code. A failed write is logged, never thrown. */
export async function recordRefusedCode(pending: Person, ip: string, method: SecondFactor) {
  await recordAccountEvent(db, {
    event: "sign-in-failed",
    actor: null,
    actorEmail: pending.email,
    target: pending,
    ip,
    summary: `a ${method === "totp" ? "two-factor code" : "recovery code"} for ${pending.email} was refused`,
    details: { method },
  }).catch((error) => log.error("audit write failed", errorFields(error)));
}

/** A reset link asked for: recorded whether or not the address has an account, so both answers take the same work. */
export async function recordPasswordResetRequest(email: string, ip: string) {
  await recordAccountEvent(db, {
    event: "password-reset-requested",
    actor: null,
    actorEmail: email,
    target: await findAccountByEmail(email),
    ip,
    summary: `a reset link was asked for ${email}`,
  });
}

/** A new password chosen from a reset link. */
export async function recordPasswordReset(owner: Person, ip: string | null) {
  await recordAccountEvent(db, {
    event: "password-reset",
    actor: owner,
    target: owner,
    ip,
    summary: `${owner.email} chose a new password from a reset link`,
  });
}

/** Two-factor sign-in turned on or off by the account's owner. */
export async function recordTwoFactorChange(who: Person, ip: string | null, on: boolean) {
  await recordAccountEvent(db, {
    event: on ? "two-factor-enabled" : "two-factor-disabled",
    actor: who,
    target: who,
    ip,
    summary: `${who.email} turned ${on ? "on" : "off"} two-factor sign-in`,
  });
}
