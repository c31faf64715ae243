import { beforeEach, describe, expect, it } from "vitest";
import {
  accounts,
  clientProjects,
  contactInquiries,
  faqs,
  projectSprints,
  projects,
  services,
  teamMembers,
  testimonials,
} from "~/db/schema";
import { EMPTY_FILTERS, type ListFilters, parseListFilters } from "~/domain/list-filters";
import {
  FAQ_LIST,
  INQUIRY_LIST,
  PORTFOLIO_LIST,
  SERVICE_LIST,
  SPRINT_LIST,
  TEAM_LIST,
  TESTIMONIAL_LIST,
  TESTIMONIAL_REQUEST_LIST,
  USER_LIST,
} from "~/domain/list-specs";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { CLIENT, insertClientProjects, insertPeople, STAFF } from "../../tests/setup/people";
import { listFaqsForDashboard } from "./faqs.server";
import { inquiriesCsvStream, listInquiries } from "./inquiries.server";
import { listPortfolioProjectsForDashboard } from "./portfolio.server";
import { listServicesForDashboard } from "./services.server";
import { listSprints } from "./sprints.server";
import { listTeamMembersForDashboard } from "./team.server";
import { listTestimonialRequests } from "./testimonial-requests.server";
import { listTestimonialsForDashboard } from "./testimonials.server";
import { listUsersForDashboard } from "./users.server";

const db = useTestDatabase();
beforeEach(truncateAll);

/** The filters a screen reads from `query` (unknown values read as no filter). */
const read = (query: string, spec: Parameters<typeof parseListFilters>[1]): ListFilters =>
  parseListFilters(new URLSearchParams(query), spec);
const day = (d: string) => new Date(`${d}T12:00:00Z`);

describe("the remaining long lists narrow and sort in SQL", () => {
  it("sprints: by status (Not completed too), start day or creation day, and every order", async () => {
    await insertPeople();
    const [alpha, beta] = await insertClientProjects({ title: "Alpha" }, { title: "Beta" });
    await db.insert(projectSprints).values([
      {
        projectId: alpha!,
        title: "Design",
        sprintOrder: 1,
        status: "Completed",
        startDate: "2026-01-05",
        endDate: "2026-01-20",
        createdAt: day("2026-01-01"),
      },
      {
        projectId: alpha!,
        title: "Build",
        sprintOrder: 2,
        status: "In Progress",
        startDate: "2026-02-01",
        endDate: "2026-02-10",
        createdAt: day("2026-01-02"),
      },
      // no start day: dated by the day it was created
      {
        projectId: beta!,
        title: "Audit",
        sprintOrder: 1,
        status: "Planned",
        endDate: null,
        createdAt: day("2026-03-03"),
      },
    ]);
    const titles = async (query: string, projectId?: string) =>
      (await listSprints({ projectId, filters: read(query, SPRINT_LIST) })).rows.map((r) => r.title);
    expect(await titles("")).toEqual(["Design", "Build", "Audit"]);
    expect(await titles("status=open")).toEqual(["Build", "Audit"]);
    expect(await titles("status=Completed")).toEqual(["Design"]);
    expect(await titles("from=2026-02-01&to=2026-03-03")).toEqual(["Build", "Audit"]);
    expect(await titles("from=2026-03-04")).toEqual([]);
    expect(await titles("sort=newest")).toEqual(["Audit", "Build", "Design"]);
    expect(await titles("sort=oldest")).toEqual(["Design", "Build", "Audit"]);
    expect(await titles("sort=title")).toEqual(["Audit", "Build", "Design"]);
    expect(await titles("sort=status")).toEqual(["Audit", "Build", "Design"]);
    expect(await titles("sort=end")).toEqual(["Design", "Build", "Audit"]);
    expect(await titles("sort=title", alpha)).toEqual(["Build", "Design"]);
    // junk reads as no filter
    expect(await titles("status=Nope&from=2026-02-30&sort=x")).toEqual(["Design", "Build", "Audit"]);
    const page = await listSprints({ filters: read("status=open", SPRINT_LIST), size: 1, page: 2 });
    expect(page.info).toMatchObject({ total: 2, page: 2, pageCount: 2 });
  });

  it("testimonials: by approval, rating and day added, with the tallies over all", async () => {
    await db.insert(testimonials).values([
      { clientName: "Zoe", testimonialText: "t", rating: 5, featured: true, createdAt: day("2026-01-01") },
      { clientName: "Adam", testimonialText: "t", rating: 3, approved: false, createdAt: day("2026-02-01") },
      { clientName: "Mia", testimonialText: "t", rating: 4, createdAt: day("2026-03-01") },
    ]);
    const list = (query: string, rating?: number) =>
      listTestimonialsForDashboard({ filters: read(query, TESTIMONIAL_LIST), rating });
    const names = async (query: string, rating?: number) => (await list(query, rating)).rows.map((r) => r.clientName);
    expect(await names("")).toEqual(["Mia", "Adam", "Zoe"]);
    expect(await names("status=waiting")).toEqual(["Adam"]);
    expect(await names("status=approved&sort=oldest")).toEqual(["Zoe", "Mia"]);
    expect(await names("status=featured")).toEqual(["Zoe"]);
    expect(await names("", 4)).toEqual(["Mia"]);
    expect(await names("sort=rating")).toEqual(["Zoe", "Mia", "Adam"]);
    expect(await names("sort=name")).toEqual(["Adam", "Mia", "Zoe"]);
    expect(await names("from=2026-02-01&to=2026-02-01")).toEqual(["Adam"]);
    const narrowed = await list("status=waiting");
    expect(narrowed.info.total).toBe(1);
    expect(narrowed).toMatchObject({ all: 3, featured: 1, waiting: 1 });
  });

  it("inquiries: new or handled, by day received, by name; the CSV takes the same filters", async () => {
    await db.insert(contactInquiries).values([
      { name: "bea", email: "b@x.example", service: "Web", message: "m", handled: true, createdAt: day("2026-01-10") },
      { name: "Al", email: "a@x.example", service: "Web", message: "m", createdAt: day("2026-01-20") },
      { name: "Cy", email: "c@x.example", service: "Web", message: "m", createdAt: day("2026-02-01") },
    ]);
    const names = async (query: string) =>
      (await listInquiries({ filters: read(query, INQUIRY_LIST) })).rows.map((r) => r.name);
    expect(await names("")).toEqual(["Cy", "Al", "bea"]);
    expect(await names("status=new")).toEqual(["Cy", "Al"]);
    expect(await names("status=handled")).toEqual(["bea"]);
    expect(await names("sort=name")).toEqual(["Al", "bea", "Cy"]);
    expect(await names("sort=oldest&to=2026-01-31")).toEqual(["bea", "Al"]);
    const narrowed = await listInquiries({ filters: read("status=new&from=2026-01-15", INQUIRY_LIST) });
    expect(narrowed).toMatchObject({ all: 3, newCount: 2, info: { total: 2 } });
    const csv = await new Response(inquiriesCsvStream(read("status=new&to=2026-01-31", INQUIRY_LIST))).text();
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(csv).toContain("a@x.example");
    expect(csv).not.toContain("b@x.example");
    expect((await new Response(inquiriesCsvStream()).text()).split("\r\n").filter(Boolean)).toHaveLength(4);
  });

  it("users: by role (or none yet), pending invitation, day added and a few words; sorted by name or e-mail", async () => {
    await insertPeople([
      STAFF,
      CLIENT,
      { id: "w-1", email: "wanda@waiting.example", role: null, fullName: "Wanda", organizationName: "Initech" },
    ]);
    await db.insert(accounts).values({ id: "acc-1", accountId: STAFF.id, providerId: "credential", userId: STAFF.id });
    const emails = async (query: string, role?: "admin" | "author" | "client" | "none") =>
      (await listUsersForDashboard({ filters: read(query, USER_LIST), role })).rows.map((r) => r.email);
    expect(await emails("")).toEqual(["wanda@waiting.example", expect.any(String), expect.any(String)]);
    expect(await emails("", "none")).toEqual(["wanda@waiting.example"]);
    expect(await emails("", "client")).toEqual([CLIENT.email]);
    expect(await emails("status=active")).toEqual([STAFF.email]);
    expect(await emails("status=invited&sort=email")).toEqual([CLIENT.email, "wanda@waiting.example"]);
    expect(await emails("q=initech")).toEqual(["wanda@waiting.example"]);
    expect(await emails("q=JORDAN")).toEqual([CLIENT.email]);
    expect(await emails("q=100%25")).toEqual([]);
    expect(await emails("sort=name")).toEqual([CLIENT.email, STAFF.email, "wanda@waiting.example"]);
    expect(await emails("from=2000-01-01&to=2000-01-02")).toEqual([]);
    expect(await listUsersForDashboard({ filters: read("q=wanda", USER_LIST) })).toMatchObject({
      all: 3,
      waitingCount: 1,
      info: { total: 1 },
    });
  });

  it("content screens: a search and an order, and the count of every record beside the page", async () => {
    await db.insert(services).values([
      { title: "web apps", description: "Sites", createdAt: day("2026-01-01") },
      { title: "CRM", description: "Customer tools", createdAt: day("2026-02-01") },
    ]);
    const svc = await listServicesForDashboard({ filters: read("q=customer", SERVICE_LIST) });
    expect(svc.rows.map((s) => s.title)).toEqual(["CRM"]);
    expect(svc.all).toBe(2);
    expect(
      (await listServicesForDashboard({ filters: read("sort=title", SERVICE_LIST) })).rows.map((s) => s.title),
    ).toEqual(["CRM", "web apps"]);

    await db.insert(projects).values([
      { title: "Orbit", description: "d", clientName: "Acme", published: false, createdAt: day("2026-01-01") },
      { title: "Atlas", description: "d", featured: true, createdAt: day("2026-02-01") },
    ]);
    const titles = async (query: string) =>
      (await listPortfolioProjectsForDashboard({ filters: read(query, PORTFOLIO_LIST) })).rows.map((p) => p.title);
    expect(await titles("")).toEqual(["Atlas", "Orbit"]);
    expect(await titles("status=draft")).toEqual(["Orbit"]);
    expect(await titles("status=featured")).toEqual(["Atlas"]);
    expect(await titles("q=acme")).toEqual(["Orbit"]);
    expect(await titles("sort=oldest")).toEqual(["Orbit", "Atlas"]);

    await db.insert(teamMembers).values([
      { name: "Zed", role: "Designer", orderPosition: 1 },
      { name: "Amy", role: "Engineer", orderPosition: 2 },
    ]);
    const team = async (query: string) =>
      (await listTeamMembersForDashboard({ filters: read(query, TEAM_LIST) })).rows.map((m) => m.name);
    expect(await team("")).toEqual(["Zed", "Amy"]);
    expect(await team("sort=name")).toEqual(["Amy", "Zed"]);
    expect(await team("q=engineer")).toEqual(["Amy"]);

    await db.insert(faqs).values([
      { question: "What does it cost?", answer: "It depends", category: "pricing", orderPosition: 1 },
      { question: "How long?", answer: "Weeks", category: "timeline", orderPosition: 2 },
    ]);
    const questions = async (query: string, category?: "pricing" | "timeline") =>
      (await listFaqsForDashboard({ filters: read(query, FAQ_LIST), category })).rows.map((f) => f.question);
    expect(await questions("")).toEqual(["What does it cost?", "How long?"]);
    expect(await questions("", "timeline")).toEqual(["How long?"]);
    expect(await questions("q=depends")).toEqual(["What does it cost?"]);
    expect(await questions("sort=question")).toEqual(["How long?", "What does it cost?"]);
    expect((await listFaqsForDashboard({ filters: EMPTY_FILTERS, category: "pricing" })).all).toBe(2);
  });

  it("testimonial requests: a search in the project or its client, and an order", async () => {
    await insertPeople();
    await db.insert(clientProjects).values([
      { clientId: CLIENT.id, title: "Harbor", status: "Completed", updatedAt: day("2026-01-01") },
      { clientId: CLIENT.id, title: "Beacon", status: "Completed", updatedAt: day("2026-02-01") },
      { clientId: CLIENT.id, title: "Open one", status: "In Progress" },
    ]);
    const titles = async (query: string) =>
      (await listTestimonialRequests({ filters: read(query, TESTIMONIAL_REQUEST_LIST) })).rows.map((r) => r.title);
    expect(await titles("")).toEqual(["Beacon", "Harbor"]);
    expect(await titles("sort=oldest")).toEqual(["Harbor", "Beacon"]);
    expect(await titles("q=harb")).toEqual(["Harbor"]);
    expect(await titles("q=jordan")).toEqual(["Beacon", "Harbor"]);
    expect(await titles("q=nobody")).toEqual([]);
    expect((await listTestimonialRequests({ filters: read("q=harb", TESTIMONIAL_REQUEST_LIST) })).all).toBe(2);
  });
});
