import { and, asc, desc, eq, notExists, type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientProjects, profiles, projectNotifications, testimonials } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { testimonialRequestNotice } from "~/domain/client-notifications";
import { EMPTY_FILTERS, type ListFilters, sortOf } from "~/domain/list-filters";
import { TESTIMONIAL_REQUEST_LIST } from "~/domain/list-specs";
import { PAGE_SIZE } from "~/domain/pagination";
import { recordActivity } from "./activity.server";
import type { Actor } from "./client-projects.server";
import { containsPattern, countRows, readTablePage } from "./pagination.server";
import { notifyClient, portalLink } from "./project-notifications.server";

const hasTestimonial = (projectId: typeof clientProjects.id) =>
  db.select({ one: sql`1` }).from(testimonials).where(eq(testimonials.projectId, projectId));

/**
 * A few words in the project's title or its client's name, e-mail address or organisation (a subquery: the
 * list's count reads the projects table alone).
 */
function requestMatches(text: string | undefined) {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return sql`(${clientProjects.title} ilike ${pattern} or exists (select 1 from profiles p where p.id = "client_projects"."client_id" and (p.full_name ilike ${pattern} or p.email ilike ${pattern} or p.organization_name ilike ${pattern})))`;
}

const REQUEST_ORDER: Record<string, SQL[]> = {
  newest: [desc(clientProjects.updatedAt)],
  oldest: [asc(clientProjects.updatedAt)],
  title: [asc(sql`lower(${clientProjects.title})`)],
};

/**
 * requests are offered for Completed projects that have no testimonial; a project drops
 * out only once a testimonial exists. Each row says how often and when a request was last sent.
 */
export async function listTestimonialRequests({
  page = 1,
  size = PAGE_SIZE,
  filters = EMPTY_FILTERS,
}: {
  page?: number;
  size?: number;
  filters?: ListFilters;
} = {}) {
  const pending = and(eq(clientProjects.status, "Completed"), notExists(hasTestimonial(clientProjects.id)));
  const waiting = and(pending, requestMatches(filters.q));
  const order = REQUEST_ORDER[sortOf(filters, TESTIMONIAL_REQUEST_LIST)] ?? REQUEST_ORDER.newest!;
  const sent = db
    .select({
      projectId: projectNotifications.projectId,
      count: sql<number>`count(*)::int`.as("count"),
      lastAt: sql<Date>`max(${projectNotifications.createdAt})`.as("last_at"),
    })
    .from(projectNotifications)
    .where(eq(projectNotifications.notificationType, "testimonial_request"))
    .groupBy(projectNotifications.projectId)
    .as("sent");
  const result = await readTablePage(clientProjects, { page, size, where: waiting }, () =>
    db
      .select({
        id: clientProjects.id,
        title: clientProjects.title,
        estimatedDelivery: clientProjects.estimatedDelivery,
        updatedAt: clientProjects.updatedAt,
        contactPersonName: clientProjects.contactPersonName,
        contactPersonEmail: clientProjects.contactPersonEmail,
        clientName: profiles.fullName,
        clientEmail: profiles.email,
        clientOrganization: profiles.organizationName,
        requestsSent: sql<number>`coalesce(${sent.count}, 0)::int`,
        lastRequestedAt: sql<Date | string | null>`${sent.lastAt}`,
      })
      .from(clientProjects)
      .innerJoin(profiles, eq(profiles.id, clientProjects.clientId))
      .leftJoin(sent, eq(sent.projectId, clientProjects.id))
      .where(waiting)
      .orderBy(...order, asc(clientProjects.id)),
  );
  return {
    info: result.info,
    // every pending request, whatever the search
    all: filters.q ? await countRows(clientProjects, pending) : result.info.total,
    rows: result.rows.map((r) => ({
      ...r,
      lastRequestedAt: r.lastRequestedAt ? new Date(r.lastRequestedAt).toISOString() : null,
    })),
  };
}
export type TestimonialRequestRow = Awaited<ReturnType<typeof listTestimonialRequests>>["rows"][number];

/** 'Send Request': a testimonial_request notification (fixed text naming the project) and an e-mail to the client. */
export async function sendTestimonialRequest({ actor, projectId }: { actor: Actor; projectId: string }) {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ title: clientProjects.title, status: clientProjects.status })
      .from(clientProjects)
      .where(eq(clientProjects.id, projectId))
      .limit(1);
    if (!project) throw new AppError("not_found", "Project not found");
    if (project.status !== "Completed")
      throw new AppError("invalid", "Only completed projects can be asked for a testimonial");
    const [existing] = await tx
      .select({ id: testimonials.id })
      .from(testimonials)
      .where(eq(testimonials.projectId, projectId))
      .limit(1);
    if (existing) throw new AppError("conflict", "This project already has a testimonial");
    const client = await notifyClient(tx, {
      projectId,
      notice: testimonialRequestNotice({ projectTitle: project.title }),
      link: portalLink("/client-portal"),
    });
    await recordActivity(tx, actor, {
      action: "create",
      entity: "testimonial_request",
      entityId: projectId,
      summary: `Sent a testimonial request for "${project.title}" to ${client.clientEmail}`,
    });
    return client;
  });
}
