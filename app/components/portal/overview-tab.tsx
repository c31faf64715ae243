import { CalendarClock, Layers, Mail, Receipt, UserRound } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { KeyedFetcherToast } from "~/components/form/toast";
import { Card } from "~/components/ui/card";
import { ProgressBar } from "~/components/ui/progress-bar";
import type { PortalProjectHead } from "~/data/portal.server";
import type { PortalOverview } from "~/data/portal-view.server";
import type { ProjectTimelineData } from "~/data/timeline.server";
import { formatDate, plural } from "~/domain/format";
import { ESTIMATE_NAME, progressName } from "~/domain/progress";
import type { ValueSeries } from "~/domain/timeline";
import { cn } from "~/lib/utils";
import { sprintHref } from "./links";
import { ProjectStatusBadge } from "./status-badges";
import { TestimonialCard } from "./testimonial-card";
import { ProjectTimeline } from "./timeline";
import { ValueChart } from "./value-chart";

const SPRINT_DOT: Record<string, string> = {
  Completed: "bg-success-600",
  "In Review": "bg-warning-600",
  "In Progress": "bg-brand-600",
  Planned: "bg-line-strong",
};

export function OverviewTab({
  view,
  projectParam,
  testimonialRequests,
  identity,
  timeline,
  valueSeries,
}: {
  view: PortalOverview & { project: PortalProjectHead };
  timeline: ProjectTimelineData | null;
  valueSeries: ValueSeries | null;
  projectParam: string | null;
  testimonialRequests: { projectId: string; projectTitle: string }[];
  identity: { clientName: string; clientCompany: string };
}) {
  const { progress, project, sprints, currentSprint } = view;
  // over every sprint of the project; `sprints` is the first page of them
  const completedSprints = view.sprintTotals.completed;
  const caption =
    progress.basis === "tickets"
      ? `${progress.done} of ${plural(progress.total, "task")} completed`
      : progress.basis === "sprints"
        ? `${progress.done} of ${plural(progress.total, "sprint")} completed`
        : "Work on this project has not started yet";

  // a card goes once its testimonial is saved; its answer's toast is then shown from here
  const cardsSeen = useRef(new Set<string>());
  for (const r of testimonialRequests) cardsSeen.current.add(r.projectId);
  const cardsGone = [...cardsSeen.current].filter((id) => !testimonialRequests.some((r) => r.projectId === id));

  return (
    <div className="grid gap-6">
      {cardsGone.map((id) => (
        <KeyedFetcherToast key={id} fetcherKey={`testimonial-${id}`} />
      ))}
      {testimonialRequests.length > 0 ? (
        <section aria-label="Testimonial requests" className="grid gap-6">
          {testimonialRequests.map((r) => (
            <TestimonialCard
              key={r.projectId}
              projectId={r.projectId}
              projectTitle={r.projectTitle}
              identity={identity}
            />
          ))}
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="flex flex-col p-6 sm:p-8 lg:col-span-2">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 className="text-h3 font-semibold">Project Progress</h2>
              <p className="mt-1 text-sm text-ink-muted">{caption}</p>
            </div>
            <p data-progress="work" className="shrink-0 text-right">
              <span className="block font-display text-5xl leading-none font-bold tracking-tight text-brand-700 tabular-nums">
                {progress.percent}
                <span className="text-2xl text-brand-400">%</span>
              </span>
              <span className="mt-1 block text-xs font-semibold text-ink-muted">{progressName(progress.basis)}</span>
            </p>
          </div>
          <ProgressBar value={progress.percent} label="Project progress" size="lg" className="mt-6" />
          <p data-progress="estimate" className="mt-3 text-sm text-ink-muted">
            {ESTIMATE_NAME}: <span className="font-semibold text-ink tabular-nums">{project.percentComplete}%</span>
          </p>
          {sprints.length > 0 ? (
            <ol aria-label="Sprints" className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {sprints.slice(0, 8).map((s) => (
                <li key={s.id}>
                  <Link
                    to={sprintHref(s.id)}
                    className="group flex h-full flex-col rounded-xl px-3 py-2.5 ring-1 ring-line ring-inset transition-colors hover:bg-surface-sunken"
                  >
                    <span className="flex items-center gap-1.5 text-xs font-semibold text-ink-subtle">
                      <span
                        aria-hidden="true"
                        className={cn("size-2 rounded-full", SPRINT_DOT[s.status] ?? "bg-line-strong")}
                      />
                      Sprint {s.sprintOrder}
                      <span className="sr-only">({s.status})</span>
                    </span>
                    <span className="mt-0.5 truncate text-sm font-medium text-ink group-hover:text-brand-700">
                      {s.title}
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          ) : null}
          <dl className="mt-6 grid gap-4 sm:grid-cols-3 lg:mt-auto lg:pt-6">
            <Stat icon={<Layers />} label="Sprints completed">
              {completedSprints} of {view.sprintTotals.total}
            </Stat>
            <Stat icon={<CalendarClock />} label="Current sprint">
              {currentSprint ? (
                <Link to={sprintHref(currentSprint.id)} className="hover:text-brand-700 hover:underline">
                  {currentSprint.title}
                </Link>
              ) : (
                "None right now"
              )}
            </Stat>
            <Stat icon={<Receipt />} label="Open invoices">
              {view.invoiceTotals.openCount > 0 ? view.invoiceTotals.outstanding : "All settled"}
            </Stat>
          </dl>
        </Card>

        <Card className="flex flex-col p-6 sm:p-8">
          <h2 className="text-h3 font-semibold">Project Status</h2>
          <div className="mt-4">
            <ProjectStatusBadge status={project.status} className="px-3 py-1 text-sm" />
          </div>
          <dl className="mt-6 grid gap-5">
            <div>
              <dt className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">Estimated Delivery</dt>
              <dd className="mt-1 font-display text-xl font-semibold text-ink">
                {formatDate(project.estimatedDelivery, "To be confirmed")}
              </dd>
              {view.deliveryInDays !== null && project.status !== "Completed" ? (
                <dd className="text-sm text-ink-muted">
                  {view.deliveryInDays > 0
                    ? `in ${plural(view.deliveryInDays, "day")}`
                    : view.deliveryInDays === 0
                      ? "today"
                      : `${plural(-view.deliveryInDays, "day")} ago`}
                </dd>
              ) : null}
            </div>
            {project.contactPersonName ? (
              <div>
                <dt className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">Your contact</dt>
                <dd className="mt-2 flex items-start gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
                  >
                    <UserRound className="size-4" />
                  </span>
                  <span className="min-w-0 text-sm">
                    <span className="block font-semibold text-ink">{project.contactPersonName}</span>
                    {project.contactPersonRole ? (
                      <span className="block text-ink-muted">{project.contactPersonRole}</span>
                    ) : null}
                    {project.contactPersonEmail ? (
                      <a
                        href={`mailto:${project.contactPersonEmail}`}
                        className="mt-0.5 inline-flex items-center gap-1 font-medium break-all text-brand-700 hover:underline"
                      >
                        <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                        {project.contactPersonEmail}
                      </a>
                    ) : null}
                  </span>
                </dd>
              </div>
            ) : null}
          </dl>
        </Card>
      </div>

      {valueSeries ? <ValueChart series={valueSeries} /> : null}

      {timeline ? (
        <Card className="p-6 sm:p-8">
          <ProjectTimeline
            events={timeline.events}
            page={timeline.page}
            kind={timeline.kind}
            projectParam={projectParam}
          />
        </Card>
      ) : null}
    </div>
  );
}

function Stat({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-surface-sunken/70 p-4 ring-1 ring-line ring-inset">
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
        <span aria-hidden="true" className="text-brand-600 [&_svg]:size-3.5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1.5 truncate text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}
