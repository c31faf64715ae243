import { beforeEach, describe, expect, it } from "vitest";
import {
  blogs,
  clientInvoices,
  contactInquiries,
  faqs,
  projectSprints,
  projects,
  projectTickets,
  services,
  sprintTickets,
  teamMembers,
  testimonials,
} from "~/db/schema";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { CLIENT, insertClientProjects, insertPeople } from "../../tests/setup/people";
import { searchDashboard } from "./search.server";

const db = useTestDatabase();
beforeEach(truncateAll);

async function seed() {
  await insertPeople();
  const [fleet] = await insertClientProjects({ title: "Fleet Platform" });
  const [sprint] = await db
    .insert(projectSprints)
    .values({ projectId: fleet!, title: "Route planner", sprintOrder: 1 })
    .returning({ id: projectSprints.id });
  await db
    .insert(sprintTickets)
    .values({ sprintId: sprint!.id, title: "Planner map view", description: "Leaflet tiles" });
  await db.insert(projectTickets).values({ projectId: fleet!, title: "Fix login bug" });
  await db.insert(clientInvoices).values({
    projectId: fleet!,
    clientId: CLIENT.id,
    invoiceNumber: "INV-2041",
    invoiceName: "Planner milestone",
    amount: "18400.50",
    invoiceDate: "2026-11-01",
    dueDate: "2026-11-15",
  });
  await db
    .insert(contactInquiries)
    .values({ name: "Dana Rivers", email: "dana@rivers.example", service: "Web", message: "A planner for our depots" });
  await db.insert(faqs).values({ question: "How do you plan sprints?", answer: "Two weeks each." });
  return { fleet: fleet! };
}

const titles = (groups: Awaited<ReturnType<typeof searchDashboard>>) =>
  Object.fromEntries(groups.map((g) => [g.kind, g.hits.map((h) => h.title)]));

describe("dashboard search", () => {
  it("finds every kind by word prefixes, grouped by kind, each with where it is handled", async () => {
    const { fleet } = await seed();
    const groups = await searchDashboard("plann", { isAdmin: false });
    expect(titles(groups)).toEqual({
      sprint: ["Route planner"],
      ticket: ["Planner map view"],
      invoice: ["INV-2041 · Planner milestone"],
      inquiry: ["Dana Rivers"],
    });
    const ticket = groups.find((g) => g.kind === "ticket")!.hits[0]!;
    expect(ticket.href).toBe(`/dashboard/sprints?tab=tickets&project=${fleet}`);
    expect(groups.find((g) => g.kind === "sprint")!.hits[0]!.detail).toBe("Fleet Platform · Planned");
    // all words must match, in any order
    // an invoice is found by its project's name too
    expect(titles(await searchDashboard("platform FLEET", { isAdmin: false }))).toEqual({
      "client project": ["Fleet Platform"],
      invoice: ["INV-2041 · Planner milestone"],
    });
    const projectTicket = (await searchDashboard("fix bug", { isAdmin: false })).find((g) => g.kind === "ticket")!;
    expect(projectTicket.hits.map((h) => h.title)).toEqual(["Fix login bug"]);
    // a project's ticket and the project itself: its manage view (the Tickets tab, the Sprints tab)
    expect(projectTicket.hits[0]!.href).toBe(`/dashboard/client-projects/${fleet}/tickets`);
    const project = (await searchDashboard("fleet platform", { isAdmin: false })).find(
      (g) => g.kind === "client project",
    )!;
    expect(project.hits[0]!.href).toBe(`/dashboard/client-projects/${fleet}`);
    expect(titles(await searchDashboard("2041", { isAdmin: false })).invoice).toEqual(["INV-2041 · Planner milestone"]);
  });

  it("words an invoice as the invoices screen does: money formatted, and Overdue once its due date has passed", async () => {
    await seed();
    const detail = async (now: string) =>
      (await searchDashboard("2041", { isAdmin: false, now: new Date(now) })).find((g) => g.kind === "invoice")!
        .hits[0]!.detail;
    // stored as Pending; the screens call it by the day
    expect(await detail("2026-11-20T12:00:00Z")).toBe("Fleet Platform · $18,400.50 · Overdue");
    expect(await detail("2026-11-10T12:00:00Z")).toBe("Fleet Platform · $18,400.50 · Due Soon");
    expect(await detail("2026-10-01T12:00:00Z")).toBe("Fleet Platform · $18,400.50 · Pending");
  });

  it("finds each record type (app/records) with its title, detail and screen, in the groups' order", async () => {
    await db.insert(blogs).values([
      { title: "Harbor notes", slug: "harbor-notes", excerpt: "What the harbor taught us", content: "<p>Long</p>" },
      { title: "Harbor again", slug: "harbor-again", content: "<p>Harbor   <b>content</b></p>" },
    ]);
    await db.insert(projects).values({ title: "Quay", description: "A site", clientName: "Harbor Board" });
    await db.insert(services).values({ title: "Harbor audits", description: "We look closely" });
    await db.insert(teamMembers).values({ name: "Harbor Smith", role: "Pilot", bio: "Sails" });
    await db.insert(faqs).values({ question: "Do you do harbors?", answer: "Yes." });
    await db.insert(testimonials).values([
      { clientName: "Ann", clientCompany: "Harbor Ltd", testimonialText: "Great harbor work" },
      { clientName: "Bo", testimonialText: "Harbor, again" },
    ]);
    const groups = await searchDashboard("harbor", { isAdmin: false });
    expect(groups.map((g) => g.kind)).toEqual(["post", "project", "service", "team member", "faq", "testimonial"]);
    const hit = (kind: string) => groups.find((g) => g.kind === kind)!.hits;
    expect(hit("post").map((h) => [h.title, h.detail, h.href])).toEqual(
      expect.arrayContaining([
        ["Harbor notes", "What the harbor taught us", "/dashboard/blogs"],
        // no excerpt: the start of the text, its tags and runs of space taken out
        ["Harbor again", " Harbor content ", "/dashboard/blogs"],
      ]),
    );
    expect(hit("project")).toEqual([
      expect.objectContaining({ title: "Quay", detail: "A site", href: "/dashboard/projects" }),
    ]);
    expect(hit("service")[0]).toMatchObject({
      title: "Harbor audits",
      detail: "We look closely",
      href: "/dashboard/services",
    });
    expect(hit("team member")[0]).toMatchObject({ title: "Harbor Smith", detail: "Pilot", href: "/dashboard/team" });
    expect(hit("faq")[0]).toMatchObject({ title: "Do you do harbors?", detail: "Yes.", href: "/dashboard/faqs" });
    expect(
      hit("testimonial")
        .map((h) => [h.title, h.href])
        .sort(),
    ).toEqual([
      ["Ann, Harbor Ltd", "/dashboard/testimonials"],
      ["Bo", "/dashboard/testimonials"],
    ]);
  });

  it("shows users to admins only", async () => {
    await seed();
    const asAdmin = titles(await searchDashboard("jordan", { isAdmin: true }));
    expect(Object.keys(asAdmin)).toContain("user");
    expect(Object.keys(titles(await searchDashboard("jordan", { isAdmin: false })))).not.toContain("user");
  });

  it("answers nothing for punctuation alone, and treats query syntax as text", async () => {
    await seed();
    expect(await searchDashboard("  !!! ", { isAdmin: true })).toEqual([]);
    expect(await searchDashboard("plan:* | ! & (", { isAdmin: true })).not.toEqual([]);
    expect(await searchDashboard("'; drop table faqs; --", { isAdmin: true })).toEqual([]);
  });
});
