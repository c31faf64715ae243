import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import type * as React from "react";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { type ActionResult, useActionToast } from "~/components/form/toast";
import { moveId } from "~/domain/reorder";
import { cn } from "~/lib/utils";

/** What an item of a sortable list is given to draw itself: put `ref` and `style` on its list item, `handle` where it fits. */
export type Sortable = {
  ref?: (element: HTMLElement | null) => void;
  style?: React.CSSProperties;
  /** the 'Reorder …' button; null before the page is hydrated (the edit form's order field is the way then) */
  handle: React.ReactNode;
  isDragging: boolean;
};

const STATIC: Sortable = { handle: null, isDragging: false };

const noSubscribe = () => () => {};
/** True once React runs in the browser (false while the server renders and while the page hydrates). */
function useHydrated() {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
/** The visitor asked for less motion: items then jump into place instead of sliding. */
function useReducedMotion() {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

/**
 * A list the staff reorder by dragging each item's handle with a pointer, or from the keyboard (focus
 * the handle, Space to pick up, arrow keys to move, Space to drop, Escape to cancel), with what happens
 * read out in plain words. After a drop the new order shows at once and is posted with a fetcher as
 * `intent` with the ids in their new order (repeated `ids` fields) and `fields`; a refusal puts the old
 * order back and shows its toast. The caller draws the list element and each item (`children`);
 * before the page is hydrated the items are drawn without handles, and the edit form's order number
 * is the way to reorder.
 */
export function SortableList<T>({
  items,
  getId,
  getName,
  intent,
  fields,
  layout = "list",
  children,
}: {
  items: readonly T[];
  getId: (item: T) => string;
  /** how an item is read out ('Reorder Ada Lovelace', 'Picked up Ada Lovelace') */
  getName: (item: T) => string;
  /** the action intent that writes the order ('reorder', 'sprint-ticket.reorder') */
  intent: string;
  /** what the action needs besides the ids (the group: `{ sprintId }`) */
  fields?: Record<string, string>;
  /** 'grid' for cards in rows and columns (arrow keys move across and down), 'list' for one column */
  layout?: "list" | "grid";
  children: (item: T, sortable: Sortable) => React.ReactNode;
}) {
  const isHydrated = useHydrated();
  const ordered = useOptimisticOrder(items, getId, intent, fields);
  if (!isHydrated) return <>{items.map((item) => children(item, STATIC))}</>;
  return (
    <SortableArea
      items={ordered.items}
      getId={getId}
      getName={getName}
      layout={layout}
      onMove={ordered.move}
      isBusy={ordered.isBusy}
    >
      {children}
    </SortableArea>
  );
}

/** The order shown: the loader's, or the one just dropped until the loader's catches up (or the post is refused). */
function useOptimisticOrder<T>(
  items: readonly T[],
  getId: (item: T) => string,
  intent: string,
  fields: Record<string, string> | undefined,
) {
  const fetcher = useFetcher<ActionResult>();
  const [dropped, setDropped] = useState<string[] | null>(null);
  const serverKey = items.map(getId).join(",");
  // the loader's answer (after the write, or any other change) replaces what was dropped
  useEffect(() => {
    if (serverKey) setDropped(null);
  }, [serverKey]);
  useActionToast(fetcher.data);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) setDropped(null);
  }, [fetcher.state, fetcher.data]);

  const shown = useMemo(() => {
    if (!dropped) return items;
    const byId = new Map(items.map((item) => [getId(item), item]));
    const next = dropped.map((id) => byId.get(id)).filter((item) => item !== undefined);
    return next.length === items.length ? next : items;
  }, [items, dropped, getId]);

  const move = (ids: string[]) => {
    setDropped(ids);
    const form = new FormData();
    form.set("intent", intent);
    for (const [name, value] of Object.entries(fields ?? {})) form.set(name, value);
    for (const id of ids) form.append("ids", id);
    fetcher.submit(form, { method: "post" });
  };
  return { items: shown, move, isBusy: fetcher.state !== "idle" };
}

function SortableArea<T>({
  items,
  getId,
  getName,
  layout,
  onMove,
  isBusy,
  children,
}: {
  items: readonly T[];
  getId: (item: T) => string;
  getName: (item: T) => string;
  layout: "list" | "grid";
  onMove: (ids: string[]) => void;
  isBusy: boolean;
  children: (item: T, sortable: Sortable) => React.ReactNode;
}) {
  const ids = items.map(getId);
  const sensors = useSensors(
    // a click on the handle is not a drag: it starts after the pointer moves 5 pixels
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: UniqueIdentifier) => {
    const item = items.find((i) => getId(i) === String(id));
    return item ? getName(item) : "The item";
  };
  const positionOf = (id: UniqueIdentifier | undefined) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  // the place last read out: a drag starts over its own item, which is no news after 'Picked up'
  const announced = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announced.current = active.id;
      return `Picked up ${nameOf(active.id)}, at ${positionOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === announced.current) return undefined;
      announced.current = over?.id ?? null;
      return over
        ? `${nameOf(active.id)} moved to ${positionOf(over.id)}.`
        : `${nameOf(active.id)} is outside the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at ${positionOf(over.id)}.` : `${nameOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Reordering cancelled: ${nameOf(active.id)} is back at ${positionOf(active.id)}.`,
  };
  const instructions: ScreenReaderInstructions = {
    draggable:
      "To reorder, press Space or Enter to pick the item up, the arrow keys to move it, Space or Enter again to drop it, or Escape to cancel.",
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(moveId(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // the instructions and the live region go to the body: a list may hold list items only
      accessibility={{ announcements, screenReaderInstructions: instructions, container: document.body }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={layout === "grid" ? rectSortingStrategy : verticalListSortingStrategy}>
        {items.map((item) => (
          <SortableItem key={getId(item)} id={getId(item)} name={getName(item)} isBusy={isBusy}>
            {(sortable) => children(item, sortable)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  name,
  isBusy,
  children,
}: {
  id: string;
  name: string;
  isBusy: boolean;
  children: (sortable: Sortable) => React.ReactNode;
}) {
  const isReduced = useReducedMotion();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const style: React.CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition: isReduced ? undefined : transition,
    position: "relative",
    zIndex: isDragging ? 10 : undefined,
  };
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${name}`}
      aria-busy={isBusy || undefined}
      title={`Reorder ${name}`}
      className={cn(
        "inline-flex size-8 shrink-0 touch-none items-center justify-center rounded-full text-ink-muted select-none hover:bg-surface-sunken hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 [&_svg]:size-4",
        isDragging ? "cursor-grabbing bg-brand-50 text-brand-700" : "cursor-grab",
      )}
    >
      <GripVertical aria-hidden="true" />
    </button>
  );
  return <>{children({ ref: setNodeRef, style, handle, isDragging })}</>;
}
