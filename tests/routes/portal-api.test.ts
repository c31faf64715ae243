/**
 * The client portal's JSON endpoints and private invoice documents, called in-process on the demo
 * data. Signed in as client@globex.example, every acme sprint and invoice is refused exactly like an
 * unknown id, nothing is stored or mailed, and no acme data appears in any answer; without a client
 * session the endpoints answer 401/403 JSON.
 */
import { and, count, eq, inArray, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { seedDemo } from "~/db/seed/demo.server";
import { CONTINUE_NOT_READY_MESSAGE } from "~/domain/sprint-continue";
import { savePdf } from "~/platform/storage.server";
import { useTestDatabase } from "../setup/db";
import { type Answer, answerOf, argsFor, cookieFor, demoEmail, postJson, routeFor } from "./support";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const ENDPOINTS = ["/api/submit-feedback", "/api/continue-next-sprint"];

const db = useTestDatabase();
const cookies = { globex: "", acme: "", author: "" };
const acme = {
  id: "",
  projectIds: [] as string[],
  sprintIds: [] as string[],
  invoiceIds: [] as string[],
  /** one of acme's invoices with its PDF stored */
  issuedInvoiceId: "",
  /** names, numbers, titles and ids that must never reach globex */
  secrets: [] as string[],
};

beforeAll(async () => {
  await seedDemo();
  cookies.globex = await cookieFor("client@globex.example");
  cookies.acme = await cookieFor(demoEmail("client"));
  cookies.author = await cookieFor(demoEmail("author"));

  const [owner] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, "client@acme.example"));
  acme.id = owner!.id;
  const projects = await db
    .select({ id: t.clientProjects.id, title: t.clientProjects.title })
    .from(t.clientProjects)
    .where(eq(t.clientProjects.clientId, acme.id));
  acme.projectIds = projects.map((p) => p.id);
  const sprints = await db
    .select({ id: t.projectSprints.id, title: t.projectSprints.title })
    .from(t.projectSprints)
    .where(inArray(t.projectSprints.projectId, acme.projectIds));
  const invoices = await db
    .select({ id: t.clientInvoices.id, number: t.clientInvoices.invoiceNumber })
    .from(t.clientInvoices)
    .where(inArray(t.clientInvoices.projectId, acme.projectIds));
  acme.sprintIds = sprints.map((s) => s.id);
  acme.invoiceIds = invoices.map((i) => i.id);
  // the demo invoices have no document: acme's issued ones get one, so a refusal is not merely "no file"
  const pdf = await savePdf(new File([PDF], "invoice.pdf"), "invoices", "acme-invoice");
  const [issued] = await db
    .update(t.clientInvoices)
    .set({ fileKey: pdf.key })
    .where(and(inArray(t.clientInvoices.id, acme.invoiceIds), ne(t.clientInvoices.paymentStatus, "Draft")))
    .returning({ id: t.clientInvoices.id });
  acme.issuedInvoiceId = issued!.id;
  expect(acme.sprintIds.length).toBeGreaterThanOrEqual(4);
  expect(acme.invoiceIds.length).toBeGreaterThanOrEqual(1);
  acme.secrets = [
    "client@acme.example",
    "Jordan Blake",
    "Acme",
    ...projects.flatMap((p) => [p.id, p.title]),
    ...sprints.flatMap((s) => [s.id, s.title]),
    ...invoices.flatMap((i) => [i.id, i.number]),
  ];
}, 120_000);

function expectNoAcmeData(answer: Answer, where: string) {
  const body = JSON.stringify(answer.data) ?? "";
  for (const secret of acme.secrets) expect(body, `${where} must not contain "${secret}"`).not.toContain(secret);
}

/** POST `body` as JSON to one of the endpoints, with `cookie`'s session (none: a visitor). */
async function postEndpoint(pattern: string, body: unknown, cookie?: string) {
  const { entry, module } = await routeFor(pattern);
  return answerOf(() => module.action!(argsFor(entry, { cookie, init: postJson(body) })));
}

/** The client portal's live fingerprint as `cookie`'s session. */
async function live(cookie?: string) {
  const { entry, module } = await routeFor("/client-portal/live");
  return answerOf(() => module.loader!(argsFor(entry, { cookie })));
}

/** What the endpoints write: messages on sprints, mails, and the sprints themselves (this file's database is its own). */
async function kept() {
  const [messages] = await db.select({ n: count() }).from(t.sprintClientMessages);
  const [mails] = await db.select({ n: count() }).from(t.mailOutbox);
  const sprints = await db
    .select()
    .from(t.projectSprints)
    .where(inArray(t.projectSprints.id, acme.sprintIds))
    .orderBy(t.projectSprints.id);
  return { messages: messages!.n, mails: mails!.n, sprints };
}

describe("a client cannot reach another client's data", () => {
  it("both endpoints answer 404 for every acme sprint, like an unknown one, and store nothing", async () => {
    const before = await kept();
    for (const path of ENDPOINTS) {
      const body = (sprintId: string) => ({ sprintId, feedback: "Nice work", sprintTitle: "x" });
      const unknown = await postEndpoint(path, body(UNKNOWN_ID), cookies.globex);
      expect(unknown.status).toBe(404);
      for (const id of acme.sprintIds) {
        const answer = await postEndpoint(path, body(id), cookies.globex);
        expect(answer.status, `${path} ${id}`).toBe(404);
        expect(answer.data).toEqual(unknown.data);
        expectNoAcmeData(answer, `${path} ${id}`);
      }
    }
    expect(await kept()).toEqual(before);
  });

  it("acme invoice documents are refused like missing ones", async () => {
    const { entry, module } = await routeFor("/files/invoices/:invoiceId");
    const document = (invoiceId: string, cookie = cookies.globex) =>
      answerOf(() => module.loader!(argsFor(entry, { cookie, params: { invoiceId } })));
    // acme itself downloads the one with a PDF
    expect((await document(acme.issuedInvoiceId, cookies.acme)).status).toBe(200);
    const unknown = await document(UNKNOWN_ID);
    expect(unknown.status).toBe(404);
    for (const id of acme.invoiceIds) {
      const answer = await document(id);
      expect(answer.status, id).toBe(404);
      expect(answer.data).toEqual(unknown.data);
    }
  });

  it("the live endpoint never carries acme data, and does not move when acme's notifications do", async () => {
    const first = await live(cookies.globex);
    expect(first.status).toBe(200);
    expect(Object.keys(first.data as object)).toEqual(["version"]);
    expectNoAcmeData(first, "live");

    const acmeBefore = await live(cookies.acme);
    await db.insert(t.projectNotifications).values({
      projectId: acme.projectIds[0]!,
      clientId: acme.id,
      title: "Sprint completed",
      message: "A sprint of acme's is complete",
    });
    // acme's own fingerprint moves, globex's stays
    expect((await live(cookies.acme)).data).not.toEqual(acmeBefore.data);
    expect((await live(cookies.globex)).data).toEqual(first.data);
  });
});

describe("the endpoints without a client session", () => {
  it("answer 401 JSON to a visitor", async () => {
    for (const path of ENDPOINTS) {
      const answer = await postEndpoint(path, { sprintId: UNKNOWN_ID, feedback: "x" });
      expect(answer.status, path).toBe(401);
      expect(answer.data).toEqual({ error: "Not authenticated" });
    }
    expect((await live()).status).toBe(401);
  });

  it("answer 403 JSON as staff", async () => {
    const answer = await postEndpoint("/api/submit-feedback", { sprintId: UNKNOWN_ID, feedback: "x" }, cookies.author);
    expect(answer.status).toBe(403);
    expect(answer.data).toEqual({ error: "Forbidden" });
  });
});

describe("the endpoints for the owner's own sprint", () => {
  /** acme's In Progress sprint (the demo has one): feedback is taken, continuing is not yet offered. */
  async function inProgressSprint() {
    const [sprint] = await db
      .select({ id: t.projectSprints.id })
      .from(t.projectSprints)
      .where(and(inArray(t.projectSprints.id, acme.sprintIds), eq(t.projectSprints.status, "In Progress")));
    expect(sprint, "acme has an In Progress sprint").toBeTruthy();
    return sprint!.id;
  }

  it("feedback is validated: blank, too long, malformed JSON or no sprint is a 400 with its reason, nothing stored", async () => {
    const id = await inProgressSprint();
    const before = await kept();
    const post = (body: unknown) => postEndpoint("/api/submit-feedback", body, cookies.acme);
    expect((await post({ sprintId: id, feedback: "  " })).status).toBe(400);
    const empty = await post({ sprintId: id, feedback: "" });
    expect(empty.status).toBe(400);
    expect(empty.data).toEqual({ error: "Please provide your feedback before submitting" });
    const long = await post({ sprintId: id, feedback: "a".repeat(5001) });
    expect(long.status).toBe(400);
    expect((long.data as { error: string }).error).toMatch(/5,000/);
    const { entry, module } = await routeFor("/api/submit-feedback");
    const init = postJson({});
    const malformed = await answerOf(() =>
      module.action!(argsFor(entry, { cookie: cookies.acme, init: { ...init, body: "{not json" } })),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.data).toEqual({ error: "Malformed JSON body" });
    expect((await post({ feedback: "x" })).status).toBe(400);
    expect(await kept()).toEqual(before);
  });

  it("feedback of 5,000 characters is taken with {ok:true}; continuing a sprint not yet in review is a 409", async () => {
    const id = await inProgressSprint();
    const ok = await postEndpoint(
      "/api/submit-feedback",
      { sprintId: id, feedback: "a".repeat(5000), sprintTitle: "Driver mobile app" },
      cookies.acme,
    );
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ ok: true });
    const [message] = await db
      .select({ body: t.sprintClientMessages.body })
      .from(t.sprintClientMessages)
      .where(and(eq(t.sprintClientMessages.sprintId, id), eq(t.sprintClientMessages.body, "a".repeat(5000))));
    expect(message, "the feedback is stored on the sprint").toBeTruthy();

    const before = await kept();
    const cont = await postEndpoint("/api/continue-next-sprint", { sprintId: id, sprintTitle: "x" }, cookies.acme);
    expect(cont.status).toBe(409);
    expect(cont.data).toEqual({ error: CONTINUE_NOT_READY_MESSAGE });
    expect(await kept()).toEqual(before);
  });
});
