import { and, eq, gt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users, verifications } from "~/db/schema";
import { resetTokenIdentifier } from "~/platform/auth.server";

/** Whether a reset link's token is unused and unexpired (the authentication service stores it as a verification). */
export async function hasValidResetToken(token: string, now = new Date()) {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, resetTokenIdentifier(token)), gt(verifications.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

/** The account a live reset link belongs to (its user id and address), for the audit log; null when none. */
export async function resetTokenOwner(token: string) {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, resetTokenIdentifier(token)), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}
