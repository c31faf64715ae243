import * as React from "react";
import { Card, EmptyState } from "~/components/ui/card";
import { Pager } from "~/components/ui/pager";
import { type Sortable, SortableList } from "~/components/ui/sortable-list";
import type { PageInfo } from "~/domain/pagination";
import { cn } from "~/lib/utils";

/**
 * How a record list is laid out:
 * - `grid`: cards in 1, 2 or 3 columns by the width they get (a container query, so the sidebar counts);
 *   each item is a card that lifts on hover (the content screens, Users)
 * - `rows`: one card, a row per record divided by lines (Invoices, Tickets)
 * - `inset-rows`: rows in a ringed panel, for a list inside a tab or dialog (a project's or a sprint's tickets)
 * - `stack`: one column of the records' own cards (client projects, sprints)
 */
export type RecordListLayout = "grid" | "rows" | "inset-rows" | "stack";

const LIST_LOOK: Record<RecordListLayout, string> = {
  grid: "grid gap-5 @xl:grid-cols-2 @4xl:grid-cols-3 @4xl:gap-6",
  rows: "divide-y divide-line overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card)",
  "inset-rows": "divide-y divide-line rounded-xl bg-white ring-1 ring-line",
  stack: "grid grid-cols-1 gap-5",
};

const ITEM_LOOK: Record<RecordListLayout, string | undefined> = {
  grid: "min-w-0",
  rows: "p-4 transition-colors hover:bg-surface-sunken/40 sm:p-5",
  "inset-rows": "flex flex-col gap-3 bg-white first:rounded-t-xl last:rounded-b-xl sm:flex-row sm:gap-4",
  stack: undefined,
};

const DRAGGED = "shadow-(--shadow-lift) ring-2 ring-brand-400";

/** What a list item is beside its content: its accessible name, anchor, own look and whether it is being removed. */
export type RecordItem = {
  /** the list item's accessible name (the journeys find records by it) */
  label?: string;
  /** an anchor to the record (`#invoice-…`) */
  id?: string;
  /** the item's own look: the card's on a grid, the list item's otherwise */
  className?: string;
  /** dimmed and not clickable while it is deleted or changed */
  isPending?: boolean;
};

/**
 * What an empty list shows: a `panel` (the dashed empty state, its title a heading of `level`, 3 by
 * default) or a `note` (one dashed line, for a list inside a section: 'No tickets in this sprint yet.').
 */
export type RecordListEmpty = {
  icon: React.ReactNode;
  title: string;
  children?: React.ReactNode;
  level?: 2 | 3;
  look?: "panel" | "note";
};

/** A list's pages (see Pager); nothing is shown for a single page. */
export type RecordListPager = {
  info: Pick<PageInfo, "page" | "pageCount">;
  /** names the pages for assistive technology ('Invoice pages') */
  label: string;
  /** the query parameter that holds the page number ('page' by default) */
  param?: string;
  className?: string;
  /** keep the scroll position (a list in the middle of a screen) */
  preventScrollReset?: boolean;
};

/**
 * The one record list of the dashboard, for content and client work alike: the labelled list (`<ul>` or,
 * where the order means something, `<ol>`) with an item per record, the empty state when there is none,
 * the pages (`Pager`) below it, the rows being removed dimmed, and the records' drag handles when the
 * list is sortable. A screen gives it its rows and how one record is drawn (`item`); the layout is one
 * of `RecordListLayout`. tests/unit/one-kit.test.ts holds every dashboard list to it.
 */
export function RecordList<Row extends { id: string }>({
  rows,
  label,
  layout,
  ordered = false,
  className,
  empty,
  pager,
  sortable,
  groups,
  itemProps,
  item,
}: {
  rows: readonly Row[];
  /** the list's accessible name ('FAQs', 'Project tickets') */
  label?: string;
  layout: RecordListLayout;
  /** an `<ol>`: the records' order is theirs (sprints) */
  ordered?: boolean;
  /** the list's own spacing, merged over the layout's */
  className?: string;
  empty: RecordListEmpty;
  /** the list's pages: nothing is shown for a single page */
  pager?: RecordListPager;
  /** the records can be dragged into a new order, posted as `intent` with `fields` (see SortableList) */
  sortable?: { intent: string; fields?: Record<string, string>; name: (row: Row) => string };
  /**
   * records in groups: each run of rows with the same `key` is a list of its own, named by `label`, that
   * `section` places under its heading; the groups stand in a `className` container with the pages
   */
  groups?: {
    key: (row: Row) => string;
    label?: (rows: Row[]) => string | undefined;
    section: (rows: Row[], index: number, list: React.ReactNode) => React.ReactNode;
    className: string;
  };
  itemProps?: (row: Row) => RecordItem;
  /** one record's content; `sortable` (its drag handle and state) when the list is sortable */
  item: (row: Row, sortable: Sortable | undefined) => React.ReactNode;
}) {
  const pages = pager ? (
    <Pager
      info={pager.info}
      label={pager.label}
      param={pager.param}
      className={pager.className}
      preventScrollReset={pager.preventScrollReset}
    />
  ) : null;

  if (rows.length === 0) {
    return (
      <>
        {empty.look === "note" ? (
          <p className="flex items-center gap-2 rounded-xl border border-dashed border-line-strong px-4 py-5 text-sm text-ink-muted">
            <span aria-hidden="true" className="contents [&_svg]:size-4 [&_svg]:text-brand-500">
              {empty.icon}
            </span>
            {empty.title}
          </p>
        ) : (
          <EmptyState icon={empty.icon} title={empty.title} level={empty.level}>
            {empty.children}
          </EmptyState>
        )}
        {pages}
      </>
    );
  }

  const draw = (row: Row, drag?: Sortable) => {
    const { label: itemLabel, id, className: itemClassName, isPending } = itemProps?.(row) ?? {};
    const isDragging = drag?.isDragging ?? false;
    const content = item(row, drag);
    return (
      <li
        key={row.id}
        id={id}
        aria-label={itemLabel}
        ref={drag?.ref}
        style={drag?.style}
        aria-busy={layout !== "grid" && isPending ? true : undefined}
        className={
          cn(
            ITEM_LOOK[layout],
            layout !== "grid" && itemClassName,
            layout === "inset-rows" && isDragging && DRAGGED,
            layout !== "grid" && isPending && "pointer-events-none opacity-50",
          ) || undefined
        }
      >
        {layout === "grid" ? (
          <Card
            aria-busy={isPending || undefined}
            className={cn(
              "group flex h-full flex-col overflow-hidden transition-[box-shadow,transform,opacity] duration-200 hover:-translate-y-0.5 hover:shadow-(--shadow-lift) motion-reduce:hover:translate-y-0",
              isPending && "pointer-events-none opacity-50",
              isDragging && DRAGGED,
              itemClassName,
            )}
          >
            {content}
          </Card>
        ) : (
          content
        )}
      </li>
    );
  };

  const List = ordered ? "ol" : "ul";
  const listOf = (items: readonly Row[], name: string | undefined) => {
    const list = (
      <List aria-label={name} className={cn(LIST_LOOK[layout], className)}>
        {sortable ? (
          <SortableList
            items={items}
            getId={(row) => row.id}
            getName={sortable.name}
            intent={sortable.intent}
            fields={sortable.fields}
            layout={layout === "grid" ? "grid" : "list"}
          >
            {(row, drag) => draw(row, drag)}
          </SortableList>
        ) : (
          items.map((row) => draw(row))
        )}
      </List>
    );
    return layout === "grid" ? <div className="@container">{list}</div> : list;
  };

  if (groups) {
    const runs: Row[][] = [];
    for (const row of rows) {
      const last = runs.at(-1);
      if (last && groups.key(last[0]!) === groups.key(row)) last.push(row);
      else runs.push([row]);
    }
    return (
      <div className={groups.className}>
        {runs.map((run, index) => (
          <React.Fragment key={`${groups.key(run[0]!)}-${index}`}>
            {groups.section(run, index, listOf(run, groups.label?.(run)))}
          </React.Fragment>
        ))}
        {pages}
      </div>
    );
  }

  return (
    <>
      {listOf(rows, label)}
      {pages}
    </>
  );
}

/** How a stacked record's own card looks while it is dragged (the list draws no frame around it). */
export const draggedLook = (sortable: Sortable | undefined) => (sortable?.isDragging ? DRAGGED : undefined);
