import type * as React from "react";
import { cn } from "~/lib/utils";

/** A column of a table's header: its heading and any classes of its own (alignment, hidden on phones). */
export type Column = { label: React.ReactNode; className?: string };

const LOOK = {
  /** the staff dashboard's tables */
  dashboard: {
    head: "bg-surface-sunken text-xs tracking-wide text-ink-subtle uppercase",
    cell: "px-5 py-3 font-semibold",
  },
  /** the client portal's tables: wider first and last columns */
  portal: {
    head: "border-b border-line bg-surface-sunken/70 text-xs font-semibold tracking-wide text-ink-subtle uppercase",
    cell: "px-4 py-3 first:px-6 last:px-6",
  },
} as const;

/** A table's header row: one `<th scope="col">` per column, in the dashboard's or the portal's look. */
export function TableHead({ columns, look = "dashboard" }: { columns: Column[]; look?: keyof typeof LOOK }) {
  return (
    <thead className={LOOK[look].head}>
      <tr>
        {columns.map((column, i) => (
          // a table's columns are fixed: their position is their identity
          <th key={i} scope="col" className={cn(LOOK[look].cell, column.className)}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
