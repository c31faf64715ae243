import { CircleCheck, ListTodo, Play } from "lucide-react";
import { RecordList } from "~/components/dashboard/record-list";
import { ActionButton, RowActions } from "~/components/dashboard/row-actions";
import { ticketAction } from "~/domain/sprint-order";
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
  return (
    <RecordList
      rows={tickets}
      label={label}
      layout="inset-rows"
      empty={{ icon: <ListTodo />, title: "No tickets in this sprint yet.", look: "note" }}
      sortable={{
        intent: "sprint-ticket.reorder",
        fields: { sprintId: tickets[0]?.sprintId ?? "" },
        name: (ticket) => ticket.title,
      }}
      itemProps={() => ({ className: "p-3.5 sm:items-center" })}
      item={(ticket, sortable) => {
        const next = ticketAction(ticket.status);
        return (
          <>
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
              <RowActions
                name={ticket.title}
                onEdit={() => onEdit(ticket)}
                remove={deleteOf("sprint-ticket", ticket.id)}
              />
              {sortable?.handle}
            </div>
          </>
        );
      }}
    />
  );
}
