import { CircleCheck, Play } from "lucide-react";
import type * as React from "react";
import { ActionButton } from "./action-button";
import { DeleteButton, EditButton } from "./row-actions";
import { completeConfirm } from "./sprint-card";

type Move = { label: string; to: string };

/**
 * A sprint card's actions: the one-click status move when there is one ('Start Sprint' or 'Mark
 * Complete', which asks first while tickets are open), whatever the screen adds, edit and delete.
 */
export function SprintActions({
  sprint,
  move,
  onEdit,
  children,
}: {
  sprint: { id: string; title: string; ticketCount: number; ticketsDone: number };
  move: Move | null;
  onEdit: () => void;
  children?: React.ReactNode;
}) {
  const completes = move?.to === "Completed";
  return (
    <>
      {move ? (
        <ActionButton
          intent="sprint.status"
          fields={{ id: sprint.id, status: move.to }}
          variant={completes ? "primary" : "secondary"}
          label={`${move.label}: ${sprint.title}`}
          confirm={completes ? completeConfirm(sprint) : undefined}
        >
          {completes ? <CircleCheck aria-hidden="true" /> : <Play aria-hidden="true" />}
          {move.label}
        </ActionButton>
      ) : null}
      {children}
      <EditButton name={sprint.title} onClick={onEdit} />
      <DeleteButton
        intent="sprint.delete"
        id={sprint.id}
        name={sprint.title}
        confirm="Are you sure you want to delete this sprint? Its tickets are deleted too."
      />
    </>
  );
}
