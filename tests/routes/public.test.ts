/**
 * The public site's route modules, called in-process on the demo data: what the contact form's action
 * answers to requests no browser form would send (a bot, bad input), and the sitemap and robots.txt
 * that search engines read.
 */
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { DEMO_PASSWORD, seedDemo } from "~/db/seed/demo.server";
import { CLIENT_IP_HEADER, getAuth } from "~/platform/auth.server";
import { env } from "~/platform/foundation/env.server";
import { redirectWithToast } from "~/web/toast.server";
import { READER_COOKIE } from "../../http/page-cache.ts";
import { useTestDatabase } from "../setup/db";
import { answerOf, argsFor, demoEmail, postForm, routeFor } from "./support";

const db = useTestDatabase();

beforeAll(async () => {
  await seedDemo();
}, 120_000);

/** How many inquiries are kept and how many mails are queued (this file's database is its own). */
async function kept() {
  const [inquiries] = await db.select({ n: count() }).from(t.contactInquiries);
  const [mails] = await db.select({ n: count() }).from(t.mailOutbox);
  return { inquiries: inquiries!.n, mails: mails!.n };
}

describe("contact", () => {
  const postContact = async (fields: Record<string, string>, ip?: string) => {
    const { entry, module } = await routeFor("/contact");
    const init = postForm(fields);
    if (ip) init.headers = { ...(init.headers as Record<string, string>), [CLIENT_IP_HEADER]: ip };
    return answerOf(() => module.action!(argsFor(entry, { init })));
  };

  it("a sixth message from one address within 15 minutes gets 429 with Retry-After, and the form keeps it", async () => {
    const message = { name: "Ada Lovelace", email: "ada@example.com", service: "saas", message: "Hello there." };
    for (let i = 0; i < 5; i++) expect((await postContact(message, "198.51.100.77")).status).toBe(200);
    const before = await kept();
    const answer = await postContact(message, "198.51.100.77");
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toBe("900");
    expect(answer.data).toMatchObject({
      ok: false,
      error: "Too many messages from your network. Please try again in a few minutes.",
      values: { name: "Ada Lovelace", message: "Hello there." },
    });
    expect(await kept()).toEqual(before);
  });

  it("a bot that fills the honeypot is answered politely and nothing is kept or sent", async () => {
    const before = await kept();
    const answer = await postContact({
      name: "Spam Bot",
      email: "bot@spam.example",
      service: "other",
      message: "Buy cheap links",
      website: "https://spam.example",
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      ok: true,
      message: "Thank you for your message! We'll get back to you within 24 hours.",
    });
    expect(await kept()).toEqual(before);
  });

  it("bad input sent straight to the server gets a 400 with field messages, never a 500", async () => {
    const before = await kept();
    const answer = await postContact({
      name: "x".repeat(500),
      email: "nope",
      service: "hacking",
      budget: "a-million",
      message: "",
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      error: "Please check the highlighted fields.",
      fieldErrors: {
        name: "Please keep the name under 120 characters",
        email: "Please enter a valid email address",
        service: "Please choose a service",
        budget: "Please choose a budget from the list",
        message: "Please enter a message",
      },
    });
    expect(await kept()).toEqual(before);
  });
});

describe("findable", () => {
  const PAGES = ["/", "/about", "/mission", "/services", "/projects", "/team", "/blog", "/contact"];
  const POST = "/blog/how-we-scope-an-mvp-in-five-days";
  const DRAFT = "draft-our-2027-technology-radar";

  it("sitemap.xml lists every public page, published post and project, and no draft", async () => {
    // the draft is there to be left out
    const [draft] = await db.select({ published: t.blogs.published }).from(t.blogs).where(eq(t.blogs.slug, DRAFT));
    expect(draft).toEqual({ published: false });

    const { entry, module } = await routeFor("/sitemap.xml");
    const answer = await answerOf(() => module.loader!(argsFor(entry)));
    expect(answer.headers.get("content-type")).toContain("application/xml");
    const xml = String(answer.data);
    for (const path of PAGES) expect(xml).toContain(`<loc>${env.baseUrl}${path}</loc>`);
    expect(xml).toContain(`<loc>${env.baseUrl}${POST}</loc>`);
    expect(xml).not.toContain(DRAFT);
    expect((xml.match(/\/project\/[0-9a-f-]{36}<\/loc>/g) ?? []).length).toBeGreaterThanOrEqual(6);
  });

  it("robots.txt keeps the portal, dashboard, auth and API out and names the sitemap", async () => {
    const { entry, module } = await routeFor("/robots.txt");
    const text = String((await answerOf(() => module.loader!(argsFor(entry)))).data);
    for (const path of ["/client-portal", "/dashboard", "/auth", "/api"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${env.baseUrl}/sitemap.xml`);
  });

  it("security.txt says where to report a vulnerability, valid for about six months (RFC 9116)", async () => {
    const { entry, module } = await routeFor("/.well-known/security.txt");
    const answer = await answerOf(() => module.loader!(argsFor(entry)));
    const text = String(answer.data);
    expect(text).toContain(`Contact: mailto:${env.staffInbox}\n`);
    expect(text).toContain(`Canonical: ${env.baseUrl}/.well-known/security.txt\n`);
    const expires = new Date(/^Expires: (\S+)$/m.exec(text)![1]!);
    const days = (expires.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(170);
    expect(days).toBeLessThan(365);
  });
});

describe("the page cache's reader cookies", () => {
  // a page is rendered for its reader when one of these comes with the request (http/page-cache.ts)
  const isReaderCookie = (setCookie: string) => READER_COOKIE.test(setCookie.split(";")[0]!);

  it("name every cookie a sign-in sets, and the toast's", async () => {
    const { headers } = await getAuth().api.signInEmail({
      body: { email: demoEmail("client"), password: DEMO_PASSWORD },
      returnHeaders: true,
    });
    const set = headers.getSetCookie();
    expect(set.length).toBeGreaterThan(0);
    for (const cookie of set) expect(isReaderCookie(cookie), cookie).toBe(true);
    const toast = (await redirectWithToast("/", { type: "success", title: "Saved" })).headers.get("Set-Cookie")!;
    expect(isReaderCookie(toast), toast).toBe(true);
    expect(isReaderCookie("_ga=GA1.2.3")).toBe(false);
  });
});
