import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientProjects, projectNotifications, testimonials } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { isUuid, TESTIMONIAL_EXISTS_MESSAGE } from "~/domain/schemas/portal";
import { env } from "~/platform/foundation/env.server";
import { enqueueMail } from "~/platform/mail.server";
import { deleteObject, saveImage } from "~/platform/storage.server";

export type TestimonialAuthor = {
  userId: string;
  email: string;
  fullName: string | null;
  organizationName: string | null;
};

/** The read-only name and company of the card; 'Anonymous' when absent. */
export function testimonialIdentity(author: Pick<TestimonialAuthor, "fullName" | "organizationName">) {
  return {
    clientName: author.fullName?.trim() || "Anonymous",
    clientCompany: author.organizationName?.trim() || "Anonymous",
  };
}

/** The refusals: the toast is the screen's ('Failed to submit testimonial'), but for a second testimonial. */
const projectGone = () => new AppError("not_found", "Project not found", { toast: "screen" });
const notCompleted = () =>
  new AppError("invalid", "Only a completed project can be given a testimonial", { toast: "screen" });
const alreadyGiven = () => new AppError("conflict", TESTIMONIAL_EXISTS_MESSAGE);

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === "23505";
};

/**
 * 'testimonials insert': one testimonial per Completed project of the viewer. The image,
 * if any, is checked by content and stored under testimonial-images/{random uuid} first (no user id in a public URL);
 * it is removed again when the insert does not happen.
 */
export async function submitTestimonial({
  author,
  projectId,
  rating,
  testimonialText,
  image,
}: {
  author: TestimonialAuthor;
  projectId: string;
  rating: number;
  testimonialText: string;
  image?: File | null;
}): Promise<{ id: string }> {
  if (!isUuid(projectId)) throw projectGone();
  await checkEligibility(author.userId, projectId);

  const stored = image && image.size > 0 ? await saveImage(image, "testimonial-images", crypto.randomUUID()) : null;
  try {
    return await db.transaction(async (tx) => {
      const [project] = await tx
        .select({ id: clientProjects.id, title: clientProjects.title, status: clientProjects.status })
        .from(clientProjects)
        .where(and(eq(clientProjects.id, projectId), eq(clientProjects.clientId, author.userId)))
        .limit(1);
      if (!project) throw projectGone();
      if (project.status !== "Completed") throw notCompleted();
      const identity = testimonialIdentity(author);
      const [row] = await tx
        .insert(testimonials)
        .values({
          ...identity,
          testimonialText,
          rating,
          projectId: project.id,
          clientImageUrl: stored?.url ?? null,
          featured: false,
          // staff review a client's testimonial before the home page shows it
          approved: false,
        })
        .returning({ id: testimonials.id });
      // a staff 'testimonial request' notification has been answered
      await tx
        .update(projectNotifications)
        .set({ read: true })
        .where(
          and(
            eq(projectNotifications.projectId, project.id),
            eq(projectNotifications.notificationType, "testimonial_request"),
            eq(projectNotifications.read, false),
          ),
        );
      await enqueueMail(tx, {
        to: env.staffInbox,
        subject: `New testimonial: ${project.title}`.replace(/\s+/g, " "),
        text: [
          `${identity.clientName} (${identity.clientCompany}, ${author.email}) left a ${rating}-star testimonial for ${project.title}.`,
          "",
          testimonialText,
          "",
          `Review and approve it: ${env.baseUrl}/dashboard/testimonials`,
        ].join("\n"),
      });
      return { id: row!.id };
    });
  } catch (error) {
    // a refused insert leaves no orphan image behind
    if (stored) await deleteObject(stored.key).catch(() => undefined);
    // two submissions at once: the unique index keeps one testimonial per project
    if (isUniqueViolation(error)) throw alreadyGiven();
    throw error;
  }
}

async function checkEligibility(clientId: string, projectId: string) {
  const [row] = await db
    .select({ status: clientProjects.status, testimonialId: testimonials.id })
    .from(clientProjects)
    .leftJoin(testimonials, eq(testimonials.projectId, clientProjects.id))
    .where(and(eq(clientProjects.id, projectId), eq(clientProjects.clientId, clientId)))
    .limit(1);
  if (!row) throw projectGone();
  if (row.status !== "Completed") throw notCompleted();
  if (row.testimonialId) throw alreadyGiven();
}
