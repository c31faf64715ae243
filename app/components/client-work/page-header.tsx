import type * as React from "react";

/** The head of a client-work screen: eyebrow, title, one line of context and the screen's main actions. */
export function PageHeader({
  title,
  description,
  actions,
  badge,
}: {
  title: string;
  description: string;
  actions?: React.ReactNode;
  badge?: React.ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="eyebrow">Client work</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="text-h2 font-bold">{title}</h1>
          {badge}
        </div>
        <p className="mt-2 max-w-2xl text-sm text-ink-muted">{description}</p>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
