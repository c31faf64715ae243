/**
 * The client portal's nested routes: an older `?tab=` address redirects to the tab's own path with
 * every other parameter kept, and each tab's loader reads only what that tab shows (and only the
 * viewer's own project). Loaders are called in-process as in route-modules.test.ts.
 */
import { and, count, eq, inArray, ne } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { legacyPortalPath, portalHref, portalTabOf } from "~/components/portal/links";
import * as t from "~/db/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "~/db/seed/demo.server";
import { storageFullMessage } from "~/domain/schemas/project-files";
import { getAuth } from "~/platform/auth.server";
import { requestInfoContext } from "~/platform/foundation/request-context.server";
import * as files from "~/routes/client-portal/files";
import * as invoices from "~/routes/client-portal/invoices";
import * as notifications from "~/routes/client-portal/notifications";
import * as overview from "~/routes/client-portal/overview";
import * as shell from "~/routes/client-portal/portal";
import * as share from "~/routes/client-portal/share";
import * as sprints from "~/routes/client-portal/sprints";
import { useTestDatabase } from "../setup/db";
import { answerOf } from "./support";

describe("old portal addresses", () => {
  it.each([
    ["/client-portal?tab=files&folder=Specs&project=p1", "/client-portal/files?folder=Specs&project=p1"],
    ["/client-portal?project=p1&tab=sprints&ask=s1", "/client-portal/sprints?project=p1&ask=s1"],
    ["/client-portal?tab=notifications&show=unread&page=2", "/client-portal/notifications?show=unread&page=2"],
    ["/client-portal?tab=invoices", "/client-portal/invoices"],
    ["/client-portal?tab=share", "/client-portal/share"],
    ["/client-portal?tab=overview&kind=invoices&timelinePage=2", "/client-portal?kind=invoices&timelinePage=2"],
    // an unknown tab was the Overview
    ["/client-portal?tab=admin&project=p1", "/client-portal?project=p1"],
    // the page's .data twin redirects to the page's own address
    [
      "/client-portal.data?tab=files&project=p1&_routes=routes%2Fclient-portal%2Fportal",
      "/client-portal/files?project=p1",
    ],
  ])("%s goes to %s", (from, to) => {
    expect(legacyPortalPath(`http://x.test${from}`)).toBe(to);
  });

  it.each([
    "/client-portal",
    "/client-portal?project=p1",
    "/client-portal/files?folder=Specs",
    // a tab's own address with a stray ?tab= stays where it is
    "/client-portal/sprints?tab=files",
    "/client-portal/sprint/s1?tab=files",
  ])("%s is not an old address", (url) => {
    expect(legacyPortalPath(`http://x.test${url}`)).toBeNull();
  });

  it("the portal's links are the new addresses, and name the tab they show", () => {
    expect(portalHref({ tab: "files", project: "p1", extra: { folder: "Specs" } })).toBe(
      "/client-portal/files?project=p1&folder=Specs",
    );
    expect(portalHref({ tab: "overview" })).toBe("/client-portal");
    expect(portalHref({ project: "p1" })).toBe("/client-portal?project=p1");
    expect(portalTabOf("/client-portal")).toBe("overview");
    expect(portalTabOf("/client-portal/notifications")).toBe("notifications");
    expect(portalTabOf("/client-portal/sprint/s1")).toBe("overview");
  });
});

const db = useTestDatabase();
let cookie = "";
let projectId = "";
let othersProjectId = "";

beforeAll(async () => {
  await seedDemo();
  const account = DEMO_ACCOUNTS.find((a) => a.role === "client")!;
  const { headers } = await getAuth().api.signInEmail({
    body: { email: account.email, password: DEMO_PASSWORD },
    returnHeaders: true,
  });
  cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const [client] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, account.email));
  const [own] = await db
    .select({ id: t.clientProjects.id })
    .from(t.clientProjects)
    .where(eq(t.clientProjects.clientId, client!.id));
  projectId = own!.id;
  // a project of someone else (a second client of the demo data, or one made for this test)
  const [other] = await db
    .select({ id: t.clientProjects.id })
    .from(t.clientProjects)
    .where(and(ne(t.clientProjects.clientId, client!.id)));
  othersProjectId = other?.id ?? "";
}, 120_000);

function args(url: string) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "portal-routes-test", nonce: "n", clientIp: "127.0.0.1" });
  return { request: new Request(`http://localhost${url}`, { headers: { cookie } }), params: {}, context } as never;
}

async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the loader to throw");
}

describe("portal routes", () => {
  it("the shell answers an old ?tab= address with a 301 to the tab's own, keeping the rest", async () => {
    const answer = await thrown(() => shell.loader(args(`/client-portal?tab=files&folder=Specs&project=${projectId}`)));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get("Location")).toBe(`/client-portal/files?folder=Specs&project=${projectId}`);
  });

  it("each tab's loader reads only what that tab shows", async () => {
    const q = `?project=${projectId}`;
    const keys = async (run: Promise<unknown>) => Object.keys((await run) as object).sort();
    expect(await keys(files.loader(args(`/client-portal/files${q}`)))).toEqual(["files"]);
    expect(await keys(share.loader(args(`/client-portal/share${q}`)))).toEqual(["shareLinks"]);
    expect(await keys(invoices.loader(args(`/client-portal/invoices${q}`)))).toEqual([
      "invoicePage",
      "invoiceTotals",
      "invoices",
      "invoicesError",
    ]);
    expect(await keys(sprints.loader(args(`/client-portal/sprints${q}`)))).toEqual([
      "sprintPage",
      "sprintTotals",
      "sprints",
      // the unread messages of the sprints on this page only
      "unreadBySprint",
    ]);
    expect(await keys(notifications.loader(args(`/client-portal/notifications${q}`)))).toEqual([
      "feed",
      "notificationPage",
      "unreadCount",
    ]);
    expect(await keys(overview.loader(args(`/client-portal${q}`)))).toEqual(["overview", "timeline", "valueSeries"]);
  });

  it("the Invoices tab holds the project's invoices and nothing of the other tabs", async () => {
    const data = await invoices.loader(args(`/client-portal/invoices?project=${projectId}`));
    const issued = await db
      .select({ id: t.clientInvoices.id })
      .from(t.clientInvoices)
      .where(and(eq(t.clientInvoices.projectId, projectId), ne(t.clientInvoices.paymentStatus, "Draft")));
    expect(data!.invoices.map((i) => i.id).sort()).toEqual(
      issued
        .map((i) => i.id)
        .sort()
        .slice(0, 25),
    );
    expect(data!.invoicesError).toBeNull();
    expect(JSON.stringify(data)).not.toMatch(/"(sprints|feed|files|shareLinks|timeline)"/);
  });

  it("the shell reads the header and the badges, not a tab's lists", async () => {
    const data = (await shell.loader(args(`/client-portal?project=${projectId}`))) as Record<string, unknown>;
    expect((data.project as { id: string }).id).toBe(projectId);
    for (const list of ["sprints", "invoices", "feed", "files", "shareLinks", "timeline", "view"]) {
      expect(data).not.toHaveProperty(list);
    }
    // the Sprints badge is one number, whatever the number of sprints with unread messages
    expect(typeof data.unreadMessages).toBe("number");
  });

  it("an upload past the project's storage quota is refused at the file field with a 413, and the tab shows the usage", async () => {
    process.env.PROJECT_STORAGE_MB = "1";
    try {
      const form = new FormData();
      form.set("intent", "upload-file");
      form.set("projectId", projectId);
      form.set("folder", "Specs");
      form.set("file", new File([`%PDF-1.4\n%${"x".repeat(1100 * 1024)}\n%%EOF\n`], "big.pdf"));
      const request = args(`/client-portal/files?project=${projectId}`) as { request: Request };
      const posted = new Request(request.request.url, {
        method: "POST",
        body: form,
        headers: { cookie, origin: "http://localhost" },
      });
      const answer = await answerOf(() => files.action({ ...request, request: posted } as never));
      expect(answer.status).toBe(413);
      expect(JSON.stringify(answer.data)).toContain(storageFullMessage(1024 * 1024));
      expect(JSON.stringify(answer.data)).toContain('"file"');
      const data = (await files.loader(args(`/client-portal/files?project=${projectId}`))) as {
        files: { storage: { used: number; quota: number } };
      };
      expect(data.files.storage.quota).toBe(1024 * 1024);
      expect(data.files.storage.used).toBeLessThan(1024 * 1024);
    } finally {
      delete process.env.PROJECT_STORAGE_MB;
    }
  });

  it("the Files tab reads one page of files at a time; any page address answers, never a 500", async () => {
    type FilesData = {
      files: { files: { id: string; name: string; folder: string }[]; page: { next: string | null } };
    };
    const made = await db
      .insert(t.projectFiles)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          projectId,
          folder: "Paging",
          name: `p${String(i).padStart(2, "0")}.txt`,
        })),
      )
      .returning({ id: t.projectFiles.id });
    try {
      const [total] = await db
        .select({ n: count() })
        .from(t.projectFiles)
        .where(eq(t.projectFiles.projectId, projectId));
      const seen: string[] = [];
      let url = `/client-portal/files?project=${projectId}`;
      for (let pages = 0; pages < 10; pages++) {
        const data = (await files.loader(args(url))) as FilesData;
        expect(data.files.files.length).toBeLessThanOrEqual(25);
        seen.push(...data.files.files.map((f) => f.id));
        if (!data.files.page.next) break;
        url = `/client-portal/files?project=${projectId}&after=${encodeURIComponent(data.files.page.next)}`;
      }
      // every file of the project once, over two pages
      expect(seen).toHaveLength(total!.n);
      expect(new Set(seen).size).toBe(total!.n);
      for (const id of made.map((m) => m.id)) expect(seen).toContain(id);
      for (const junk of ["%00", "Paging%2F%00", "x".repeat(500), "..%2F..", "%E0%A4%A", "Paging%2Fp05.txt%2Fx"]) {
        for (const param of ["after", "before"]) {
          const data = (await files.loader(
            args(`/client-portal/files?project=${projectId}&${param}=${junk}`),
          )) as FilesData;
          expect(data.files.files.length, `${param}=${junk}`).toBe(25);
        }
      }
      // another client's project: nothing, whatever the page
      expect(
        await files.loader(args(`/client-portal/files?project=${othersProjectId}&after=Paging%2Fp01.txt`)),
      ).toBeNull();
    } finally {
      await db.delete(t.projectFiles).where(
        inArray(
          t.projectFiles.id,
          made.map((m) => m.id),
        ),
      );
    }
  });

  it("the overview's timeline turns its pages by an event's place; any place, or an old ?timelinePage=, answers", async () => {
    type Overview = { timeline: { events: { id: string }[]; page: { newer: string | null; older: string | null } } };
    const url = `/client-portal?project=${projectId}`;
    // enough events for a second page: 30 tasks on one of the project's sprints
    const [sprint] = await db
      .select({ id: t.projectSprints.id })
      .from(t.projectSprints)
      .where(eq(t.projectSprints.projectId, projectId))
      .limit(1);
    const tasks = await db
      .insert(t.sprintTickets)
      .values(Array.from({ length: 30 }, (_, i) => ({ sprintId: sprint!.id, title: `Timeline page ${i}` })))
      .returning({ id: t.sprintTickets.id });
    try {
      const newest = (await overview.loader(args(url))) as Overview;
      expect(newest.timeline.events).toHaveLength(25);
      expect(newest.timeline.page.newer).toBeNull();
      const older = (await overview.loader(
        args(`${url}&timelineBefore=${encodeURIComponent(newest.timeline.page.older!)}`),
      )) as Overview;
      const shown = new Set(newest.timeline.events.map((e) => e.id));
      expect(older.timeline.events.length).toBeGreaterThan(0);
      expect(older.timeline.events.some((e) => shown.has(e.id))).toBe(false);
      expect(older.timeline.page.newer).not.toBeNull();
      for (const junk of [
        "timelinePage=2",
        "timelineBefore=%00",
        "timelineAfter=1.ticket.x.y",
        `timelineBefore=${"9".repeat(300)}`,
      ]) {
        const data = (await overview.loader(args(`${url}&${junk}`))) as Overview;
        expect(data.timeline.events, junk).toEqual(newest.timeline.events);
      }
    } finally {
      await db.delete(t.sprintTickets).where(
        inArray(
          t.sprintTickets.id,
          tasks.map((x) => x.id),
        ),
      );
    }
  });

  it("another client's project is read by no tab, and the shell answers 404", async () => {
    expect(othersProjectId, "the demo data has a second client's project").not.toBe("");
    const q = `?project=${othersProjectId}`;
    for (const loader of [files.loader, share.loader, invoices.loader, sprints.loader, notifications.loader]) {
      expect(await loader(args(`/client-portal/x${q}`))).toBeNull();
    }
    expect(await overview.loader(args(`/client-portal${q}`))).toBeNull();
    const answer = (await shell.loader(args(`/client-portal${q}`))) as { type?: string; init?: { status?: number } };
    expect(answer.init?.status).toBe(404);
  });
});
