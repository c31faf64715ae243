import { ListChecks, UserRound } from "lucide-react";
import { RowActions } from "~/components/dashboard/row-actions";
import { EmptyState } from "~/components/ui/card";
import { SortableList } from "~/components/ui/sortable-list";
import { cn } from "~/lib/utils";
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
}: {
  tickets: ProjectTicketItem[];
  onEdit: (ticket: ProjectTicketItem) => void;
}) {
  if (tickets.length === 0) {
    return (
      <EmptyState icon={<ListChecks />} title="No tickets yet">
        Track bugs, features and design work for this project here.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-line rounded-xl bg-white ring-1 ring-line" aria-label="Project tickets">
      <SortableList
        items={tickets}
        getId={(ticket) => ticket.id}
        getName={(ticket) => ticket.title}
        intent="project-ticket.reorder"
        fields={{ projectId: tickets[0]!.projectId }}
      >
        {(ticket, sortable) => (
          <li
            key={ticket.id}
            ref={sortable.ref}
            style={sortable.style}
            className={cn(
              "flex flex-col gap-3 bg-white p-4 first:rounded-t-xl last:rounded-b-xl sm:flex-row sm:items-start sm:gap-4",
              sortable.isDragging && "shadow-(--shadow-lift) ring-2 ring-brand-400",
            )}
          >
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
              {sortable.handle}
            </div>
          </li>
        )}
      </SortableList>
    </ul>
  );
}
