import { ListChecks, UserRound } from "lucide-react";
import { RecordList, type RecordListPager } from "~/components/dashboard/record-list";
import { RowActions } from "~/components/dashboard/row-actions";
import { PriorityBadge, TicketStatusBadge, TicketTypeBadge } from "./badges";
import { deleteOf } from "./delete-questions";
import type { ProjectTicketValue } from "./ticket-forms";

export type ProjectTicketItem = ProjectTicketValue & { sprintTitle: string | null };

/**
 * The project's tickets by position, with type, status, priority, assignee and optional sprint; each
 * one's handle reorders the page shown.
 */
export function ProjectTicketList({
  tickets,
  onEdit,
  pager,
}: {
  tickets: ProjectTicketItem[];
  onEdit: (ticket: ProjectTicketItem) => void;
  pager: RecordListPager;
}) {
  return (
    <RecordList
      rows={tickets}
      label="Project tickets"
      layout="inset-rows"
      empty={{
        icon: <ListChecks />,
        title: "No tickets yet",
        children: "Track bugs, features and design work for this project here.",
      }}
      pager={pager}
      sortable={{
        intent: "project-ticket.reorder",
        fields: { projectId: tickets[0]?.projectId ?? "" },
        name: (ticket) => ticket.title,
      }}
      itemProps={() => ({ className: "p-4 sm:items-start" })}
      item={(ticket, sortable) => (
        <>
          <div className="min-w-0 flex-1 wrap-anywhere">
            <p className="font-medium">{ticket.title}</p>
            {ticket.description ? (
              <p className="mt-0.5 line-clamp-2 text-sm text-ink-muted">{ticket.description}</p>
            ) : null}
            <div className="mt-2 flex flex-wrap items-center gap-1.5">
              <TicketTypeBadge type={ticket.type} />
              <TicketStatusBadge status={ticket.status} />
              <PriorityBadge priority={ticket.priority} />
            </div>
            <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted">
              <span className="inline-flex items-center gap-1">
                <UserRound aria-hidden="true" className="size-3.5" />
                {ticket.assignedTo ?? "Unassigned"}
              </span>
              <span>{ticket.sprintTitle ? `Sprint: ${ticket.sprintTitle}` : "No sprint"}</span>
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-1.5">
            <RowActions
              name={ticket.title}
              onEdit={() => onEdit(ticket)}
              remove={deleteOf("project-ticket", ticket.id)}
            />
            {sortable?.handle}
          </div>
        </>
      )}
    />
  );
}
