import { CircleCheck, Play } from "lucide-react";
import type * as React from "react";
import { ActionButton, RowActions } from "~/components/dashboard/row-actions";
import { type Sortable, SortableList } from "~/components/ui/sortable-list";
import { deleteOf } from "./delete-questions";
import { completeConfirm, SprintCard, type SprintCardValue } from "./sprint-card";

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
      <RowActions name={sprint.title} onEdit={onEdit} remove={deleteOf("sprint", sprint.id)} />
    </>
  );
}

/**
 * Sprint cards in order, each with its actions: `move` picks its status move, `extra` adds a screen's own
 * button. `isSortable` (the sprints of one project) adds the drag handle that reorders them.
 */
export function SprintCardList<T extends SprintCardValue>({
  sprints,
  label,
  className,
  move,
  onEdit,
  extra,
  isSortable = false,
}: {
  sprints: T[];
  label?: string;
  className: string;
  move: (sprint: T) => Move | null;
  onEdit: (sprint: T) => void;
  extra?: (sprint: T) => React.ReactNode;
  isSortable?: boolean;
}) {
  const card = (sprint: T, sortable?: Sortable) => (
    <li key={sprint.id} ref={sortable?.ref} style={sortable?.style}>
      <SprintCard
        sprint={sprint}
        className={sortable?.isDragging ? "shadow-(--shadow-lift) ring-2 ring-brand-400" : undefined}
        actions={
          <SprintActions sprint={sprint} move={move(sprint)} onEdit={() => onEdit(sprint)}>
            {extra?.(sprint)}
            {sortable?.handle}
          </SprintActions>
        }
      />
    </li>
  );
  const projectId = sprints[0]?.projectId;
  return (
    <ol className={className} aria-label={label}>
      {isSortable && projectId ? (
        <SortableList
          items={sprints}
          getId={(sprint) => sprint.id}
          getName={(sprint) => sprint.title}
          intent="sprint.reorder"
          fields={{ projectId }}
        >
          {card}
        </SortableList>
      ) : (
        sprints.map((sprint) => card(sprint))
      )}
    </ol>
  );
}
