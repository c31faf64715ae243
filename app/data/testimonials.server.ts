import { desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientProjects, projects, testimonials } from "~/db/schema";
import type { TestimonialForm } from "~/domain/schemas/content";
import { recordActivity } from "./activity.server";
import { contentRecords } from "./content-records.server";
import { type PageRequest, readTalliedPage } from "./pagination.server";
import { TESTIMONIAL_BYLINE_COLUMNS } from "./public/testimonials.server";

type Actor = Parameters<typeof recordActivity>[1];

/** One page of testimonials with the related project's title, newest first, and how many are featured or waiting. */
export async function listTestimonialsForDashboard(request: PageRequest = {}) {
  const { tally, ...list } = await readTalliedPage(
    testimonials,
    request,
    {
      featured: sql<number>`(count(*) filter (where ${testimonials.featured} and ${testimonials.approved}))::int`,
      waiting: sql<number>`(count(*) filter (where not ${testimonials.approved}))::int`,
    },
    () =>
      db
        .select({
          ...TESTIMONIAL_BYLINE_COLUMNS,
          testimonialText: testimonials.testimonialText,
          featured: testimonials.featured,
          approved: testimonials.approved,
          projectId: testimonials.projectId,
          portfolioProjectId: testimonials.portfolioProjectId,
          clientProjectTitle: clientProjects.title,
          clientProjectStatus: clientProjects.status,
          portfolioProjectTitle: projects.title,
          createdAt: testimonials.createdAt,
        })
        .from(testimonials)
        .leftJoin(clientProjects, eq(clientProjects.id, testimonials.projectId))
        .leftJoin(projects, eq(projects.id, testimonials.portfolioProjectId))
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id)),
  );
  return { ...list, ...tally };
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

/** The dashboard's page of the list and the create, update and delete of one record. */
export const testimonialRecords = contentRecords(testimonials, "testimonial", {
  name: "clientName",
  values: (input: TestimonialForm) => {
    const { relatedProject, ...rest } = input;
    return { ...rest, ...relatedProject };
  },
  created: (name) => `added a testimonial from ${name}`,
  updated: (name) => `updated the testimonial from ${name}`,
  deleted: (name) => `deleted the testimonial from ${name}`,
});

export const { create: createTestimonial, update: updateTestimonial, remove: deleteTestimonial } = testimonialRecords;

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
