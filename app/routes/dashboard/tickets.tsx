import { ArrowRight, Download, ListChecks, UserRound } from "lucide-react";
import { Link } from "react-router";
import { PriorityBadge, TicketStatusBadge, TicketTypeBadge } from "~/components/client-work/badges";
import { ListFilterBar } from "~/components/dashboard/list-filter-bar";
import { PageHeader } from "~/components/dashboard/page-header";
import { RecordList } from "~/components/dashboard/record-list";
import { ScreenError } from "~/components/error-page";
import { LocalTime } from "~/components/local-time";
import { Button } from "~/components/ui/button";
import { listProjectOptions } from "~/data/client-projects.server";
import { listAllTickets, type TicketListRow } from "~/data/tickets.server";
import { isNarrowed, listQuery, parseListFilters } from "~/domain/list-filters";
import { TICKET_LIST } from "~/domain/list-specs";
import { parsePage } from "~/domain/pagination";
import { requireStaff } from "~/web/guards.server";
import type { Route } from "./+types/tickets";

export const meta: Route.MetaFunction = () => [{ title: "Tickets | Admin Portal" }];

/** Every ticket of every client project, of sprints and of projects, one page at a time (staff). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const projects = await listProjectOptions();
  // an unknown project reads as "every project", as on the other screens
  const project = projects.find((p) => p.id === params.get("project")) ?? null;
  const filters = parseListFilters(params, TICKET_LIST);
  const list = await listAllTickets({ projectId: project?.id, filters, page: parsePage(params.get("page")) });
  return {
    projects,
    projectId: project?.id ?? "",
    projectTitle: project?.title ?? null,
    tickets: list.rows,
    pageInfo: list.info,
    filters,
    query: listQuery(filters, { project: project?.id ?? "" }),
  };
}

/** Where a ticket is edited: its sprint on the sprints screen, or its project's manage panel. */
function ticketHref(ticket: TicketListRow) {
  return ticket.kind === "sprint"
    ? `/dashboard/sprints?project=${ticket.projectId}#sprint-${ticket.sprintId}-title`
    : `/dashboard/client-projects/${ticket.projectId}/tickets`;
}

export default function TicketsScreen({ loaderData }: Route.ComponentProps) {
  const { projects, projectId, projectTitle, tickets, pageInfo, filters, query } = loaderData;
  const narrowed = isNarrowed(filters, { projectId });
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8">
      <PageHeader
        eyebrow="Client work"
        title="Tickets"
        description="Every ticket of every client project, of sprints and of projects. Open one to change it where it lives."
      />
      <ListFilterBar
        id="tickets"
        label="Filter tickets"
        spec={TICKET_LIST}
        filters={filters}
        isNarrowed={narrowed}
        clearHref="/dashboard/tickets"
        projects={projects}
        projectId={projectId}
        dateLabel="Created"
        summary={
          <>
            {pageInfo.total.toLocaleString("en-US")} {pageInfo.total === 1 ? "ticket" : "tickets"}
            {projectTitle ? ` for ${projectTitle}` : ""}
          </>
        }
        actions={
          <Button asChild variant="secondary" size="sm">
            <a href={`/dashboard/tickets.csv${query ? `?${query}` : ""}`} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      <RecordList
        rows={tickets}
        label="Tickets"
        layout="rows"
        empty={{
          icon: <ListChecks />,
          title: narrowed ? "No tickets match these filters" : "No tickets yet",
          children: narrowed
            ? "Widen the dates or clear the filters."
            : "Tickets added to sprints and client projects show here.",
        }}
        pager={{ info: pageInfo, label: "Ticket pages" }}
        itemProps={() => ({ className: "grid gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-center" })}
        item={(ticket) => (
          <>
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere">{ticket.title}</p>
              <p className="mt-0.5 truncate text-sm text-ink-muted" title={ticket.project}>
                {ticket.project}
                {ticket.sprint ? ` · ${ticket.sprint}` : ""}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-1.5">
                <TicketStatusBadge status={ticket.status} />
                <TicketTypeBadge type={ticket.type} />
                {ticket.priority ? <PriorityBadge priority={ticket.priority} /> : null}
              </div>
              <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted">
                {ticket.kind === "project" ? (
                  <span className="inline-flex items-center gap-1">
                    <UserRound aria-hidden="true" className="size-3.5" />
                    {ticket.assignedTo ?? "Unassigned"}
                  </span>
                ) : null}
                <span>
                  Created <LocalTime value={ticket.createdAt} />
                </span>
              </p>
            </div>
            <Button asChild variant="ghost" size="sm" className="justify-self-start md:justify-self-end">
              <Link to={ticketHref(ticket)}>
                Open
                <span className="sr-only"> {ticket.title}</span>
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </>
        )}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to fetch tickets" />;
}
