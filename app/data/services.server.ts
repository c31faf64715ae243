import { asc, count, desc, type SQL, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { appMeta, services } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { DEFAULT_SERVICES } from "~/domain/default-services";
import { EMPTY_FILTERS, type ListFilters, sortOf } from "~/domain/list-filters";
import { SERVICE_LIST } from "~/domain/list-specs";
import type { ServiceForm } from "~/domain/schemas/content";
import { service } from "~/records/service";
import { recordActivity } from "./activity.server";
import { contentRecords } from "./content-records.server";
import { matchesText, type PageRequest } from "./pagination.server";
import { SERVICE_COLUMNS } from "./public/services.server";

type Actor = Parameters<typeof recordActivity>[1];

/** The dashboard's page of the list and the create, update and delete of one record. */
export const serviceRecords = contentRecords(services, service, {
  values: (input: ServiceForm) => input,
  columns: { ...SERVICE_COLUMNS, createdAt: services.createdAt },
  orderBy: [desc(services.createdAt), desc(services.id)],
});

const SERVICE_ORDER: Record<string, SQL[]> = {
  newest: [desc(services.createdAt), desc(services.id)],
  oldest: [asc(services.createdAt), asc(services.id)],
  title: [asc(sql`lower(${services.title})`), desc(services.id)],
};

/** One page of services (newest first unless told otherwise), narrowed to those whose title or text holds `q`. */
export function listServicesForDashboard({
  filters = EMPTY_FILTERS,
  ...request
}: PageRequest & { filters?: ListFilters } = {}) {
  return serviceRecords.listNarrowed({
    ...request,
    where: matchesText(filters.q, [services.title, services.description]),
    orderBy: SERVICE_ORDER[sortOf(filters, SERVICE_LIST)],
  });
}
export const { create: createService, update: updateService, remove: deleteService } = serviceRecords;

/**
 * the four default services, only when the table is empty: a conflict (nothing written) when services
 * already exist.
 */
export async function seedDefaultServices({ actor, now = new Date() }: { actor: Actor; now?: Date }) {
  if (!(await addDefaultsIfEmpty({ actor, now, summary: "added the default services" }))) {
    throw new AppError("conflict", "The services list is not empty", { toast: "screen" });
  }
}

/** The app_meta key that records that the default services were added on their own once. */
export const DEFAULTS_ADDED_KEY = "default_services_added";

/**
 * The first time the Services screen finds the list empty, the four default services are added on
 * their own; once only: a list the staff empty later stays empty (the screen then offers a button).
 * The app_meta key is taken in the same transaction, so two screens opened at once add them once.
 */
export async function addDefaultServicesOnce({ actor, now = new Date() }: { actor: Actor; now?: Date }) {
  return addDefaultsIfEmpty({
    actor,
    now,
    summary: "added the default services (the list was empty)",
    claim: async (tx) => {
      const claimed = await tx
        .insert(appMeta)
        .values({ key: DEFAULTS_ADDED_KEY, value: now.toISOString() })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      return claimed.length > 0;
    },
  });
}

/**
 * In one transaction: when the services table is empty (and `claim`, when given, agrees), the default
 * services go in, newest first on screen (the first default gets the latest timestamp), with one
 * activity row; answers whether they did.
 */
function addDefaultsIfEmpty({
  actor,
  now,
  summary,
  claim,
}: {
  actor: Actor;
  now: Date;
  summary: string;
  claim?: (tx: Transaction) => Promise<boolean>;
}) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(services);
    if ((existing?.n ?? 0) > 0) return false;
    if (claim && !(await claim(tx))) return false;
    await tx.insert(services).values(
      DEFAULT_SERVICES.map((s, i) => ({
        ...s,
        features: [...s.features],
        createdAt: new Date(now.getTime() - i * 1000),
      })),
    );
    await recordActivity(tx, actor, { action: "create", entity: "service", summary });
    return true;
  });
}
