import type { Executor } from "~/db/client.server";
import { activityLog } from "~/db/schema";

/** The account events the audit log keeps, each a row of the activity log under the entity "account". */
export type AccountEvent =
  | "sign-in"
  | "sign-in-failed"
  | "password-reset-requested"
  | "password-reset"
  | "password-changed"
  | "name-changed"
  | "email-change-requested"
  | "email-changed"
  | "two-factor-enabled"
  | "two-factor-disabled"
  | "session-revoked"
  | "invitation-sent"
  | "invitation-accepted"
  | "role-changed";

type Person = { userId: string; email: string };

/**
 * Writes one account event: who did it (null when nobody is signed in, e.g. a failed sign-in, whose
 * typed address is kept as `actorEmail`), whose account it touched, from which IP, and when (the
 * database's clock). Pass the transaction of the change, so the record and the change land together.
 */
export async function recordAccountEvent(
  exec: Executor,
  entry: {
    event: AccountEvent;
    actor: Person | null;
    actorEmail?: string | null;
    target: Person | null;
    ip: string | null;
    summary: string;
    details?: Record<string, unknown>;
  },
) {
  await exec.insert(activityLog).values({
    actorId: entry.actor?.userId ?? null,
    actorEmail: entry.actor?.email ?? entry.actorEmail ?? null,
    action: entry.event,
    entity: "account",
    entityId: entry.target?.userId ?? null,
    summary: entry.summary,
    details: entry.target ? { targetEmail: entry.target.email, ...entry.details } : (entry.details ?? null),
    ipAddress: entry.ip,
  });
}
