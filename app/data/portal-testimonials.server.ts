import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientProjects, projectNotifications, testimonials } from "~/db/schema";
import { isUuid } from "~/domain/schemas/portal";
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

export type TestimonialResult =
  | { ok: true; id: string }
  | { ok: false; reason: "not_found" | "not_completed" | "exists" };

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
}): Promise<TestimonialResult> {
  if (!isUuid(projectId)) return { ok: false, reason: "not_found" };
  const eligibility = await checkEligibility(author.userId, projectId);
  if (eligibility !== "ok") return { ok: false, reason: eligibility };

  const stored = image && image.size > 0 ? await saveImage(image, "testimonial-images", crypto.randomUUID()) : null;
  let result: TestimonialResult;
  try {
    result = await db.transaction(async (tx) => {
      const [project] = await tx
        .select({ id: clientProjects.id, title: clientProjects.title, status: clientProjects.status })
        .from(clientProjects)
        .where(and(eq(clientProjects.id, projectId), eq(clientProjects.clientId, author.userId)))
        .limit(1);
      if (!project) return { ok: false, reason: "not_found" } as const;
      if (project.status !== "Completed") return { ok: false, reason: "not_completed" } as const;
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
      return { ok: true, id: row!.id } as const;
    });
  } catch (error) {
    if (stored) await deleteObject(stored.key).catch(() => undefined);
    // two submissions at once: the unique index keeps one testimonial per project
    if (isUniqueViolation(error)) return { ok: false, reason: "exists" };
    throw error;
  }
  // a refused insert leaves no orphan image behind
  if (!result.ok && stored) await deleteObject(stored.key).catch(() => undefined);
  return result;
}

async function checkEligibility(clientId: string, projectId: string) {
  const [row] = await db
    .select({ status: clientProjects.status, testimonialId: testimonials.id })
    .from(clientProjects)
    .leftJoin(testimonials, eq(testimonials.projectId, clientProjects.id))
    .where(and(eq(clientProjects.id, projectId), eq(clientProjects.clientId, clientId)))
    .limit(1);
  if (!row) return "not_found" as const;
  if (row.status !== "Completed") return "not_completed" as const;
  if (row.testimonialId) return "exists" as const;
  return "ok" as const;
}
