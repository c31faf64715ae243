import { isDay } from "./list-filters";

/**
 * The kinds of record the activity log is written under (its `entity`): a fixed set in code, so the
 * audit log's Kind filter offers them without reading the log, and every write is checked against it
 * (the column is typed with it). A new kind of record is added here first.
 */
export const AUDIT_KINDS = [
  "account",
  "blog",
  "blog_category",
  "blog_preview",
  "client_project",
  "demo",
  "faq",
  "inquiry",
  "invoice",
  "mail",
  "project",
  "project_file",
  "project_ticket",
  "service",
  "settings",
  "share_link",
  "sprint",
  "sprint_ticket",
  "team_assignment",
  "team_member",
  "testimonial",
  "testimonial_request",
  "thread_message",
  "user",
] as const;

export type AuditKind = (typeof AUDIT_KINDS)[number];

export const isAuditKind = (value: string): value is AuditKind => (AUDIT_KINDS as readonly string[]).includes(value);

/**
 * The audit log's filters, read from the address: who did it (the start of an e-mail, any letter case),
 * which kind of record, and a date range (whole UTC days). Pure. Anything unusable reads as "no filter",
 * so a link never fails.
 */
export type AuditFilters = { who: string; kind: AuditKind | ""; from: string; to: string };

export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const text = (name: string, max: number) => (params.get(name) ?? "").trim().slice(0, max);
  const from = text("from", 10);
  const to = text("to", 10);
  const kind = text("kind", 60);
  return {
    who: text("who", 200).replaceAll("\u0000", ""),
    kind: isAuditKind(kind) ? kind : "",
    from: isDay(from) ? from : "",
    to: isDay(to) ? to : "",
  };
}

/** The filters as query parameters (for the CSV link and the pager), leaving out the empty ones. */
export function auditQuery(filters: AuditFilters) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params.toString();
}

/** Names of detail fields, as people say them. */
const DETAIL_LABELS: Record<string, string> = { targetEmail: "account", sessionIp: "session IP", count: "sessions" };

/** The changed fields of an activity row's details, as "field: from → to" lines for people. */
export function describeDetails(details: unknown): string[] {
  if (!details || typeof details !== "object" || Array.isArray(details)) return [];
  const { from, to, ...rest } = details as Record<string, unknown>;
  // a change of the record itself (a role, an address): "client → author"
  const own = from !== undefined || to !== undefined ? [`${String(from ?? "none")} → ${String(to ?? "none")}`] : [];
  return [
    ...own,
    ...Object.entries(rest).map(([name, value]) => {
      const key = DETAIL_LABELS[name] ?? name;
      if (value && typeof value === "object" && "from" in value && "to" in value) {
        const change = value as { from: unknown; to: unknown };
        return `${key}: ${String(change.from ?? "none")} → ${String(change.to ?? "none")}`;
      }
      return `${key}: ${typeof value === "object" && value !== null ? JSON.stringify(value) : String(value ?? "none")}`;
    }),
  ];
}
