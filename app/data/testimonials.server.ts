import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientProjects, projects, testimonials } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { EMPTY_FILTERS, type ListFilters, sortOf } from "~/domain/list-filters";
import { TESTIMONIAL_LIST } from "~/domain/list-specs";
import type { TestimonialForm } from "~/domain/schemas/content";
import { testimonial } from "~/records/testimonial";
import { recordActivity } from "./activity.server";
import { contentRecords } from "./content-records.server";
import { type PageRequest, readTalliedPage, withinDays } from "./pagination.server";
import { TESTIMONIAL_BYLINE_COLUMNS } from "./public/testimonials.server";

type Actor = Parameters<typeof recordActivity>[1];

/** The testimonials a filter keeps: by approval (as the cards show it), star rating and the day each was added. */
export function testimonialWhere({ filters = EMPTY_FILTERS, rating }: { filters?: ListFilters; rating?: number }) {
  const byStatus: Record<string, SQL | undefined> = {
    waiting: eq(testimonials.approved, false),
    approved: eq(testimonials.approved, true),
    featured: and(eq(testimonials.featured, true), eq(testimonials.approved, true)),
  };
  return and(
    filters.status ? byStatus[filters.status] : undefined,
    rating ? eq(testimonials.rating, rating) : undefined,
    withinDays(testimonials.createdAt, filters),
  );
}

const TESTIMONIAL_ORDER: Record<string, SQL[]> = {
  newest: [desc(testimonials.createdAt)],
  oldest: [asc(testimonials.createdAt)],
  rating: [desc(testimonials.rating), desc(testimonials.createdAt)],
  name: [asc(testimonials.clientName), desc(testimonials.createdAt)],
};

/**
 * One page of testimonials with the related project's title, narrowed and ordered as the screen asks
 * (newest first unless told otherwise), and how many of all are featured or waiting.
 */
export async function listTestimonialsForDashboard({
  filters = EMPTY_FILTERS,
  rating,
  ...request
}: PageRequest & { filters?: ListFilters; rating?: number } = {}) {
  const where = testimonialWhere({ filters, rating });
  const order = TESTIMONIAL_ORDER[sortOf(filters, TESTIMONIAL_LIST)] ?? TESTIMONIAL_ORDER.newest!;
  const { tally, ...list } = await readTalliedPage(
    testimonials,
    { ...request, where },
    {
      all: sql<number>`count(*)::int`,
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
        .where(where)
        .orderBy(...order, desc(testimonials.id)),
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
export const testimonialRecords = contentRecords(testimonials, testimonial, {
  values: (input: TestimonialForm) => {
    const { relatedProject, ...rest } = input;
    return { ...rest, ...relatedProject };
  },
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
    if (!row) throw new AppError("not_found", "Testimonial not found", { toast: "screen" });
    await recordActivity(tx, actor, {
      action: "update",
      entity: "testimonial",
      entityId: id,
      summary: `approved the testimonial from ${row.clientName}`,
    });
  });
}
