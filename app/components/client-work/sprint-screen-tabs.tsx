import { CalendarRange, FolderSearch, ListTodo, Plus } from "lucide-react";
import { Link } from "react-router";
import { LoadError } from "~/components/load-error";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/card";
import { Pager } from "~/components/ui/pager";
import type { SprintRow } from "~/data/sprints.server";
import type { PageInfo } from "~/domain/pagination";
import { sprintScreenAction } from "~/domain/sprint-order";
import { SprintStatusBadge } from "./badges";
import { SprintCardList } from "./sprint-actions";
import { SprintTicketList } from "./sprint-ticket-list";
import { type StaffOption, type TeamMember, TeamPanel } from "./team-panel";
import type { SprintTicketValue } from "./ticket-forms";

type Project = { id: string; title: string };

/**
 * The Sprints tab: the sprints of the chosen project, or of every project in groups, each card with
 * 'Start Sprint' or 'Mark Complete', edit and delete.
 */
export function SprintsTab({
  project,
  sprints,
  pageInfo,
  isUsualView = true,
  onNew,
  onEdit,
}: {
  project: Project | undefined;
  sprints: SprintRow[];
  pageInfo: PageInfo;
  /** neither narrowed nor reordered: the only view where sprints can be dragged into a new order */
  isUsualView?: boolean;
  onNew: () => void;
  onEdit: (sprint: SprintRow) => void;
}) {
  return (
    <SprintCardList
      sprints={sprints}
      className="grid grid-cols-1 gap-4"
      empty={
        isUsualView
          ? {
              icon: <CalendarRange />,
              title: "No sprints yet",
              children: (
                <>
                  {project
                    ? `Plan the first sprint of ${project.title}.`
                    : "Create a sprint to start planning the work."}
                  <div className="mt-5">
                    <Button type="button" onClick={onNew}>
                      <Plus aria-hidden="true" />
                      New Sprint
                    </Button>
                  </div>
                </>
              ),
            }
          : {
              icon: <CalendarRange />,
              title: "No sprints match these filters",
              children: "Change or clear the filters to see more.",
            }
      }
      pager={{ info: pageInfo, label: "Sprint pages" }}
      // sprints come sorted by project title, then order: one group per project (under another order a
      // project's sprints may come in several runs, each its own group)
      groups={{
        key: (sprint) => sprint.projectId,
        label: (run) => (project ? `Sprints of ${run[0]!.projectTitle}` : undefined),
        className: "grid grid-cols-1 gap-10",
        section: (run, index, list) => {
          const { projectId, projectTitle: title } = run[0]!;
          return (
            <section aria-labelledby={`group-${projectId}-${index}`} className="grid grid-cols-1 gap-4">
              {project ? (
                // the cards' headings come under one of the page's own (h1, then h2, then the cards' h3)
                <h2 id={`group-${projectId}-${index}`} className="sr-only">
                  Sprints of {title}
                </h2>
              ) : (
                <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line pb-2">
                  <h2 id={`group-${projectId}-${index}`} className="text-lg font-semibold">
                    {title}
                  </h2>
                  <Link to={`?project=${projectId}`} className="text-sm font-medium text-brand-700 hover:underline">
                    Show only this project<span className="sr-only"> ({title})</span>
                  </Link>
                </div>
              )}
              {list}
            </section>
          );
        },
      }}
      move={(sprint) => sprintScreenAction(sprint.status)}
      onEdit={onEdit}
      isSortable={Boolean(project) && isUsualView}
    />
  );
}

/** The Sprint Tickets tab: with a project chosen, each sprint of the page with its tickets. */
export function SprintTicketsTab({
  project,
  sprints,
  pageInfo,
  ticketsError,
  onOpenTicket,
}: {
  project: Project | undefined;
  sprints: SprintRow[];
  pageInfo: PageInfo;
  ticketsError: string | null;
  onOpenTicket: (ticket: SprintTicketValue | null, sprintId: string | null) => void;
}) {
  if (!project) return <SelectProjectPrompt what="sprint tickets" />;
  if (ticketsError) return <LoadError message={ticketsError} />;
  if (sprints.length === 0) {
    return (
      <EmptyState icon={<ListTodo />} title="No sprints yet">
        Tickets live in sprints: create a sprint for {project.title} first.
      </EmptyState>
    );
  }
  const ticketTotal = sprints.reduce((n, s) => n + s.ticketCount, 0);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">
          {ticketTotal} {ticketTotal === 1 ? "ticket" : "tickets"} across {sprints.length}{" "}
          {sprints.length === 1 ? "sprint" : "sprints"}
          {pageInfo.pageCount > 1 ? ` (page ${pageInfo.page} of ${pageInfo.pageCount})` : ""}
        </p>
        <Button type="button" variant="secondary" onClick={() => onOpenTicket(null, null)}>
          <Plus aria-hidden="true" />
          New Ticket
        </Button>
      </div>
      {sprints.map((sprint) => (
        <section key={sprint.id} aria-labelledby={`tickets-${sprint.id}`} className="grid grid-cols-1 gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`tickets-${sprint.id}`} className="text-base font-semibold">
                <span className="text-ink-muted">Sprint {sprint.sprintOrder}:</span> {sprint.title}
              </h2>
              <SprintStatusBadge status={sprint.status} />
            </div>
            <Button type="button" variant="ghost" size="sm" onClick={() => onOpenTicket(null, sprint.id)}>
              <Plus aria-hidden="true" />
              Add Ticket<span className="sr-only"> to {sprint.title}</span>
            </Button>
          </div>
          <SprintTicketList
            tickets={sprint.tickets}
            label={`Tickets of ${sprint.title}`}
            onEdit={(ticket) => onOpenTicket(ticket, ticket.sprintId)}
          />
        </section>
      ))}
      <Pager info={pageInfo} label="Sprint ticket pages" />
    </div>
  );
}

/** The Team Assignments tab: with a project chosen, its team and who may join it. */
export function TeamTab({
  project,
  team,
  staff,
  teamError,
}: {
  project: Project | undefined;
  team: TeamMember[];
  staff: StaffOption[];
  teamError: string | null;
}) {
  if (!project) return <SelectProjectPrompt what="team assignments" />;
  if (teamError) return <LoadError message={teamError} />;
  return <TeamPanel projectId={project.id} team={team} staff={staff} />;
}

function SelectProjectPrompt({ what }: { what: string }) {
  return (
    <EmptyState icon={<FolderSearch />} title="Choose a project">
      Please select a specific project to manage {what}.
    </EmptyState>
  );
}
