import { and, eq, gt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { verifications } from "~/db/schema";

/** Whether a reset link's token is unused and unexpired (the authentication service stores it as a verification). */
export async function hasValidResetToken(token: string, now = new Date()) {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}
