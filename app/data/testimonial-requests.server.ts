import { and, asc, desc, eq, notExists, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientProjects, profiles, projectNotifications, testimonials } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { testimonialRequestNotice } from "~/domain/client-notifications";
import { PAGE_SIZE } from "~/domain/pagination";
import { recordActivity } from "./activity.server";
import type { Actor } from "./client-projects.server";
import { readTablePage } from "./pagination.server";
import { notifyClient, portalLink } from "./project-notifications.server";

const hasTestimonial = (projectId: typeof clientProjects.id) =>
  db.select({ one: sql`1` }).from(testimonials).where(eq(testimonials.projectId, projectId));

/**
 * requests are offered for Completed projects that have no testimonial; a project drops
 * out only once a testimonial exists. Each row says how often and when a request was last sent.
 */
export async function listTestimonialRequests({ page = 1, size = PAGE_SIZE }: { page?: number; size?: number } = {}) {
  const waiting = and(eq(clientProjects.status, "Completed"), notExists(hasTestimonial(clientProjects.id)));
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
      .orderBy(desc(clientProjects.updatedAt), asc(clientProjects.id)),
  );
  return {
    info: result.info,
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
    if (!project) throw new AppError("Project not found", 404);
    if (project.status !== "Completed") throw new AppError("Only completed projects can be asked for a testimonial");
    const [existing] = await tx
      .select({ id: testimonials.id })
      .from(testimonials)
      .where(eq(testimonials.projectId, projectId))
      .limit(1);
    if (existing) throw new AppError("This project already has a testimonial", 409);
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
