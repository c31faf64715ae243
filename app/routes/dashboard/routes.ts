import { index, layout, prefix, type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The staff dashboard: admin and author; Users for admins only. */
export const dashboardRoutes: RouteConfigEntry[] = [
  layout("routes/dashboard/_layout.tsx", [
    ...prefix("dashboard", [
      index("routes/dashboard/index.tsx"),
      route("search", "routes/dashboard/search.tsx"),
      // part 1: content screens and users
      route("blogs", "routes/dashboard/blogs.tsx"),
      route("blogs/:id", "routes/dashboard/blog-history.tsx"),
      route("services", "routes/dashboard/services.tsx"),
      route("team", "routes/dashboard/team.tsx"),
      route("projects", "routes/dashboard/projects.tsx"),
      route("users", "routes/dashboard/users.tsx"),
      route("faqs", "routes/dashboard/faqs.tsx"),
      route("testimonials", "routes/dashboard/testimonials.tsx"),
      route("inquiries", "routes/dashboard/inquiries.tsx"),
      route("subscribers.csv", "routes/dashboard/subscribers-csv.ts"),
      route("inquiries.csv", "routes/dashboard/inquiries-csv.ts"),
      route("uploads", "routes/dashboard/uploads.ts"),
      // part 2: client work
      // a project's manage view inside the list, each tab its own route (app/domain/manage-links.ts)
      route("client-projects", "routes/dashboard/client-projects.tsx", [
        route(":projectId", "routes/dashboard/manage/manage.tsx", [
          index("routes/dashboard/manage/sprints.tsx"),
          route("tickets", "routes/dashboard/manage/tickets.tsx"),
          route("invoices", "routes/dashboard/manage/invoices.tsx"),
          route("files", "routes/dashboard/manage/files.tsx"),
          route("messages", "routes/dashboard/manage/messages.tsx"),
        ]),
      ]),
      route("sprints", "routes/dashboard/sprints.tsx"),
      route("tickets", "routes/dashboard/tickets.tsx"),
      route("tickets.csv", "routes/dashboard/tickets-csv.ts"),
      route("invoices", "routes/dashboard/invoices.tsx"),
      route("invoices.csv", "routes/dashboard/invoices-csv.ts"),
      route("invoices/sprint-choices", "routes/dashboard/invoice-sprint-choices.ts"),
      route("testimonial-requests", "routes/dashboard/testimonial-requests.tsx"),
      route("digest", "routes/dashboard/digest.tsx"),
      // operations
      route("outbox", "routes/dashboard/outbox.tsx"),
      route("audit", "routes/dashboard/audit.tsx"),
      route("audit.csv", "routes/dashboard/audit-csv.ts"),
    ]),
  ]),
];
