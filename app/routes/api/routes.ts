import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** JSON endpoints, private files, and the allow-listed part of better-auth's HTTP API. */
export const apiRoutes: RouteConfigEntry[] = [
  route("api/auth/*", "routes/api/auth.$.ts"),
  route("files/invoices/:invoiceId", "routes/files/invoice.tsx"),
  route("files/projects/:versionId", "routes/files/project-file.tsx"),
  route("files/threads/:attachmentId", "routes/files/thread-attachment.tsx"),
  route("api/submit-feedback", "routes/api/submit-feedback.ts"),
  route("api/continue-next-sprint", "routes/api/continue-next-sprint.ts"),
];
