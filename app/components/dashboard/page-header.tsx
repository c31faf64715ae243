import type * as React from "react";

/**
 * The top of every dashboard screen, content and client work alike: an optional eyebrow ('Client work'),
 * the title with its count or badge, one line of context, the main actions. The only one (tests/unit/one-kit.test.ts).
 */
export function PageHeader({
  title,
  eyebrow,
  description,
  count,
  badge,
  actions,
}: {
  title: string;
  /** the quiet line above the title: the area the screen belongs to */
  eyebrow?: string;
  description?: React.ReactNode;
  /** how many records the screen holds, read out as '(N in total)'; a text for an estimate ('10,000+') */
  count?: number | string;
  /** a badge beside the title (e.g. '3 pending') */
  badge?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  // the space below it, unless the screen lays its parts out in a grid with a gap of its own
  return (
    <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between [.grid>&]:mb-0">
      <div className="min-w-0">
        {eyebrow ? <p className="eyebrow mb-1">{eyebrow}</p> : null}
        <div className="flex flex-wrap items-center gap-3">
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
          {badge}
        </div>
        {description ? <p className="mt-2 max-w-2xl text-sm text-ink-muted md:text-base">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
