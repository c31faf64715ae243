import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientProjects, projects, testimonials } from "~/db/schema";
import type { TestimonialForm } from "~/domain/schemas/content";
import { recordActivity } from "./activity.server";

type Actor = Parameters<typeof recordActivity>[1];

/** Testimonials with the related project's title, newest first. */
export function listTestimonialsForDashboard() {
  return db
    .select({
      id: testimonials.id,
      clientName: testimonials.clientName,
      clientTitle: testimonials.clientTitle,
      clientCompany: testimonials.clientCompany,
      clientImageUrl: testimonials.clientImageUrl,
      rating: testimonials.rating,
      testimonialText: testimonials.testimonialText,
      featured: testimonials.featured,
      approved: testimonials.approved,
      projectId: testimonials.projectId,
      portfolioProjectId: testimonials.portfolioProjectId,
      clientProjectTitle: clientProjects.title,
      portfolioProjectTitle: projects.title,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .leftJoin(clientProjects, eq(clientProjects.id, testimonials.projectId))
    .leftJoin(projects, eq(projects.id, testimonials.portfolioProjectId))
    .orderBy(desc(testimonials.createdAt));
}

/** The projects a testimonial can be related to: portfolio projects and client projects. */
export async function listRelatedProjectOptions() {
  const [portfolio, client] = await Promise.all([
    db.select({ id: projects.id, title: projects.title }).from(projects).orderBy(projects.title),
    db
      .select({ id: clientProjects.id, title: clientProjects.title })
      .from(clientProjects)
      .orderBy(clientProjects.title),
  ]);
  return { portfolio, client };
}

function columns(input: TestimonialForm) {
  const { relatedProject, ...rest } = input;
  return { ...rest, ...relatedProject };
}

export async function createTestimonial({ actor, input }: { actor: Actor; input: TestimonialForm }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(testimonials).values(columns(input)).returning({ id: testimonials.id });
    await recordActivity(tx, actor, {
      action: "create",
      entity: "testimonial",
      entityId: row!.id,
      summary: `added a testimonial from ${input.clientName}`,
    });
    return row!;
  });
}

export async function updateTestimonial({ actor, id, input }: { actor: Actor; id: string; input: TestimonialForm }) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(testimonials)
      .set(columns(input))
      .where(eq(testimonials.id, id))
      .returning({ id: testimonials.id });
    if (rows.length === 0) return false;
    await recordActivity(tx, actor, {
      action: "update",
      entity: "testimonial",
      entityId: id,
      summary: `updated the testimonial from ${input.clientName}`,
    });
    return true;
  });
}

export async function deleteTestimonial({ actor, id }: { actor: Actor; id: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(testimonials)
      .where(eq(testimonials.id, id))
      .returning({ clientName: testimonials.clientName });
    if (!row) return false;
    await recordActivity(tx, actor, {
      action: "delete",
      entity: "testimonial",
      entityId: id,
      summary: `deleted the testimonial from ${row.clientName}`,
    });
    return true;
  });
}

/** Approves a testimonial a client submitted: from now on the home page may show it. */
export async function approveTestimonial({ actor, id }: { actor: Actor; id: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(testimonials)
      .set({ approved: true })
      .where(eq(testimonials.id, id))
      .returning({ clientName: testimonials.clientName });
    if (!row) return false;
    await recordActivity(tx, actor, {
      action: "update",
      entity: "testimonial",
      entityId: id,
      summary: `approved the testimonial from ${row.clientName}`,
    });
    return true;
  });
}
