import type * as React from "react";

/** The top of every dashboard screen: title, one line of context, the main action. */
export function PageHeader({
  title,
  description,
  count,
  actions,
}: {
  title: string;
  description?: React.ReactNode;
  count?: number;
  actions?: React.ReactNode;
}) {
  return (
    <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="flex items-center gap-3 font-display text-3xl font-bold tracking-tight md:text-4xl">
          {title}
          {count !== undefined ? (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-sans text-sm font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">
              <span className="sr-only">(</span>
              {count}
              <span className="sr-only"> in total)</span>
            </span>
          ) : null}
        </h1>
        {description ? <p className="mt-2 max-w-2xl text-sm text-ink-muted md:text-base">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
