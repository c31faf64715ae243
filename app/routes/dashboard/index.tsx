import {
  ArrowRight,
  ArrowUpRight,
  CalendarRange,
  ExternalLink,
  FolderKanban,
  History,
  PenSquare,
  Plus,
  UserPlus,
} from "lucide-react";
import { Link } from "react-router";
import { ChartFigure, InvoicingChart, OpenTicketsChart, SprintProgressChart } from "~/components/dashboard/charts";
import { type AttentionGroupView, NeedsAttention } from "~/components/dashboard/needs-attention";
import { PageHeader } from "~/components/dashboard/page-header";
import { ScreenError } from "~/components/error-page";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { listRecentActivity } from "~/data/activity.server";
import {
  type NeedsAttention as Attention,
  getDashboardCounts,
  getInvoicingByMonth,
  getNeedsAttention,
  getOverviewCharts,
} from "~/data/dashboard-stats.server";
import { markNoReplyNeeded } from "~/data/no-reply.server";
import { ATTENTION_GROUPS, attentionGroupsFor, invoiceHref, sprintHref } from "~/domain/attention";
import { daysUntil, toIsoDate } from "~/domain/dates";
import { formatDate } from "~/domain/format";
import { formatMoney } from "~/domain/money";
import { relativeTime } from "~/domain/relative-time";
import { NoReplySchema } from "~/domain/schemas/client-work";
import { threadHref, threadSubjectLabel } from "~/domain/threads";
import { RECORD_TYPES, recordHref } from "~/records";
import { ok } from "~/web/action-result.server";
import { requireStaff } from "~/web/guards.server";
import { dispatchIntent, intent } from "~/web/intents.server";
import type { Route } from "./+types/index";

/** "No Reply Needed" on an unanswered client message of "Needs attention" (staff only; the overview comes back). */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  return dispatchIntent(request, viewer, {
    "conversation.no-reply": intent(
      { schema: NoReplySchema, failMessage: "Failed to mark the message", toast: "screen" },
      async (input, { viewer: actor }) => {
        await markNoReplyNeeded({ actor, ...input });
        return ok("Marked as needing no reply");
      },
    ),
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  const now = new Date();
  const today = toIsoDate(now);
  const [counts, activity, attention, invoicing, { openTickets, sprintProgress }] = await Promise.all([
    getDashboardCounts(),
    listRecentActivity({ limit: 8 }),
    // only the groups whose screen this viewer may open (the access model)
    getNeedsAttention({ groups: attentionGroupsFor(viewer.role), today }),
    getInvoicingByMonth({ today: now }),
    getOverviewCharts({ limit: 8 }),
  ]);
  return {
    fullName: viewer.fullName,
    email: viewer.email,
    counts,
    // formatted here so the server and the browser render the same words
    attention: attentionView(attention, now),
    invoicing,
    openTickets,
    sprintProgress,
    activity: activity.map((a) => ({ ...a, when: relativeTime(a.createdAt, now) })),
  };
}

const clip = (text: string, max = 140) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const moneyTotals = (totals: { currency: string; count: number; amount: string }[]) =>
  totals.map((t) => `${formatMoney(t.amount, t.currency)} (${plural(t.count, "invoice")})`).join(" · ");

/** The groups of "Needs attention" in the words of the screen, in the order of ATTENTION_GROUPS. */
function attentionView(a: Attention, now: Date): AttentionGroupView[] {
  const views: Record<keyof Attention, () => Omit<AttentionGroupView, "key" | "title" | "href"> | null> = {
    overdueInvoices: () =>
      a.overdueInvoices && {
        total: a.overdueInvoices.total,
        tone: "danger",
        summary: moneyTotals(a.overdueInvoices.totals),
        items: a.overdueInvoices.items.map((i) => {
          const late = i.dueDate ? -daysUntil(i.dueDate, now) : 0;
          return {
            id: i.id,
            href: invoiceHref(i),
            title: `${i.invoiceNumber} · ${i.invoiceName}`,
            detail: i.projectTitle,
            meta: `${formatMoney(i.amount, i.currency)} · ${late > 0 ? `${plural(late, "day")} overdue` : "marked Overdue"}`,
          };
        }),
      },
    dueSoonInvoices: () =>
      a.dueSoonInvoices && {
        total: a.dueSoonInvoices.total,
        tone: "warning",
        summary: moneyTotals(a.dueSoonInvoices.totals),
        items: a.dueSoonInvoices.items.map((i) => {
          const days = i.dueDate ? daysUntil(i.dueDate, now) : 0;
          return {
            id: i.id,
            href: invoiceHref(i),
            title: `${i.invoiceNumber} · ${i.invoiceName}`,
            detail: i.projectTitle,
            meta: `${formatMoney(i.amount, i.currency)} · ${days === 0 ? "due today" : `due in ${plural(days, "day")}`} (${formatDate(i.dueDate)})`,
          };
        }),
      },
    unissuedInvoices: () =>
      a.unissuedInvoices && {
        total: a.unissuedInvoices.total,
        tone: "warning",
        summary: null,
        items: a.unissuedInvoices.items.map((i) => ({
          id: i.id,
          href: invoiceHref(i),
          title: `${i.invoiceNumber} · ${i.invoiceName}`,
          detail: i.projectTitle,
          meta: `${formatMoney(i.amount, i.currency)} · Draft, its sprint is completed`,
        })),
      },
    sprintsAwaitingClient: () =>
      a.sprintsAwaitingClient && {
        total: a.sprintsAwaitingClient.total,
        tone: "warning",
        summary: null,
        items: a.sprintsAwaitingClient.items.map((s) => ({
          id: s.id,
          href: sprintHref(s),
          title: `Sprint ${s.sprintOrder}: ${s.title}`,
          detail: s.projectTitle,
          meta: `${s.status === "In Review" ? "In Review, awaiting sign-off" : "Feedback requested"} · since ${relativeTime(s.since, now)}`,
        })),
      },
    clientMessages: () =>
      a.clientMessages && {
        total: a.clientMessages.total,
        tone: "warning",
        summary: null,
        items: a.clientMessages.items.map((m): AttentionGroupView["items"][number] =>
          m.source === "thread"
            ? {
                id: m.messageId,
                href: threadHref({ ...m, kind: m.subjectKind, id: m.subjectId }, "staff", m.messageId),
                title: `${m.clientName ?? m.clientEmail} on ${threadSubjectLabel({ ...m, kind: m.subjectKind })}`,
                detail: clip(m.body),
                meta: `Message · ${m.projectTitle} · ${relativeTime(m.at, now)}`,
                dismiss: {
                  intent: "conversation.no-reply",
                  fields: {
                    source: "thread",
                    subjectKind: m.subjectKind,
                    subjectId: m.subjectId,
                    messageId: m.messageId!,
                  },
                },
              }
            : {
                id: m.sprintId,
                href: sprintHref(m),
                title: `${m.clientName ?? m.clientEmail} on ${m.sprintTitle}`,
                detail: m.body ? clip(m.body) : null,
                meta: `${m.kind === "question" ? "Question" : "Feedback"} · ${m.projectTitle} · ${relativeTime(m.at, now)}`,
                dismiss: { intent: "conversation.no-reply", fields: { source: "sprint", sprintId: m.sprintId } },
              },
        ),
      },
    inquiries: () =>
      a.inquiries && {
        total: a.inquiries.total,
        tone: "warning",
        summary: null,
        items: a.inquiries.items.map((i) => ({
          id: i.id,
          href: "/dashboard/inquiries",
          title: i.company ? `${i.name} (${i.company})` : i.name,
          detail: i.service,
          meta: relativeTime(i.at, now),
        })),
      },
    testimonials: () =>
      a.testimonials && {
        total: a.testimonials.total,
        tone: "warning",
        summary: null,
        items: a.testimonials.items.map((t) => ({
          id: t.id,
          href: "/dashboard/testimonials",
          title: t.clientName,
          detail: t.clientCompany,
          meta: `Sent ${relativeTime(t.at, now)}`,
        })),
      },
    failedMail: () =>
      a.failedMail && {
        total: a.failedMail.total,
        tone: "danger",
        summary: null,
        items: a.failedMail.items.map((m) => ({
          id: m.id,
          href: "/dashboard/outbox",
          title: m.subject,
          detail: `To ${m.to}`,
          meta: m.lastError ? clip(m.lastError, 100) : relativeTime(m.at, now),
        })),
      },
  };
  return ATTENTION_GROUPS.flatMap((g) => {
    const view = views[g.key]();
    return view ? [{ key: g.key, title: g.title, href: g.href, ...view }] : [];
  });
}

const CLIENT_WORK_TILES = [
  { key: "clientProjects", label: "Client Projects", to: "/dashboard/client-projects", icon: FolderKanban },
  { key: "sprints", label: "Sprints", to: "/dashboard/sprints", icon: CalendarRange },
];

/** A tile per record type (app/records), in their order, with client work's two after the portfolio's. */
const TILES = RECORD_TYPES.flatMap((type) => {
  const tile = { key: type.path, label: type.countLabel, to: recordHref(type), icon: type.icon };
  return type.path === "projects" ? [tile, ...CLIENT_WORK_TILES] : [tile];
});

const QUICK_ACTIONS = [
  {
    title: "Write a blog post",
    text: "Share what the team learned; it stays a draft until you publish it.",
    to: "/dashboard/blogs?new=1",
    icon: PenSquare,
  },
  {
    title: "Add a portfolio project",
    text: "Show finished work with its cover, links and technologies.",
    to: "/dashboard/projects?new=1",
    icon: Plus,
  },
  {
    title: "Manage client projects",
    text: "Sprints, tickets and invoices for the projects in progress.",
    to: "/dashboard/client-projects",
    icon: FolderKanban,
  },
  {
    title: "Add a team member",
    text: "Introduce a new face on the public Team page.",
    to: "/dashboard/team?new=1",
    icon: UserPlus,
  },
] as const;

export default function DashboardIndex({ loaderData }: Route.ComponentProps) {
  const { counts, activity, fullName, attention, invoicing, openTickets, sprintProgress } = loaderData;
  const firstName = fullName?.split(" ")[0];
  return (
    <div className="grid gap-10">
      <PageHeader
        eyebrow="Overview"
        title={firstName ? `Good to see you, ${firstName}` : "Dashboard"}
        description="Everything on the site and in client work, at a glance."
        actions={
          <Button asChild variant="secondary">
            <Link to="/" target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              View Live Site
            </Link>
          </Button>
        }
      />

      <NeedsAttention groups={attention} />

      <section aria-labelledby="charts-heading">
        <h2 id="charts-heading" className="font-display text-xl font-semibold">
          At a glance
        </h2>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {invoicing.length > 0 ? (
            <InvoicingChart series={invoicing} />
          ) : (
            <ChartFigure title="Invoiced vs paid" table={<p>No invoices.</p>}>
              <p className="text-sm text-ink-muted">No invoice is dated in the last 12 months.</p>
            </ChartFigure>
          )}
          <OpenTicketsChart rows={openTickets} />
          <SprintProgressChart rows={sprintProgress} />
        </div>
      </section>

      <section aria-labelledby="counts-heading">
        <h2 id="counts-heading" className="sr-only">
          Counts
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          {TILES.map((tile) => (
            <li key={tile.key}>
              <Link
                to={tile.to}
                className="group flex h-full flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card) transition-[box-shadow,transform,border-color] duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-(--shadow-lift) motion-reduce:hover:translate-y-0 md:p-5"
              >
                <span className="flex items-center justify-between">
                  <span className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                    <tile.icon className="size-4" aria-hidden="true" />
                  </span>
                  <ArrowUpRight
                    className="size-4 text-ink-subtle transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-brand-600"
                    aria-hidden="true"
                  />
                </span>
                <span>
                  <span className="block font-display text-3xl font-bold tracking-tight text-ink tabular-nums">
                    {counts[tile.key]}
                  </span>
                  <span className="text-sm font-medium text-ink-muted">{tile.label}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-8 2xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <section aria-labelledby="quick-heading">
          <h2 id="quick-heading" className="font-display text-xl font-semibold">
            Quick actions
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {QUICK_ACTIONS.map((action) => (
              <li key={action.title}>
                <Link
                  to={action.to}
                  className="group flex h-full items-start gap-4 rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card) transition-[box-shadow,border-color] duration-200 hover:border-brand-200 hover:shadow-(--shadow-lift)"
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
                    <action.icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="flex items-center gap-1.5 font-semibold text-ink">
                      {action.title}
                      <ArrowRight
                        className="size-4 text-brand-600 opacity-0 transition-[opacity,transform] group-hover:translate-x-0.5 group-hover:opacity-100"
                        aria-hidden="true"
                      />
                    </span>
                    <span className="mt-1 block text-sm text-ink-muted">{action.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="activity-heading">
          <h2 id="activity-heading" className="font-display text-xl font-semibold">
            Recent Activity
          </h2>
          <Card className="mt-4 p-2">
            {activity.length === 0 ? (
              <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
                <History className="size-8 text-brand-400" aria-hidden="true" />
                <p className="font-medium text-ink">Nothing has changed yet</p>
                <p className="text-sm text-ink-muted">Edits to posts, projects and client work will show up here.</p>
              </div>
            ) : (
              <ol className="divide-y divide-line">
                {activity.map((item) => (
                  <li key={item.id} className="flex gap-3 px-3 py-3">
                    <span
                      className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-500 ring-4 ring-brand-50"
                      aria-hidden="true"
                    />
                    <div className="min-w-0 text-sm">
                      <p className="text-ink [overflow-wrap:anywhere]">
                        <span className="font-semibold">{item.actorEmail ?? "Someone"}</span> {item.summary}
                      </p>
                      <p className="mt-0.5 text-xs text-ink-subtle">
                        <time dateTime={new Date(item.createdAt).toISOString()}>{item.when}</time>
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
