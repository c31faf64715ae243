import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, isNull, max, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientProjects, shareLinks, shareLinkViews } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { isUuid } from "~/domain/schemas/portal";
import {
  SHARE_DAYS_MAX,
  SHARE_DAYS_MESSAGE,
  SHARE_DAYS_MIN,
  SHARE_LIMIT_MESSAGE,
  SHARE_LINK_LIMIT,
  SHARE_REVOKE_FAILED_MESSAGE,
  SHARE_TOKEN_MAX,
  shareScopeLabel,
} from "~/domain/schemas/share-links";
import { env } from "~/platform/foundation/env.server";
import { recordActivity } from "./activity.server";
import { getPortalView } from "./portal-view.server";

/**
 * Share links: a client's read-only link to one of their projects for someone without an account.
 * The token is 32 random bytes, shown once; only its SHA-256 is stored, so a copy of the database
 * holds no working links. Creating and revoking are audited in activity_log; each opening is a row
 * of share_link_views.
 */
type Owner = { userId: string; email: string; ip?: string | null };
type Scope = { showsProgress: boolean; showsSprints: boolean; showsInvoices: boolean };

const DAY_MS = 24 * 60 * 60 * 1000;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
export const shareUrl = (token: string) => `${env.baseUrl}/share/${encodeURIComponent(token)}`;
/** Working: not revoked and not yet expired. */
const isActive = (now: Date) => and(isNull(shareLinks.revokedAt), gt(shareLinks.expiresAt, now));

/**
 * A new link to the owner's project: the raw token is returned once and never stored. At most
 * SHARE_LINK_LIMIT working links per project, counted under a lock on the project's row so two
 * requests at once cannot pass the limit together. Another client's project is a 404.
 */
export async function createShareLink({
  owner,
  projectId,
  scope,
  days,
  now = new Date(),
}: {
  owner: Owner;
  projectId: string;
  scope: Scope;
  days: number;
  now?: Date;
}) {
  if (!Number.isInteger(days) || days < SHARE_DAYS_MIN || days > SHARE_DAYS_MAX) {
    throw new AppError("invalid", SHARE_DAYS_MESSAGE, { field: "days" });
  }
  if (!isUuid(projectId)) throw new AppError("not_found", "Project not found");
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: clientProjects.id, title: clientProjects.title })
      .from(clientProjects)
      .where(and(eq(clientProjects.id, projectId), eq(clientProjects.clientId, owner.userId)))
      .for("update");
    if (!project) throw new AppError("not_found", "Project not found");
    const [active] = await tx
      .select({ n: count() })
      .from(shareLinks)
      .where(and(eq(shareLinks.projectId, project.id), isActive(now)));
    if ((active?.n ?? 0) >= SHARE_LINK_LIMIT) throw new AppError("conflict", SHARE_LIMIT_MESSAGE);
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + days * DAY_MS);
    const [link] = await tx
      .insert(shareLinks)
      .values({ projectId: project.id, createdBy: owner.userId, tokenHash: hashOf(token), ...scope, expiresAt })
      .returning({ id: shareLinks.id });
    if (!link) throw new Error("share link insert returned nothing");
    await recordActivity(tx, owner, {
      action: "create",
      entity: "share_link",
      entityId: link.id,
      summary: `shared "${project.title}" (${shareScopeLabel(scope)}) for ${days} ${days === 1 ? "day" : "days"}`,
      details: { projectId: project.id, ...scope, expiresAt: expiresAt.toISOString() },
    });
    return { id: link.id, token, url: shareUrl(token), expiresAt };
  });
}

/**
 * Revokes one working link of the owner's project (a conditional UPDATE: revoking twice, or another
 * client's link, changes nothing); not_found when there was nothing of theirs to revoke.
 */
export async function revokeShareLink({
  owner,
  projectId,
  linkId,
  now = new Date(),
}: {
  owner: Owner;
  projectId: string;
  linkId: string;
  now?: Date;
}) {
  const gone = () => new AppError("not_found", SHARE_REVOKE_FAILED_MESSAGE);
  if (!isUuid(projectId) || !isUuid(linkId)) throw gone();
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(shareLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(shareLinks.id, linkId),
          eq(shareLinks.projectId, projectId),
          isNull(shareLinks.revokedAt),
          sql`exists (select 1 from ${clientProjects} where ${clientProjects.id} = ${shareLinks.projectId} and ${clientProjects.clientId} = ${owner.userId})`,
        ),
      )
      .returning({ id: shareLinks.id });
    if (!revoked) throw gone();
    await recordActivity(tx, owner, {
      action: "update",
      entity: "share_link",
      entityId: revoked.id,
      summary: "revoked a share link",
      details: { projectId },
    });
  });
}

/** The working links of the owner's project, newest first, with their view count and last view. */
export async function listShareLinks({
  clientId,
  projectId,
  now = new Date(),
}: {
  clientId: string;
  projectId: string;
  now?: Date;
}) {
  if (!isUuid(projectId)) return [];
  return db
    .select({
      id: shareLinks.id,
      showsProgress: shareLinks.showsProgress,
      showsSprints: shareLinks.showsSprints,
      showsInvoices: shareLinks.showsInvoices,
      expiresAt: shareLinks.expiresAt,
      createdAt: shareLinks.createdAt,
      views: sql<number>`count(${shareLinkViews.id})::int`,
      lastViewedAt: max(shareLinkViews.viewedAt),
    })
    .from(shareLinks)
    .innerJoin(clientProjects, eq(clientProjects.id, shareLinks.projectId))
    .leftJoin(shareLinkViews, eq(shareLinkViews.linkId, shareLinks.id))
    .where(and(eq(shareLinks.projectId, projectId), eq(clientProjects.clientId, clientId), isActive(now)))
    .groupBy(shareLinks.id)
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

export type ShareLinkRow = Awaited<ReturnType<typeof listShareLinks>>[number];

/**
 * What /share/:token shows, and the view logged: null for an unknown, expired or revoked token (all
 * alike). Only the chosen sections are read into the answer, each cut down to what a stakeholder may
 * see: progress; sprints with status, dates and task progress (no descriptions, deliverables or
 * links); issued invoices with number, name, amount, dates and status (no drafts, no documents).
 */
export async function openShareLink({
  token,
  now = new Date(),
  ip = null,
  userAgent = null,
}: {
  token: string;
  now?: Date;
  ip?: string | null;
  userAgent?: string | null;
}) {
  if (!token || token.length > SHARE_TOKEN_MAX) return null;
  const [link] = await db
    .select({
      id: shareLinks.id,
      projectId: shareLinks.projectId,
      clientId: clientProjects.clientId,
      showsProgress: shareLinks.showsProgress,
      showsSprints: shareLinks.showsSprints,
      showsInvoices: shareLinks.showsInvoices,
      expiresAt: shareLinks.expiresAt,
    })
    .from(shareLinks)
    .innerJoin(clientProjects, eq(clientProjects.id, shareLinks.projectId))
    .where(and(eq(shareLinks.tokenHash, hashOf(token)), isActive(now)))
    .limit(1);
  if (!link) return null;
  const view = await getPortalView({ clientId: link.clientId, projectId: link.projectId, now });
  if (!view) return null;
  await db.insert(shareLinkViews).values({
    linkId: link.id,
    viewedAt: now,
    ip,
    userAgent: userAgent ? userAgent.slice(0, 120) : null,
  });
  return {
    project: { title: view.project.title, status: view.project.status },
    expiresAt: link.expiresAt,
    progress: link.showsProgress
      ? {
          percent: view.progress.percent,
          done: view.progress.done,
          total: view.progress.total,
          basis: view.progress.basis,
          estimate: view.project.percentComplete,
          deliveryInDays: view.deliveryInDays,
          estimatedDelivery: view.project.estimatedDelivery,
        }
      : null,
    sprints: link.showsSprints
      ? {
          total: view.sprintTotals.total,
          completed: view.sprintTotals.completed,
          rows: view.sprints.map((s) => ({
            id: s.id,
            title: s.title,
            status: s.status,
            startDate: s.startDate,
            endDate: s.endDate,
            progress: s.progress,
          })),
        }
      : null,
    invoices: link.showsInvoices
      ? {
          total: view.invoicePage.total,
          outstanding: view.invoiceTotals.outstanding,
          paid: view.invoiceTotals.paid,
          rows: view.invoices.map((i) => ({
            id: i.id,
            invoiceNumber: i.invoiceNumber,
            invoiceName: i.invoiceName,
            amount: i.amount,
            invoiceDate: i.invoiceDate,
            dueDate: i.dueDate,
            display: i.display,
          })),
        }
      : null,
  };
}

export type SharedView = NonNullable<Awaited<ReturnType<typeof openShareLink>>>;
