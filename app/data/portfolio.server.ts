import { desc, eq, like, or } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { projects } from "~/db/schema";
import { toIsoDate } from "~/domain/dates";
import { completionDate } from "~/domain/portfolio";
import type { ProjectForm } from "~/domain/schemas/content";
import { slugify, uniqueSlug } from "~/domain/slug";
import { sanitizeRichText } from "~/server/sanitize.server";
import { recordActivity } from "./activity.server";

type Actor = Parameters<typeof recordActivity>[1];

/** Portfolio projects by created_at descending. */
export function listPortfolioProjectsForDashboard() {
  return db
    .select({
      id: projects.id,
      title: projects.title,
      slug: projects.slug,
      description: projects.description,
      longDescription: projects.longDescription,
      clientName: projects.clientName,
      projectUrls: projects.projectUrls,
      githubUrl: projects.githubUrl,
      technologies: projects.technologies,
      images: projects.images,
      coverImage: projects.coverImage,
      featured: projects.featured,
      inOurCare: projects.inOurCare,
      completed: projects.completed,
      startDate: projects.startDate,
      completedAt: projects.completedAt,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .orderBy(desc(projects.createdAt));
}

/** Id and title of every portfolio project (the testimonial dialog's related project list). */
export function listPortfolioProjectOptions() {
  return db.select({ id: projects.id, title: projects.title }).from(projects).orderBy(projects.title);
}

async function slugsLike(exec: Executor, base: string) {
  const rows = await exec
    .select({ slug: projects.slug })
    .from(projects)
    .where(or(eq(projects.slug, base), like(projects.slug, `${base}-%`)));
  return rows.map((r) => r.slug).filter((s): s is string => s !== null);
}

function columns(input: ProjectForm, now: Date) {
  const { longDescription, completedAt, ...rest } = input;
  return {
    ...rest,
    longDescription: longDescription.trim() ? sanitizeRichText(longDescription) : null,
    completedAt: completionDate({ completed: input.completed, completedAt, today: toIsoDate(now) }),
  };
}

export async function createPortfolioProject({
  actor,
  input,
  now = new Date(),
}: {
  actor: Actor;
  input: ProjectForm;
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    // The slug is derived from the title on create only
    const base = slugify(input.title) || "project";
    const slug = uniqueSlug(base, await slugsLike(tx, base));
    const [row] = await tx
      .insert(projects)
      .values({ ...columns(input, now), slug })
      .returning({ id: projects.id, slug: projects.slug });
    await recordActivity(tx, actor, {
      action: "create",
      entity: "project",
      entityId: row!.id,
      summary: `created the portfolio project "${input.title}"`,
    });
    return row!;
  });
}

export async function updatePortfolioProject({
  actor,
  id,
  input,
  now = new Date(),
}: {
  actor: Actor;
  id: string;
  input: ProjectForm;
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(projects)
      .set(columns(input, now))
      .where(eq(projects.id, id))
      .returning({ id: projects.id });
    if (rows.length === 0) return false;
    await recordActivity(tx, actor, {
      action: "update",
      entity: "project",
      entityId: id,
      summary: `updated the portfolio project "${input.title}"`,
    });
    return true;
  });
}

export async function deletePortfolioProject({ actor, id }: { actor: Actor; id: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(projects).where(eq(projects.id, id)).returning({ title: projects.title });
    if (!row) return false;
    await recordActivity(tx, actor, {
      action: "delete",
      entity: "project",
      entityId: id,
      summary: `deleted the portfolio project "${row.title}"`,
    });
    return true;
  });
}
