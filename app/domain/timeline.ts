import { formatMoney, sumAmounts } from "./money";
import { monthLabel } from "./monthly-invoicing";

/**
 * The client timeline of one project (the portal overview): every event of the project in one list,
 * and the value chart (progress against money invoiced and paid). Pure: the rows come from
 * app/data/timeline.server.ts.
 */

/** The kinds of event, in the order of the filter. */
export const TIMELINE_KINDS = ["sprint", "approval", "ticket", "message", "file", "invoice", "payment"] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  sprint: "Sprint Changes",
  approval: "Approvals",
  ticket: "Tasks",
  message: "Messages",
  file: "Files",
  invoice: "Invoices",
  payment: "Payments",
};

/** `?kind=` as a kind, or null (every kind) when absent or unknown: a filter address never fails. */
export function parseTimelineKind(value: string | null | undefined): TimelineKind | null {
  return (TIMELINE_KINDS as readonly string[]).includes(value ?? "") ? (value as TimelineKind) : null;
}

/**
 * A place in the timeline, for its pages (keyset paging: the events older or newer than it): an event's
 * time in whole microseconds since 1970 (the database's own precision, which a Date would round), kind,
 * id and event, in the timeline's order (newest first, then kind, event and id; never two events
 * alike). Written 'micros.kind.id.event' in an address; the event (a sprint's status name) comes last
 * as it may hold any character but a control one.
 */
export type TimelinePlace = { micros: string; kind: TimelineKind; id: string; event: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const timelinePlaceText = (place: TimelinePlace) => `${place.micros}.${place.kind}.${place.id}.${place.event}`;

/** The place a `?timelineBefore=`/`?timelineAfter=` value names, or null for anything else (the newest page then). */
export function parseTimelinePlace(value: string | null | undefined): TimelinePlace | null {
  if (!value || value.length > 200) return null;
  const [micros = "", kind = "", id = ""] = value.split(".", 3);
  const event = value.slice(micros.length + kind.length + id.length + 3);
  if (!/^-?\d{1,17}$/.test(micros) || !parseTimelineKind(kind) || !UUID.test(id)) return null;
  if (!event || [...event].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  return { micros, kind: kind as TimelineKind, id: id.toLowerCase(), event };
}

/** One row of the timeline query: `event` says what happened, `title` and `detail` what it was about. */
export type TimelineRow = {
  id: string;
  kind: TimelineKind;
  event: string;
  title: string;
  detail: string | null;
  amount: string | null;
  currency: string | null;
  at: Date | string;
};

export type TimelineEvent = { id: string; kind: TimelineKind; sentence: string; note: string | null; at: string };

const MESSAGE_EVENTS: Record<string, string> = {
  feedback: "You sent feedback on sprint",
  question: "You asked a question on sprint",
  continue_next_sprint: "You asked the team to continue after sprint",
  // the threads: the client's own messages and the studio's (never which staff member wrote)
  thread_own: "You wrote on sprint",
  thread_studio: "The studio wrote on sprint",
  thread_own_task: "You wrote on task",
  thread_studio_task: "The studio wrote on task",
};

/** A row as a sentence for the client (never who on the staff did it: the portal names no staff). */
export function timelineSentence(row: TimelineRow): string {
  const money = row.amount && row.currency ? ` (${formatMoney(row.amount, row.currency)})` : "";
  switch (row.kind) {
    case "sprint":
      return `Sprint “${row.title}” moved to ${row.event}`;
    case "approval":
      return row.event === "approved"
        ? `You approved sprint “${row.title}”`
        : `You requested changes to sprint “${row.title}”`;
    case "ticket":
      return row.event === "completed"
        ? `Task “${row.title}” was completed`
        : `Task “${row.title}” was added${row.detail ? ` to sprint “${row.detail}”` : ""}`;
    case "message":
      return `${MESSAGE_EVENTS[row.event] ?? "You wrote on sprint"} “${row.title}”`;
    case "file":
      return row.event === "added"
        ? `File “${row.title}” was added to ${row.detail ?? "General"}`
        : `A new version of file “${row.title}” was uploaded`;
    case "invoice":
      return `Invoice ${row.title} was issued${money}`;
    case "payment":
      return `Payment received for invoice ${row.title}${money}`;
  }
}

export function toTimelineEvent(row: TimelineRow): TimelineEvent {
  return {
    id: `${row.kind}-${row.event}-${row.id}`,
    kind: row.kind,
    sentence: timelineSentence(row),
    // a message's text (the client's own, or the studio's reply in a thread) and a change request's note;
    // nothing else carries one
    note: row.kind === "message" || row.kind === "approval" ? row.detail || null : null,
    at: new Date(row.at).toISOString(),
  };
}

// ── the value chart ─────────────────────────────────────────────────────────

/** A task completed at `at` (its completion time, see the data module). */
/** Tasks completed at a time (`count` of them: the database sends one row per month). */
export type CompletionRow = { at: Date | string; count?: number };
/** A non-draft, non-cancelled invoice: issued at `issuedOn`, paid at `paidAt` (null when not paid). */
export type MoneyRow = { amount: string; currency: string; issuedOn: Date | string; paidAt: Date | string | null };

export type ValuePoint = {
  month: string;
  label: string;
  /** share of the project's tasks done by the end of the month, 0…100 */
  progress: number;
  done: number;
  invoiced: string;
  paid: string;
};

export type ValueSeries = {
  currency: string | null;
  /** currencies with invoices that the money lines leave out (never added together) */
  otherCurrencies: string[];
  totalTasks: number;
  points: ValuePoint[];
};

const monthOf = (value: Date | string) => new Date(value).toISOString().slice(0, 7);

/** `YYYY-MM` from `first` to `last`, both included, at most `max` months (the newest kept). */
export function monthsBetween(first: string, last: string, max = 36) {
  const months: string[] = [];
  let [y, m] = first.split("-").map(Number) as [number, number];
  const [ly, lm] = last.split("-").map(Number) as [number, number];
  while (y < ly || (y === ly && m <= lm)) {
    months.push(`${y}-${String(m).padStart(2, "0")}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months.slice(-max);
}

/**
 * Per month from the project's start to `today`: the share of tasks done (cumulative, out of the tasks
 * the project has now) against the money invoiced and paid (cumulative), in the main currency (the most
 * invoiced; the others are named, never converted or added).
 */
export function valueSeries({
  start,
  today,
  totalTasks,
  completions,
  invoices,
}: {
  start: Date | string;
  today: Date;
  totalTasks: number;
  completions: readonly CompletionRow[];
  invoices: readonly MoneyRow[];
}): ValueSeries {
  const byCurrency = new Map<string, string[]>();
  for (const i of invoices) byCurrency.set(i.currency, [...(byCurrency.get(i.currency) ?? []), i.amount]);
  const ranked = [...byCurrency]
    .map(([currency, amounts]) => ({ currency, total: Number(sumAmounts(amounts)) }))
    .sort((a, b) => b.total - a.total || a.currency.localeCompare(b.currency));
  const currency = ranked[0]?.currency ?? null;
  const own = invoices.filter((i) => i.currency === currency);

  const dates = [start, ...completions.map((c) => c.at), ...own.map((i) => i.issuedOn)].map(monthOf).sort();
  const now = monthOf(today);
  const months = monthsBetween(dates[0] && dates[0] < now ? dates[0] : now, now);
  const points = months.map((month) => {
    const upTo = (value: Date | string | null) => value !== null && monthOf(value) <= month;
    const done = completions.filter((c) => upTo(c.at)).reduce((n, c) => n + Number(c.count ?? 1), 0);
    return {
      month,
      label: monthLabel(month),
      progress: totalTasks ? Math.min(100, Math.round((done / totalTasks) * 100)) : 0,
      done,
      invoiced: sumAmounts(own.filter((i) => upTo(i.issuedOn)).map((i) => i.amount)),
      paid: sumAmounts(own.filter((i) => upTo(i.paidAt)).map((i) => i.amount)),
    };
  });
  return { currency, otherCurrencies: ranked.slice(1).map((r) => r.currency), totalTasks, points };
}
