import { Plus } from "lucide-react";
import { OpenRecordDialog, useOpenRecord } from "~/components/dashboard/open-record";
import { Button } from "~/components/ui/button";
import { DialogContent } from "~/components/ui/dialog";
import { SprintTicketList } from "./sprint-ticket-list";
import { SprintTicketFormDialog, type SprintTicketValue } from "./ticket-forms";

/** 'Manage Sprint': the sprint's ticket list, in a dialog, with its own dialog to add or edit a ticket. */
export function ManageSprintDialog({
  sprint,
  sprints,
}: {
  sprint: {
    id: string;
    title: string;
    sprintOrder: number;
    ticketCount: number;
    ticketsDone: number;
    tickets: SprintTicketValue[];
  };
  sprints: { id: string; title: string; sprintOrder: number }[];
}) {
  const ticketDialog = useOpenRecord<SprintTicketValue>();
  return (
    <DialogContent
      title={`Sprint ${sprint.sprintOrder}: ${sprint.title}`}
      description={`${sprint.ticketsDone} of ${sprint.ticketCount} tickets done. Completing a ticket notifies the client.`}
      className="max-w-2xl wrap-anywhere"
    >
      <div className="grid grid-cols-1 gap-4">
        <div className="flex justify-end">
          <Button type="button" size="sm" onClick={() => ticketDialog.open(null)}>
            <Plus aria-hidden="true" />
            Add Ticket
          </Button>
        </div>
        <SprintTicketList tickets={sprint.tickets} onEdit={(t) => ticketDialog.open(t)} />
      </div>
      <OpenRecordDialog record={ticketDialog}>
        {(ticket) => (
          <SprintTicketFormDialog ticket={ticket} sprint={sprint} sprints={sprints} onDone={ticketDialog.close} />
        )}
      </OpenRecordDialog>
    </DialogContent>
  );
}
