import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { SHARE_LINK_LIMIT } from "~/domain/schemas/share-links";
import { createVerifiedUser } from "~/platform/auth.server";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertProject, insertSprint, rejection } from "../../tests/setup/fixtures";
import { refusal } from "../../tests/support/refusal";
import { createShareLink, listShareLinks, openShareLink, revokeShareLink } from "./share-links.server";

const db = useTestDatabase();
beforeEach(truncateAll);

const now = new Date("2026-11-21T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const scope = { showsProgress: true, showsSprints: true, showsInvoices: false };

async function client(email: string) {
  const user = await createVerifiedUser({ email, password: "a-long-password-1", fullName: email, role: "client" });
  return { userId: user.id, email };
}

async function setup() {
  const acme = await client("acme@share.test");
  const other = await client("other@share.test");
  const project = await insertProject(acme.userId, { title: "Fleet", estimatedDelivery: "2026-12-24" });
  await insertSprint(project.id, { title: "Discovery", status: "Completed", description: "internal note" });
  await db.insert(t.clientInvoices).values([
    {
      projectId: project.id,
      clientId: acme.userId,
      invoiceNumber: "INV-1",
      invoiceName: "Deposit",
      amount: "100.00",
      invoiceDate: "2026-11-01",
      paymentStatus: "Paid",
      fileKey: "invoices/secret.pdf",
    },
    {
      projectId: project.id,
      clientId: acme.userId,
      invoiceNumber: "INV-DRAFT",
      invoiceName: "Not yet",
      amount: "900.00",
      invoiceDate: "2026-11-10",
      paymentStatus: "Draft",
    },
  ]);
  return { acme, other, project };
}

describe("share links", () => {
  it("creates a link for the owner only, stores only the token's hash and audits it", async () => {
    const { acme, other, project } = await setup();
    const link = await createShareLink({ owner: acme, projectId: project.id, scope, days: 7, now });
    expect(link.url).toContain(`/share/${link.token}`);
    expect(link.expiresAt.getTime()).toBe(now.getTime() + 7 * DAY);
    const [row] = await db.select().from(t.shareLinks).where(eq(t.shareLinks.id, link.id));
    expect(row?.tokenHash).not.toContain(link.token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const audit = await db.select().from(t.activityLog).where(eq(t.activityLog.entityId, link.id));
    expect(audit.map((a) => a.action)).toEqual(["create"]);

    const refused = await rejection(createShareLink({ owner: other, projectId: project.id, scope, days: 7, now }));
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(404);
    expect(await db.select().from(t.shareLinks)).toHaveLength(1);
  });

  it("refuses an expiry outside 1 to 90 days", async () => {
    const { acme, project } = await setup();
    for (const days of [0, 91, 1.5]) {
      const refused = await rejection(createShareLink({ owner: acme, projectId: project.id, scope, days, now }));
      expect((refused as AppError).status).toBe(400);
    }
    await createShareLink({ owner: acme, projectId: project.id, scope, days: 90, now });
    await createShareLink({ owner: acme, projectId: project.id, scope, days: 1, now });
  });

  it(`allows at most ${SHARE_LINK_LIMIT} active links per project`, async () => {
    const { acme, project } = await setup();
    const made = await Promise.allSettled(
      Array.from({ length: SHARE_LINK_LIMIT + 3 }, () =>
        createShareLink({ owner: acme, projectId: project.id, scope, days: 3, now }),
      ),
    );
    expect(made.filter((m) => m.status === "fulfilled")).toHaveLength(SHARE_LINK_LIMIT);
    const first = made.find((m) => m.status === "fulfilled")!.value;
    // a revoked link no longer counts
    expect(await refusal(revokeShareLink({ owner: acme, projectId: project.id, linkId: first.id, now }))).toBeNull();
    await createShareLink({ owner: acme, projectId: project.id, scope, days: 3, now });
  });

  it("opens only the chosen sections, without drafts, notes or documents, and logs the view", async () => {
    const { acme, project } = await setup();
    const link = await createShareLink({ owner: acme, projectId: project.id, scope, days: 7, now });
    const view = await openShareLink({ token: link.token, now, ip: "203.0.113.9", userAgent: "x".repeat(500) });
    expect(view?.project).toEqual({ title: "Fleet", status: "In Progress" });
    expect(view?.progress?.percent).toBe(100);
    expect(view?.sprints?.rows.map((s) => s.title)).toEqual(["Discovery"]);
    expect(JSON.stringify(view)).not.toContain("internal note");
    expect(view?.invoices).toBeNull();

    const withInvoices = await createShareLink({
      owner: acme,
      projectId: project.id,
      scope: { showsProgress: false, showsSprints: false, showsInvoices: true },
      days: 7,
      now,
    });
    const invoicesOnly = await openShareLink({ token: withInvoices.token, now });
    expect(invoicesOnly?.progress).toBeNull();
    expect(invoicesOnly?.sprints).toBeNull();
    expect(invoicesOnly?.invoices?.rows.map((i) => i.invoiceNumber)).toEqual(["INV-1"]);
    expect(JSON.stringify(invoicesOnly)).not.toMatch(/INV-DRAFT|secret\.pdf|\/files\//);

    const views = await db.select().from(t.shareLinkViews).where(eq(t.shareLinkViews.linkId, link.id));
    expect(views).toHaveLength(1);
    expect(views[0]?.ip).toBe("203.0.113.9");
    expect(views[0]?.userAgent).toHaveLength(120);
    const [listed] = (await listShareLinks({ clientId: acme.userId, projectId: project.id, now })).filter(
      (l) => l.id === link.id,
    );
    expect(listed?.views).toBe(1);
  });

  it("refuses expired, revoked and unknown tokens, and revoking is for the owner only", async () => {
    const { acme, other, project } = await setup();
    const link = await createShareLink({ owner: acme, projectId: project.id, scope, days: 1, now });
    expect(await openShareLink({ token: link.token, now: new Date(now.getTime() + DAY + 1) })).toBeNull();
    expect(await openShareLink({ token: "not-a-token", now })).toBeNull();
    expect(await openShareLink({ token: "", now })).toBeNull();

    const gone = { code: "not_found", message: "Share link not found" };
    expect(await refusal(revokeShareLink({ owner: other, projectId: project.id, linkId: link.id, now }))).toEqual(gone);
    expect(await openShareLink({ token: link.token, now })).not.toBeNull();
    expect(await listShareLinks({ clientId: other.userId, projectId: project.id, now })).toEqual([]);

    expect(await refusal(revokeShareLink({ owner: acme, projectId: project.id, linkId: link.id, now }))).toBeNull();
    expect(await refusal(revokeShareLink({ owner: acme, projectId: project.id, linkId: link.id, now }))).toEqual(gone);
    expect(await openShareLink({ token: link.token, now })).toBeNull();
    expect(await listShareLinks({ clientId: acme.userId, projectId: project.id, now })).toEqual([]);
    const views = await db.select().from(t.shareLinkViews);
    expect(views).toHaveLength(1);
  });
});
