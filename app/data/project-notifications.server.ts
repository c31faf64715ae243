import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { db } from "~/db/client.server";
import { clientProjects, profiles, projectNotifications } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { becameCompleted, type Notice, noticeMail } from "~/domain/client-notifications";
import { env } from "~/platform/foundation/env.server";
import { enqueueMail } from "~/platform/mail.server";

/** An absolute link into the client portal for e-mails. */
export function portalLink(path = "/client-portal") {
  return `${env.baseUrl}${path}`;
}

/**
 * Tell the project's client: a project_notifications row for the portal and an e-mail through the
 * outbox, both in the caller's transaction, so the notice
 * exists exactly when the change that caused it does, and a mail server that is down loses nothing.
 */
export async function notifyClient(tx: Executor, p: { projectId: string; notice: Notice; link: string }) {
  const [client] = await tx
    .select({ clientId: clientProjects.clientId, email: profiles.email, fullName: profiles.fullName })
    .from(clientProjects)
    .innerJoin(profiles, eq(profiles.id, clientProjects.clientId))
    .where(eq(clientProjects.id, p.projectId))
    .limit(1);
  if (!client) throw new AppError("not_found", "Project not found");
  await tx.insert(projectNotifications).values({
    projectId: p.projectId,
    clientId: client.clientId,
    notificationType: p.notice.type,
    title: p.notice.title,
    message: p.notice.message,
  });
  await enqueueMail(tx, noticeMail({ to: client.email, clientName: client.fullName, notice: p.notice, link: p.link }));
  return { clientName: client.fullName?.trim() || client.email, clientEmail: client.email };
}

/**
 * A sprint, or a ticket of a sprint, whose status becomes Completed from another one tells the client
 * (with a link to the sprint), in the caller's transaction; answers whether it did.
 */
export async function notifyIfCompleted(
  tx: Executor,
  sprint: { id: string; projectId: string },
  status: { from: string; to: string },
  notice: Notice,
) {
  if (!becameCompleted(status.from, status.to)) return false;
  await notifyClient(tx, {
    projectId: sprint.projectId,
    notice,
    link: portalLink(`/client-portal/sprint/${sprint.id}`),
  });
  return true;
}

/** The notices a project's client has been sent, newest first (for staff). */
export function listProjectNotifications(projectId: string, { type }: { type?: string } = {}) {
  return db
    .select({
      id: projectNotifications.id,
      type: projectNotifications.notificationType,
      title: projectNotifications.title,
      message: projectNotifications.message,
      read: projectNotifications.read,
      createdAt: projectNotifications.createdAt,
    })
    .from(projectNotifications)
    .where(
      type
        ? and(eq(projectNotifications.projectId, projectId), eq(projectNotifications.notificationType, type))
        : eq(projectNotifications.projectId, projectId),
    )
    .orderBy(desc(projectNotifications.createdAt));
}
