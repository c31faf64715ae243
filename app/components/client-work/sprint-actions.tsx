import { CircleCheck, Play, Send } from "lucide-react";
import type * as React from "react";
import {
  draggedLook,
  RecordList,
  type RecordListEmpty,
  type RecordListPager,
} from "~/components/dashboard/record-list";
import { ActionButton, RowActions } from "~/components/dashboard/row-actions";
import type { SprintMove } from "~/domain/sprint-order";
import { deleteOf } from "./delete-questions";
import { moveConfirm, SprintCard, type SprintCardValue } from "./sprint-card";

const MOVE_ICON: Record<SprintMove["to"], typeof Play> = {
  "In Progress": Play,
  "In Review": Send,
  Completed: CircleCheck,
};

/**
 * A sprint card's actions: its next status in the flow when there is one ('Start Sprint', 'Send for
 * Review', 'Mark Complete'; each asks first when it does more than it says), whatever the screen adds,
 * edit and delete.
 */
export function SprintActions({
  sprint,
  move,
  onEdit,
  children,
}: {
  sprint: { id: string; title: string; ticketCount: number; ticketsDone: number; draftInvoice?: string | null };
  move: SprintMove | null;
  onEdit: () => void;
  children?: React.ReactNode;
}) {
  const Icon = move ? MOVE_ICON[move.to] : null;
  return (
    <>
      {move && Icon ? (
        <ActionButton
          intent="sprint.status"
          fields={{ id: sprint.id, status: move.to }}
          variant="primary"
          label={`${move.label}: ${sprint.title}`}
          confirm={moveConfirm(sprint, move.to)}
        >
          <Icon aria-hidden="true" />
          {move.label}
        </ActionButton>
      ) : null}
      {children}
      <RowActions name={sprint.title} onEdit={onEdit} remove={deleteOf("sprint", sprint.id)} />
    </>
  );
}

/**
 * Sprint cards in order (a RecordList), each with its actions: `move` picks its status move, `extra` adds
 * a screen's own button. `isSortable` (the sprints of one project) adds the drag handle that reorders them.
 */
export function SprintCardList<T extends SprintCardValue>({
  sprints,
  label,
  className,
  empty,
  pager,
  groups,
  move,
  onEdit,
  extra,
  isSortable = false,
}: {
  sprints: T[];
  label?: string;
  className: string;
  empty: RecordListEmpty;
  pager?: RecordListPager;
  /** the sprints in groups (by project on the Sprints screen) */
  groups?: React.ComponentProps<typeof RecordList<T>>["groups"];
  move: (sprint: T) => SprintMove | null;
  onEdit: (sprint: T) => void;
  extra?: (sprint: T) => React.ReactNode;
  isSortable?: boolean;
}) {
  const projectId = sprints[0]?.projectId;
  return (
    <RecordList
      rows={sprints}
      label={label}
      layout="stack"
      ordered
      className={className}
      empty={empty}
      pager={pager}
      groups={groups}
      sortable={
        isSortable && projectId
          ? { intent: "sprint.reorder", fields: { projectId }, name: (sprint) => sprint.title }
          : undefined
      }
      item={(sprint, sortable) => (
        <SprintCard
          sprint={sprint}
          className={draggedLook(sortable)}
          actions={
            <SprintActions sprint={sprint} move={move(sprint)} onEdit={() => onEdit(sprint)}>
              {extra?.(sprint)}
              {sortable?.handle}
            </SprintActions>
          }
        />
      )}
    />
  );
}
