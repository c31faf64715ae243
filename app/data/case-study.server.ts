import { and, asc, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientProjects, profiles, projectSprints, projects, testimonials } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { caseStudyDraft } from "~/domain/case-study";
import { slugify, uniqueSlug } from "~/domain/slug";
import { sanitizeRichText } from "~/platform/sanitize.server";
import { recordActivity } from "./activity.server";
import type { Actor } from "./client-projects.server";
import { projectSlugsLike } from "./portfolio.server";

/**
 * Turns an approved testimonial on a completed client project into a draft portfolio case study, in one
 * transaction: prefilled from the project, its sprints and the testimonial, linked to the testimonial.
 * Once only: the testimonial row is locked, and a second request finds it already linked.
 */
export async function draftCaseStudy({ actor, testimonialId }: { actor: Actor; testimonialId: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        approved: testimonials.approved,
        portfolioProjectId: testimonials.portfolioProjectId,
        clientName: testimonials.clientName,
        clientTitle: testimonials.clientTitle,
        clientCompany: testimonials.clientCompany,
        quote: testimonials.testimonialText,
        projectId: clientProjects.id,
        projectTitle: clientProjects.title,
        projectDescription: clientProjects.description,
        projectStatus: clientProjects.status,
        organizationName: profiles.organizationName,
      })
      .from(testimonials)
      .leftJoin(clientProjects, eq(clientProjects.id, testimonials.projectId))
      .leftJoin(profiles, eq(profiles.id, clientProjects.clientId))
      .where(eq(testimonials.id, testimonialId))
      .for("update", { of: testimonials })
      .limit(1);
    if (!row) throw new AppError("not_found", "Testimonial not found");
    if (row.portfolioProjectId) throw new AppError("conflict", "This testimonial already has a case study");
    if (!row.approved) throw new AppError("conflict", "Approve the testimonial first");
    if (!row.projectId || !row.projectTitle || row.projectStatus !== "Completed") {
      throw new AppError("conflict", "Only a testimonial on a completed client project becomes a case study");
    }
    const sprints = await tx
      .select({
        title: projectSprints.title,
        description: projectSprints.description,
        startDate: projectSprints.startDate,
        endDate: projectSprints.endDate,
        deliverables: projectSprints.deliverables,
      })
      .from(projectSprints)
      .where(eq(projectSprints.projectId, row.projectId))
      .orderBy(asc(projectSprints.sprintOrder), asc(projectSprints.createdAt));
    const draft = caseStudyDraft({
      projectTitle: row.projectTitle,
      projectDescription: row.projectDescription,
      clientName: row.organizationName ?? row.clientCompany,
      sprints,
      quote: row.quote,
      quoteBy: row.clientName,
      quoteRole: [row.clientTitle, row.clientCompany].filter(Boolean).join(" at ") || null,
    });
    const base = slugify(draft.title) || "project";
    const [project] = await tx
      .insert(projects)
      .values({
        ...draft,
        longDescription: sanitizeRichText(draft.longDescription),
        slug: uniqueSlug(base, await projectSlugsLike(tx, base)),
        completed: true,
        published: false,
      })
      .returning({ id: projects.id, title: projects.title });
    const [linked] = await tx
      .update(testimonials)
      .set({ portfolioProjectId: project!.id })
      .where(and(eq(testimonials.id, testimonialId), isNull(testimonials.portfolioProjectId)))
      .returning({ id: testimonials.id });
    if (!linked) throw new AppError("conflict", "This testimonial already has a case study");
    await recordActivity(tx, actor, {
      action: "create",
      entity: "project",
      entityId: project!.id,
      summary: `drafted the case study ${project!.title} from ${row.clientName}'s testimonial`,
    });
    return project!;
  });
}
