import { count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import * as t from "~/db/schema";
import { addDays, toIsoDate } from "~/domain/dates";
import { createVerifiedUser } from "~/platform/auth.server";
import { log } from "~/platform/foundation/log.server";
import { seedDemoCollaboration } from "./collaboration.server";
import {
  demoBlogPosts,
  demoCategories,
  demoFaqs,
  demoPortfolio,
  demoServices,
  demoTeam,
  demoTestimonials,
} from "./content";

export const DEMO_PASSWORD = "Demo-pass-2026";

export const DEMO_ACCOUNTS = [
  { email: "admin@studio.example", role: "admin", fullName: "Maya Lindqvist", organizationName: "Lumen Studio" },
  { email: "author@studio.example", role: "author", fullName: "Theo Navarro", organizationName: "Lumen Studio" },
  { email: "client@acme.example", role: "client", fullName: "Jordan Blake", organizationName: "Acme Logistics" },
  { email: "client@globex.example", role: "client", fullName: "Priya Raman", organizationName: "Globex Health" },
] as const;

/** True when nothing has been written yet: the demo data goes only into an empty database. */
export async function isDatabaseEmpty() {
  const [users] = await db.select({ n: count() }).from(t.users);
  const [services] = await db.select({ n: count() }).from(t.services);
  return (users?.n ?? 0) === 0 && (services?.n ?? 0) === 0;
}

export async function seedDemo({ now = new Date() } = {}) {
  const today = toIsoDate(now);
  const day = (n: number) => addDays(today, n);
  const at = (daysAgo: number, hours = 10) =>
    new Date(Date.parse(`${day(-daysAgo)}T${String(hours).padStart(2, "0")}:00:00Z`));

  const users: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const user = await createVerifiedUser({ ...account, password: DEMO_PASSWORD });
    users[account.email] = user.id;
  }
  const adminId = users["admin@studio.example"]!;
  const authorId = users["author@studio.example"]!;
  const acmeId = users["client@acme.example"]!;
  const globexId = users["client@globex.example"]!;

  let acmeProjectId = "";
  const acmeSprints: Record<string, string> = {};
  const acmeTasks: Record<string, string> = {};
  await db.transaction(async (tx) => {
    await tx.update(t.profiles).set({ jobTitle: "Managing Director" }).where(eq(t.profiles.id, adminId));
    await tx.update(t.profiles).set({ jobTitle: "Content Lead" }).where(eq(t.profiles.id, authorId));

    // public content
    for (const [i, s] of demoServices.entries()) {
      await tx.insert(t.services).values({ ...s, createdAt: at(60 - i) });
    }
    const portfolioIds: string[] = [];
    for (const [i, p] of demoPortfolio.entries()) {
      const [row] = await tx
        .insert(t.projects)
        .values({ ...p, createdAt: at(90 - i * 7) })
        .returning({ id: t.projects.id });
      portfolioIds.push(row!.id);
    }
    for (const m of demoTeam) await tx.insert(t.teamMembers).values(m);
    const categoryIds: Record<string, string> = {};
    for (const c of demoCategories) {
      const [row] = await tx.insert(t.blogCategories).values(c).returning({ id: t.blogCategories.id });
      categoryIds[c.name] = row!.id;
    }
    for (const [i, post] of demoBlogPosts.entries()) {
      const { category, ...rest } = post;
      await tx.insert(t.blogs).values({
        ...rest,
        authorId: i % 2 === 0 ? authorId : adminId,
        categoryId: categoryIds[category] ?? null,
        createdAt: at(3 + i * 9),
      });
    }
    for (const f of demoFaqs) await tx.insert(t.faqs).values(f);
    for (const [i, testimonial] of demoTestimonials.entries()) {
      await tx.insert(t.testimonials).values({
        ...testimonial,
        portfolioProjectId: portfolioIds[i % portfolioIds.length],
        createdAt: at(20 + i * 11),
      });
    }

    // client work: Acme's platform in progress
    const [acmeMain] = await tx
      .insert(t.clientProjects)
      .values({
        clientId: acmeId,
        title: "Acme Fleet Operations Platform",
        description:
          "A web platform for dispatchers and drivers: live routes, delivery proofs and a customer tracking page.",
        status: "In Progress",
        percentComplete: 55,
        estimatedDelivery: day(45),
        contactPersonName: "Maya Lindqvist",
        contactPersonRole: "Project Lead",
        contactPersonEmail: "admin@studio.example",
        contactPersonPhone: "+46 8 555 0142",
        createdAt: at(70),
      })
      .returning({ id: t.clientProjects.id });
    const projectId = acmeMain!.id;
    acmeProjectId = projectId;

    const sprintRows = [
      {
        title: "Discovery & architecture",
        status: "Completed" as const,
        sprintOrder: 1,
        startDate: day(-56),
        endDate: day(-43),
        description: "Workshops with dispatch, the data model and the delivery plan.",
        deliverables: ["Service blueprint", "Architecture decision records", "Clickable prototype"],
        previewLink: "https://example.com/acme/prototype",
      },
      {
        title: "Dispatcher dashboard",
        status: "In Review" as const,
        sprintOrder: 2,
        startDate: day(-42),
        endDate: day(-15),
        description: "The live board dispatchers use to assign and re-route deliveries.",
        deliverables: ["Live route board", "Driver assignment", "Role-based access"],
        previewLink: "https://example.com/acme/dispatch",
        feedbackRequired: true,
      },
      {
        title: "Driver mobile app",
        status: "In Progress" as const,
        sprintOrder: 3,
        startDate: day(-14),
        endDate: day(7),
        description: "Offline-first app for drivers with proof of delivery photos and signatures.",
        deliverables: ["Offline route sync", "Proof of delivery", "Push notifications"],
      },
      {
        title: "Customer tracking page",
        status: "Planned" as const,
        sprintOrder: 4,
        startDate: day(8),
        endDate: day(28),
        description: "A public, branded tracking page with live ETA for Acme's customers.",
        deliverables: ["Tracking page", "ETA model", "E-mail and SMS updates"],
      },
    ];
    const sprintIds: string[] = [];
    for (const [i, s] of sprintRows.entries()) {
      const [row] = await tx
        .insert(t.projectSprints)
        .values({ projectId, ...s, createdAt: at(60 - i * 14), updatedAt: at(Math.max(1, 50 - i * 15)) })
        .returning({ id: t.projectSprints.id });
      sprintIds.push(row!.id);
      acmeSprints[s.title] = row!.id;
    }
    const tickets: [number, string, (typeof t.SPRINT_TICKET_TYPES)[number], (typeof t.TICKET_STATUSES)[number]][] = [
      [0, "Stakeholder interviews", "Fullstack", "Completed"],
      [0, "Data model and ERD", "Backend", "Completed"],
      [0, "Prototype in Figma", "Frontend", "Completed"],
      [1, "Live map with vehicle positions", "Frontend", "Completed"],
      [1, "Assignment API", "Backend", "Completed"],
      [1, "Permissions for dispatch leads", "Backend", "In progress"],
      [2, "Offline sync engine", "Backend", "In progress"],
      [2, "Photo proof of delivery", "Frontend", "Not started"],
      [2, "Signature capture", "Frontend", "Completed"],
      [3, "Tracking page design", "Frontend", "Not started"],
    ];
    for (const [i, [sprint, title, type, status]] of tickets.entries()) {
      const [row] = await tx
        .insert(t.sprintTickets)
        .values({
          sprintId: sprintIds[sprint]!,
          title,
          type,
          status,
          position: i,
          description: `${title} for the ${sprintRows[sprint]!.title.toLowerCase()} sprint.`,
          updatedAt: at(40 - i * 3),
        })
        .returning({ id: t.sprintTickets.id });
      acmeTasks[title] = row!.id;
    }
    await tx.insert(t.projectTickets).values([
      {
        projectId,
        sprintId: sprintIds[2],
        title: "Crash on Android 12 when camera permission is denied",
        type: "Bug",
        status: "In progress",
        priority: "High",
        assignedTo: "Theo Navarro",
        position: 0,
      },
      {
        projectId,
        title: "Export deliveries as CSV",
        type: "Feature",
        status: "Not started",
        priority: "Medium",
        assignedTo: "Maya Lindqvist",
        position: 1,
      },
    ]);

    // number, name, amount, invoice date, due date (or none), payment status
    const invoices: [string, string, string, string, string | null, (typeof t.INVOICE_STATUSES)[number]][] = [
      ["INV-2026-001", "Discovery sprint", "12500.00", day(-60), day(-30), "Paid"],
      ["INV-2026-002", "Dispatcher dashboard, milestone 1", "18400.50", day(-40), day(-10), "Pending"],
      ["INV-2026-003", "Dispatcher dashboard, milestone 2", "9800.00", day(-25), day(5), "Pending"],
      ["INV-2026-004", "Driver app, milestone 1", "14250.00", day(-16), day(12), "Pending"],
      ["INV-2026-005", "Driver app, milestone 2", "14250.00", day(-2), day(28), "Pending"],
      ["INV-2026-006", "Hosting and support, Q4", "1200.00", day(-1), null, "Pending"],
    ];
    for (const [i, [invoiceNumber, invoiceName, amount, invoiceDate, dueDate, paymentStatus]] of invoices.entries()) {
      await tx.insert(t.clientInvoices).values({
        projectId,
        clientId: acmeId,
        invoiceNumber,
        invoiceName,
        amount,
        currency: "USD",
        invoiceDate,
        dueDate,
        paymentStatus,
        createdAt: at(60 - i * 10),
      });
    }
    await tx.insert(t.projectNotifications).values([
      {
        projectId,
        clientId: acmeId,
        notificationType: "sprint_completed",
        title: "Sprint completed: Discovery & architecture",
        message: "The discovery sprint is complete. The prototype and architecture notes are ready for you.",
        read: true,
        createdAt: at(43),
      },
      {
        projectId,
        clientId: acmeId,
        notificationType: "feedback_requested",
        title: "Your feedback is needed",
        message: "The dispatcher dashboard is ready for review. Please share your feedback.",
        read: false,
        createdAt: at(14),
      },
      {
        projectId,
        clientId: acmeId,
        notificationType: "general",
        title: "Driver app sprint started",
        message: "We have started the driver mobile app sprint.",
        read: false,
        createdAt: at(13),
      },
    ]);
    await tx.insert(t.projectTeamAssignments).values([
      { projectId, userId: adminId, role: "Project Lead", isLead: true },
      { projectId, userId: authorId, role: "Developer" },
    ]);

    // Acme's completed project, still without a testimonial
    const [acmeDone] = await tx
      .insert(t.clientProjects)
      .values({
        clientId: acmeId,
        title: "Acme Customer Portal Redesign",
        description: "A redesign of Acme's customer portal with self-service returns.",
        status: "Completed",
        percentComplete: 100,
        estimatedDelivery: day(-20),
        contactPersonName: "Theo Navarro",
        contactPersonRole: "Delivery Manager",
        contactPersonEmail: "author@studio.example",
        createdAt: at(160),
      })
      .returning({ id: t.clientProjects.id });
    await tx.insert(t.projectSprints).values([
      {
        projectId: acmeDone!.id,
        title: "Research & design",
        status: "Completed",
        sprintOrder: 1,
        startDate: day(-150),
        endDate: day(-120),
        deliverables: ["Design system", "Usability report"],
      },
      {
        projectId: acmeDone!.id,
        title: "Build & launch",
        status: "Completed",
        sprintOrder: 2,
        startDate: day(-119),
        endDate: day(-22),
        deliverables: ["Portal release", "Returns flow"],
      },
    ]);

    // Globex's own project
    const [globex] = await tx
      .insert(t.clientProjects)
      .values({
        clientId: globexId,
        title: "Globex Patient Scheduling SaaS",
        description: "Multi-clinic appointment scheduling with reminders and waitlists.",
        status: "In Progress",
        percentComplete: 30,
        estimatedDelivery: day(90),
        contactPersonName: "Maya Lindqvist",
        contactPersonRole: "Project Lead",
        contactPersonEmail: "admin@studio.example",
        createdAt: at(30),
      })
      .returning({ id: t.clientProjects.id });
    const [gSprint] = await tx
      .insert(t.projectSprints)
      .values({
        projectId: globex!.id,
        title: "Clinic onboarding",
        status: "In Progress",
        sprintOrder: 1,
        startDate: day(-10),
        endDate: day(10),
        description: "Clinic set-up, staff invitations and opening hours.",
        deliverables: ["Clinic wizard"],
      })
      .returning({ id: t.projectSprints.id });
    await tx.insert(t.sprintTickets).values({
      sprintId: gSprint!.id,
      title: "Opening hours editor",
      type: "Frontend",
      status: "In progress",
      position: 0,
    });
    await tx.insert(t.clientInvoices).values({
      projectId: globex!.id,
      clientId: globexId,
      invoiceNumber: "GLX-001",
      invoiceName: "Kick-off",
      amount: "7500.00",
      currency: "EUR",
      invoiceDate: day(-9),
      dueDate: day(21),
    });
    await tx.insert(t.projectNotifications).values({
      projectId: globex!.id,
      clientId: globexId,
      title: "Welcome aboard",
      message: "Your Globex project space is ready.",
      read: false,
      createdAt: at(9),
    });

    await tx.insert(t.activityLog).values({
      actorId: adminId,
      actorEmail: "admin@studio.example",
      action: "seed",
      entity: "demo",
      summary: "Loaded the demo content",
    });
    await tx.insert(t.appMeta).values({ key: "demo_seeded_at", value: now.toISOString() }).onConflictDoNothing();
  });
  await seedDemoCollaboration({
    projectId: acmeProjectId,
    sprints: acmeSprints,
    tasks: acmeTasks,
    users: { admin: adminId, author: authorId, client: acmeId },
    at,
    now,
  });
  log.info("demo data seeded", { accounts: DEMO_ACCOUNTS.length });
}
