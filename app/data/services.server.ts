import { count, desc, eq } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { appMeta, services } from "~/db/schema";
import { DEFAULT_SERVICES } from "~/domain/default-services";
import type { ServiceForm } from "~/domain/schemas/content";
import { recordActivity } from "./activity.server";

type Actor = Parameters<typeof recordActivity>[1];

/** Services by created_at descending. */
export function listServicesForDashboard() {
  return db
    .select({
      id: services.id,
      title: services.title,
      description: services.description,
      features: services.features,
      priceStarting: services.priceStarting,
      iconName: services.iconName,
      createdAt: services.createdAt,
    })
    .from(services)
    .orderBy(desc(services.createdAt));
}

export async function createService({ actor, input }: { actor: Actor; input: ServiceForm }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(services).values(input).returning({ id: services.id });
    await recordActivity(tx, actor, {
      action: "create",
      entity: "service",
      entityId: row!.id,
      summary: `created the service "${input.title}"`,
    });
    return row!;
  });
}

export async function updateService({ actor, id, input }: { actor: Actor; id: string; input: ServiceForm }) {
  return db.transaction(async (tx) => {
    const rows = await tx.update(services).set(input).where(eq(services.id, id)).returning({ id: services.id });
    if (rows.length === 0) return false;
    await recordActivity(tx, actor, {
      action: "update",
      entity: "service",
      entityId: id,
      summary: `updated the service "${input.title}"`,
    });
    return true;
  });
}

export async function deleteService({ actor, id }: { actor: Actor; id: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(services).where(eq(services.id, id)).returning({ title: services.title });
    if (!row) return false;
    await recordActivity(tx, actor, {
      action: "delete",
      entity: "service",
      entityId: id,
      summary: `deleted the service "${row.title}"`,
    });
    return true;
  });
}

/**
 * the four default services, only when the table is empty. Answers false (nothing
 * written) when services already exist.
 */
export async function seedDefaultServices({ actor, now = new Date() }: { actor: Actor; now?: Date }) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(services);
    if ((existing?.n ?? 0) > 0) return false;
    await insertDefaultServices(tx, now);
    await recordActivity(tx, actor, {
      action: "create",
      entity: "service",
      summary: "added the default services",
    });
    return true;
  });
}

/** Newest first on screen: the first default gets the latest timestamp. */
function insertDefaultServices(tx: Transaction, now: Date) {
  return tx.insert(services).values(
    DEFAULT_SERVICES.map((s, i) => ({
      ...s,
      features: [...s.features],
      createdAt: new Date(now.getTime() - i * 1000),
    })),
  );
}

/** The app_meta key that records that the default services were added on their own once. */
export const DEFAULTS_ADDED_KEY = "default_services_added";

/**
 * The first time the Services screen finds the list empty, the four default services are added on
 * their own; once only: a list the staff empty later stays empty (the screen then offers a button).
 * The app_meta key is taken in the same transaction, so two screens opened at once add them once.
 */
export async function addDefaultServicesOnce({ actor, now = new Date() }: { actor: Actor; now?: Date }) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(services);
    if ((existing?.n ?? 0) > 0) return false;
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEFAULTS_ADDED_KEY, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;
    await insertDefaultServices(tx, now);
    await recordActivity(tx, actor, {
      action: "create",
      entity: "service",
      summary: "added the default services (the list was empty)",
    });
    return true;
  });
}
