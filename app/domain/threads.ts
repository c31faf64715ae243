import { z } from "~/domain/schemas/zod";
import { text } from "./schemas/form";

/**
 * Threads: a conversation between the client and the studio on a sprint or on one of its tasks.
 * Pure rules shared by the browser (the form kit) and the server. No I/O.
 */
export const THREAD_BODY_MAX = 5000;
export const THREAD_BODY_REQUIRED_MESSAGE = "Please write a message";
export const THREAD_BODY_TOO_LONG_MESSAGE = `Keep the message under ${THREAD_BODY_MAX.toLocaleString("en-US")} characters`;
export const THREAD_POST_FAILED_MESSAGE = "Failed to send message";
export const THREAD_POST_SUCCESS_MESSAGE = "Message sent";
export const THREAD_NOT_FOUND_MESSAGE = "Conversation not found";
export const THREAD_RATE_LIMIT_MESSAGE = "You have sent many messages in a short time. Please wait a few minutes.";

export type ThreadSubjectKind = "sprint" | "sprint_ticket";
export type ThreadSubject = { kind: ThreadSubjectKind; id: string };

/** The message form (portal sprint page and the dashboard's manage view); the file is read beside it. */
export const ThreadMessageSchema = z.object({
  subjectKind: z.enum(["sprint", "sprint_ticket"], { error: THREAD_NOT_FOUND_MESSAGE }),
  subjectId: text().trim().max(64),
  body: text({ error: THREAD_BODY_REQUIRED_MESSAGE })
    .trim()
    .min(1, THREAD_BODY_REQUIRED_MESSAGE)
    .max(THREAD_BODY_MAX, THREAD_BODY_TOO_LONG_MESSAGE),
});
export type ThreadMessageInput = z.infer<typeof ThreadMessageSchema>;

/** The element id of a message: a mailed link ends in `#message-<id>`. */
export const messageAnchor = (messageId: string) => `message-${messageId}`;

/** `?thread=sprint:<id>` / `?thread=sprint_ticket:<id>` in the dashboard's manage view. */
export const threadParam = (subject: ThreadSubject) => `${subject.kind}:${subject.id}`;
export function parseThreadParam(value: string | null | undefined): ThreadSubject | null {
  const match = /^(sprint|sprint_ticket):([0-9a-f-]{36})$/i.exec(value ?? "");
  return match ? { kind: match[1] as ThreadSubjectKind, id: match[2]!.toLowerCase() } : null;
}

/**
 * How people name a thread's subject: 'Sprint 2: Checkout' or 'Task "Payment form" (Sprint 2)'. The same
 * name in the mails, the audit log, the manage view's list, the overview and the weekly summary.
 */
export function threadSubjectLabel(s: {
  kind: ThreadSubjectKind;
  sprintOrder: number;
  sprintTitle: string;
  ticketTitle: string | null;
}) {
  return s.kind === "sprint"
    ? `Sprint ${s.sprintOrder}: ${s.sprintTitle}`
    : `Task "${s.ticketTitle ?? ""}" (Sprint ${s.sprintOrder})`;
}

/**
 * Where a reader lands from a mail or a link: the portal's sprint page or the dashboard's manage view, at
 * the message when one is named.
 */
export function threadHref(
  subject: { kind: ThreadSubjectKind; id: string; projectId: string; sprintId: string },
  side: "client" | "staff",
  messageId?: string,
) {
  const params = new URLSearchParams();
  let path: string;
  if (side === "client") {
    path = `/client-portal/sprint/${subject.sprintId}`;
    if (subject.kind === "sprint_ticket") params.set("ticket", subject.id);
  } else {
    path = `/dashboard/client-projects/${subject.projectId}/messages`;
    params.set("thread", threadParam(subject));
  }
  // `?message=` (not only `#message-…`) survives the sign-in round trip; the page turns it into the anchor
  if (messageId) params.set("message", messageId);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export type BodyPart = { kind: "text"; text: string } | { kind: "link"; href: string; text: string };

const URL_RE = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.test/a."). */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * A message as text and links: only http(s) addresses become links, everything else stays text (the
 * page renders parts as React text, so no HTML a client or staff member types is ever markup).
 */
export function linkifyBody(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_RE)) {
    let href = match[0];
    const trailing = TRAILING.exec(href)?.[0] ?? "";
    // a closing parenthesis that belongs to the address (wikipedia style) stays
    const keep = trailing.startsWith(")") && href.includes("(") ? 1 : 0;
    href = href.slice(0, href.length - trailing.length + keep);
    const start = match.index ?? 0;
    let valid = false;
    try {
      const url = new URL(href);
      valid = (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
    } catch {
      valid = false;
    }
    if (!valid) continue;
    if (start > last) parts.push({ kind: "text", text: body.slice(last, start) });
    parts.push({ kind: "link", href, text: href });
    last = start + href.length;
  }
  if (last < body.length) parts.push({ kind: "text", text: body.slice(last) });
  return parts;
}

/** The mail's subject line: one line, never longer than a mail client shows. */
export function threadMailSubject({
  authorName,
  subjectLabel,
  projectTitle,
}: {
  authorName: string;
  subjectLabel: string;
  projectTitle: string;
}) {
  return `New message from ${authorName}: ${subjectLabel} (${projectTitle})`.replace(/\s+/g, " ").trim().slice(0, 200);
}

/** How a file size reads beside its name. */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A page opened with `?message=<id>` (a mailed link, kept through sign-in) goes to the same page with
 * `#message-<id>` instead, so the browser lands on the message. Null when there is no such parameter.
 * The request may be the page's `.data` twin: the address is the page's own.
 */
export function messageLandingPath(requestUrl: string): string | null {
  const url = new URL(requestUrl);
  const messageId = url.searchParams.get("message");
  if (messageId === null) return null;
  url.searchParams.delete("message");
  url.searchParams.delete("_routes");
  const anchor = /^[0-9a-f-]{36}$/i.test(messageId) ? `#${messageAnchor(messageId)}` : "";
  return `${url.pathname.replace(/\.data$/, "")}${url.search}${anchor}`;
}
