import { and, count, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { appMeta, profiles, twoFactors, users } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordActivity } from "./activity.server";

/** The app_meta key of the admin's setting "Require two-factor sign-in for staff" ("on" or "off"). */
export const REQUIRE_STAFF_TWO_FACTOR_KEY = "require-staff-2fa";

export const OWN_TWO_FACTOR_FIRST =
  "Turn on two-factor sign-in for your own account first: the setting would otherwise send you to set it up at once.";

type Actor = { userId: string; email: string; ip?: string | null };

/**
 * The same setting as a column of another statement (the viewer's profile read: app/web/guards.server.ts),
 * so that a staff request pays no statement of its own for it.
 */
export const STAFF_TWO_FACTOR_REQUIRED = sql<boolean>`exists (select 1 from ${appMeta} where ${appMeta.key} = ${REQUIRE_STAFF_TWO_FACTOR_KEY} and ${appMeta.value} = 'on')`;

/** Whether every staff member (author, admin) must have two-factor sign-in before reaching the dashboard. */
export async function isStaffTwoFactorRequired(exec: Executor = db): Promise<boolean> {
  const [row] = await exec
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, REQUIRE_STAFF_TWO_FACTOR_KEY))
    .limit(1);
  return row?.value === "on";
}

/** Whether the account has confirmed two-factor sign-in (read now, not from a session). */
export async function hasTwoFactor(userId: string, exec: Executor = db): Promise<boolean> {
  const [row] = await exec.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.enabled === true;
}

/** The Users screen's view of the setting: on or off, and how many staff members have not set it up yet. */
export async function loadStaffTwoFactorSetting() {
  const [isRequired, [without]] = await Promise.all([
    isStaffTwoFactorRequired(),
    db
      .select({ n: count() })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(and(inArray(profiles.role, ["author", "admin"]), eq(users.twoFactorEnabled, false))),
  ]);
  return { isRequired, staffWithout: without?.n ?? 0 };
}

/**
 * The admin turns the requirement on or off, with an activity row (who, from which IP) when it changes.
 * Turning it on needs the admin's own two-factor sign-in first, so the switch never sends its own admin
 * away from the screen that turns it off. Answers whether the setting changed.
 */
export async function setStaffTwoFactorRequired({ actor, required }: { actor: Actor; required: boolean }) {
  return db.transaction(async (tx) => {
    if (required && !(await hasTwoFactor(actor.userId, tx))) throw new AppError("conflict", OWN_TWO_FACTOR_FIRST);
    const value = required ? "on" : "off";
    // the row is locked by the upsert, so two admins switching at once record one change each, in order
    const [before] = await tx
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, REQUIRE_STAFF_TWO_FACTOR_KEY))
      .for("update");
    const wasRequired = before?.value === "on";
    if (wasRequired === required) return false;
    await tx
      .insert(appMeta)
      .values({ key: REQUIRE_STAFF_TWO_FACTOR_KEY, value, updatedAt: new Date() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    await recordActivity(tx, actor, {
      action: "update",
      entity: "settings",
      entityId: REQUIRE_STAFF_TWO_FACTOR_KEY,
      summary: required
        ? "required two-factor sign-in for all staff"
        : "stopped requiring two-factor sign-in for staff",
      details: { from: wasRequired ? "on" : "off", to: value },
    });
    return true;
  });
}

/**
 * Takes time step `step` of the account's authenticator codes for one sign-in: true for the first
 * sign-in to use it, false for any other (the same code again, or a code of an older step once a newer
 * one was used). One conditional UPDATE, so of simultaneous sign-ins with one code exactly one gets it.
 */
export async function claimTotpStep({ userId, step }: { userId: string; step: number }, exec: Executor = db) {
  const rows = await exec
    .update(twoFactors)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step))))
    .returning({ id: twoFactors.id });
  return rows.length > 0;
}

/** The encrypted authenticator secret of the account, as better-auth stores it; null without two-factor sign-in. */
export async function totpSecretOf(userId: string, exec: Executor = db) {
  const [row] = await exec
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  return row?.secret ?? null;
}
