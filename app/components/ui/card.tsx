import type * as React from "react";
import { cn } from "~/lib/utils";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-(--radius-card) border border-line bg-surface-raised shadow-(--shadow-card)", className)}
      {...props}
    />
  );
}

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center", className)}>
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function EmptyState({
  icon,
  title,
  children,
  className,
  level = 3,
}: {
  icon?: React.ReactNode;
  title: string;
  children?: React.ReactNode;
  className?: string;
  /** the title's heading level: 2 where the empty state sits right under the page's h1 */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center rounded-(--radius-card) border border-dashed border-line-strong bg-surface-sunken/50 px-6 py-14 text-center",
        className,
      )}
    >
      {icon ? <div className="mb-4 text-brand-500 [&_svg]:size-10">{icon}</div> : null}
      <Heading className="text-h3 font-semibold">{title}</Heading>
      {children ? <div className="mt-2 max-w-md text-sm text-ink-muted">{children}</div> : null}
    </div>
  );
}
