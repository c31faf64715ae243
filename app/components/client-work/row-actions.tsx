import { Pencil, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ActionButton } from "./action-button";

/** The pencil that opens a record's edit dialog; its accessible name is 'Edit {name}'. */
function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon-sm" aria-label={`Edit ${name}`} title="Edit" onClick={onClick}>
      <Pencil />
    </Button>
  );
}

/**
 * The bin that deletes a record ('Delete {name}'), asking `confirm` first when given; without it the
 * delete is a plain form that works before JavaScript loads.
 */
function DeleteButton({ intent, id, name, confirm }: { intent: string; id: string; name: string; confirm?: string }) {
  return (
    <ActionButton
      intent={intent}
      fields={{ id }}
      variant="ghost"
      size="icon-sm"
      label={`Delete ${name}`}
      className="hover:bg-danger-50 hover:text-danger-700"
      confirm={confirm ? { message: confirm } : undefined}
    >
      <Trash2 />
    </ActionButton>
  );
}

/** What is asked before a record of each kind is deleted; a sprint's ticket goes at once. */
const DELETE_QUESTIONS: Record<"project" | "sprint" | "invoice" | "project-ticket" | "sprint-ticket", string | null> = {
  project:
    "Are you sure you want to delete this client project? Its sprints, tickets, invoices and notifications are deleted too.",
  sprint: "Are you sure you want to delete this sprint? Its tickets are deleted too.",
  invoice: "Are you sure you want to delete this invoice?",
  "project-ticket": "Are you sure you want to delete this ticket?",
  "sprint-ticket": null,
};

/**
 * A record's edit and delete buttons, both named after it ('Edit {name}', 'Delete {name}'); the
 * delete posts `{kind}.delete` after the kind's question.
 */
export function EditDeleteButtons({
  kind,
  id,
  name,
  onEdit,
}: {
  kind: keyof typeof DELETE_QUESTIONS;
  id: string;
  name: string;
  onEdit: () => void;
}) {
  return (
    <>
      <EditButton name={name} onClick={onEdit} />
      <DeleteButton intent={`${kind}.delete`} id={id} name={name} confirm={DELETE_QUESTIONS[kind] ?? undefined} />
    </>
  );
}
