import { CalendarClock, CalendarRange, ChevronDown, Mail, Phone } from "lucide-react";
import type * as React from "react";
import { Link, useSearchParams } from "react-router";
import { RowActions } from "~/components/dashboard/row-actions";
import { Button } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progress-bar";
import type { ClientProjectRow } from "~/data/client-projects.server";
import { formatDate } from "~/domain/format";
import { manageHref } from "~/domain/manage-links";
import { ESTIMATE_NAME, progressName } from "~/domain/progress";
import { cn } from "~/lib/utils";
import { ProjectStatusBadge } from "./badges";
import { deleteOf } from "./delete-questions";

/**
 * One client project on the client projects screen: title, client, status, both progress figures,
 * delivery, sprints and contact, with Manage (which opens the manage view below, at
 * `/dashboard/client-projects/<id>`; Close goes back to the list), edit and delete.
 */
export function ClientProjectCard({
  project,
  panel,
  onEdit,
}: {
  project: ClientProjectRow;
  /** the manage view (its tab bar and the tab's route), when this project is the one managed */
  panel?: React.ReactNode;
  onEdit: () => void;
}) {
  const isManaging = panel !== undefined;
  const panelId = `manage-${project.id}`;
  const [searchParams] = useSearchParams();
  return (
    <article
      aria-labelledby={`project-${project.id}`}
      className={cn(
        "overflow-hidden rounded-(--radius-card) border bg-white shadow-(--shadow-card) transition-shadow",
        isManaging ? "border-brand-300 ring-1 ring-brand-200" : "border-line hover:shadow-(--shadow-lift)",
      )}
    >
      <div className="grid grid-cols-1 gap-5 p-5 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 wrap-anywhere">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`project-${project.id}`} className="text-h3 font-semibold">
                {project.title}
              </h2>
              <ProjectStatusBadge status={project.status} />
            </div>
            <p className="mt-1 text-sm text-ink-muted">
              <span className="font-medium text-ink">{project.clientName ?? project.clientEmail}</span>
              {project.clientOrganization ? ` · ${project.clientOrganization}` : ""}
            </p>
            {project.description ? (
              <p className="mt-3 max-w-3xl text-sm text-ink-muted">{project.description}</p>
            ) : null}
          </div>
          <div className="flex shrink-0 items-center gap-1.5">
            <Button asChild variant={isManaging ? "primary" : "secondary"} size="sm">
              <Link
                to={manageHref({ projectId: isManaging ? null : project.id, list: searchParams })}
                preventScrollReset
                aria-expanded={isManaging}
                aria-controls={isManaging ? panelId : undefined}
                aria-label={`${isManaging ? "Close" : "Manage"} ${project.title}`}
              >
                {isManaging ? "Close" : "Manage"}
                <ChevronDown aria-hidden="true" className={cn("transition-transform", isManaging && "rotate-180")} />
              </Link>
            </Button>
            <RowActions name={project.title} onEdit={onEdit} remove={deleteOf("project", project.id)} />
          </div>
        </div>

        <dl className="grid grid-cols-1 gap-4 rounded-xl bg-surface-sunken/60 p-4 ring-1 ring-line grid-cols-2 lg:grid-cols-[1.1fr_1fr_1fr_1.5fr]">
          <div className="col-span-2 lg:col-span-1">
            <dt className="text-xs font-medium text-ink-muted">Progress</dt>
            <dd className="mt-1.5 grid gap-2">
              <ProgressFigure
                kind="estimate"
                name={ESTIMATE_NAME}
                percent={project.percentComplete}
                of={project.title}
              />
              <ProgressFigure
                kind="work"
                name={progressName(project.workDone.basis)}
                percent={project.workDone.percent}
                of={project.title}
              />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-ink-muted">Estimated delivery</dt>
            <dd className="mt-1 flex items-center gap-1.5 text-sm font-semibold">
              <CalendarClock aria-hidden="true" className="size-4 text-ink-subtle" />
              {project.estimatedDelivery ? formatDate(project.estimatedDelivery) : "Not set"}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-ink-muted">Sprints</dt>
            <dd className="mt-1 flex items-center gap-1.5 text-sm font-semibold tabular-nums">
              <CalendarRange aria-hidden="true" className="size-4 text-ink-subtle" />
              {project.sprintCount === 0 ? "None yet" : `${project.sprintsDone} of ${project.sprintCount} completed`}
            </dd>
          </div>
          <div className="col-span-2 min-w-0 lg:col-span-1">
            <dt className="text-xs font-medium text-ink-muted">Contact</dt>
            <dd className="mt-1 text-sm">
              <p className="truncate font-semibold">
                {project.contactPersonName ?? "Not set"}
                {project.contactPersonRole ? (
                  <span className="font-normal text-ink-muted"> · {project.contactPersonRole}</span>
                ) : null}
              </p>
              <div className="mt-0.5 flex flex-wrap gap-x-3 text-xs">
                {project.contactPersonEmail ? (
                  <a
                    href={`mailto:${project.contactPersonEmail}`}
                    className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                  >
                    <Mail aria-hidden="true" className="size-3" />
                    {project.contactPersonEmail}
                  </a>
                ) : null}
                {project.contactPersonPhone ? (
                  <a
                    href={`tel:${project.contactPersonPhone.replace(/\s+/g, "")}`}
                    className="inline-flex items-center gap-1 text-ink-muted hover:text-ink"
                  >
                    <Phone aria-hidden="true" className="size-3" />
                    {project.contactPersonPhone}
                  </a>
                ) : null}
              </div>
            </dd>
          </div>
        </dl>
      </div>

      {isManaging ? (
        <div id={panelId} className="border-t border-brand-200 bg-brand-50/30 p-4 sm:p-6">
          {panel}
        </div>
      ) : null}
    </article>
  );
}

/** One progress figure: its name, its percentage and a bar named '{name} for {project}'. */
function ProgressFigure({
  kind,
  name,
  percent,
  of,
}: {
  kind: "estimate" | "work";
  name: string;
  percent: number;
  of: string;
}) {
  return (
    <div data-progress={kind} className="grid gap-1">
      <span className="flex items-baseline justify-between gap-2 text-xs text-ink-muted">
        {name}
        <span className="text-sm font-semibold text-ink tabular-nums">{percent}%</span>
      </span>
      <ProgressBar value={percent} label={`${name} for ${of}`} />
    </div>
  );
}
