import { index, layout, prefix, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { RECORD_TYPES } from "../../records";

/** The staff dashboard: admin and author; Users for admins only. */
export const dashboardRoutes: RouteConfigEntry[] = [
  layout("routes/dashboard/_layout.tsx", [
    ...prefix("dashboard", [
      index("routes/dashboard/index.tsx"),
      route("search", "routes/dashboard/search.tsx"),
      // part 1: the record types' screens (app/records), a post's history, users
      ...RECORD_TYPES.map((type) => route(type.path, `routes/dashboard/${type.path}.tsx`)),
      route("blogs/:id", "routes/dashboard/blog-history.tsx"),
      route("users", "routes/dashboard/users.tsx"),
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
