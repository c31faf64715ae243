import { CircleCheck, ListTodo, Play } from "lucide-react";
import { ActionButton, RowActions } from "~/components/dashboard/row-actions";
import { type Sortable, SortableList } from "~/components/ui/sortable-list";
import { ticketAction } from "~/domain/sprint-order";
import { cn } from "~/lib/utils";
import { TicketStatusBadge, TicketTypeBadge } from "./badges";
import { deleteOf } from "./delete-questions";
import type { SprintTicketValue } from "./ticket-forms";

/**
 * A sprint's tickets by position: 'Start' (Not started → In progress), 'Complete' (→ Completed,
 * which notifies the client), edit, and delete without confirmation; each one's handle reorders them.
 */
export function SprintTicketList({
  tickets,
  onEdit,
  label,
}: {
  tickets: SprintTicketValue[];
  onEdit: (ticket: SprintTicketValue) => void;
  /** the list's accessible name ('Tickets of Discovery') */
  label?: string;
}) {
  if (tickets.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-line-strong px-4 py-5 text-sm text-ink-muted">
        <ListTodo aria-hidden="true" className="size-4 text-brand-500" />
        No tickets in this sprint yet.
      </p>
    );
  }
  const row = (ticket: SprintTicketValue, sortable: Sortable) => {
    const next = ticketAction(ticket.status);
    return (
      <li
        key={ticket.id}
        ref={sortable.ref}
        style={sortable.style}
        className={cn(
          "flex flex-col gap-3 bg-white p-3.5 first:rounded-t-xl last:rounded-b-xl sm:flex-row sm:items-center sm:gap-4",
          sortable.isDragging && "shadow-(--shadow-lift) ring-2 ring-brand-400",
        )}
      >
        <div className="min-w-0 flex-1 wrap-anywhere">
          <p
            className={
              ticket.status === "Completed"
                ? "font-medium text-ink-muted line-through decoration-ink-subtle/60"
                : "font-medium"
            }
          >
            {ticket.title}
          </p>
          {ticket.description ? (
            <p className="mt-0.5 line-clamp-2 text-sm text-ink-muted">{ticket.description}</p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-1.5">
            <TicketTypeBadge type={ticket.type} />
            <TicketStatusBadge status={ticket.status} />
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1.5">
          {next ? (
            <ActionButton
              intent="sprint-ticket.status"
              fields={{ id: ticket.id, status: next.to }}
              variant={next.label === "Complete" ? "primary" : "secondary"}
              label={`${next.label} ${ticket.title}`}
            >
              {next.label === "Start" ? <Play aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
              {next.label}
            </ActionButton>
          ) : null}
          <RowActions name={ticket.title} onEdit={() => onEdit(ticket)} remove={deleteOf("sprint-ticket", ticket.id)} />
          {sortable.handle}
        </div>
      </li>
    );
  };
  return (
    <ul className="divide-y divide-line rounded-xl bg-white ring-1 ring-line" aria-label={label}>
      <SortableList
        items={tickets}
        getId={(ticket) => ticket.id}
        getName={(ticket) => ticket.title}
        intent="sprint-ticket.reorder"
        fields={{ sprintId: tickets[0]!.sprintId }}
      >
        {row}
      </SortableList>
    </ul>
  );
}
