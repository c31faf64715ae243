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

/** A record's edit and delete buttons, both named after it ('Edit {name}', 'Delete {name}'). */
export function EditDeleteButtons({
  name,
  onEdit,
  deleteIntent,
  id,
  confirmDelete,
}: {
  name: string;
  onEdit: () => void;
  deleteIntent: string;
  id: string;
  /** the question asked before deleting; without it the delete is immediate */
  confirmDelete?: string;
}) {
  return (
    <>
      <EditButton name={name} onClick={onEdit} />
      <DeleteButton intent={deleteIntent} id={id} name={name} confirm={confirmDelete} />
    </>
  );
}
