import { cn } from "~/lib/utils";

/** A labelled progress bar (0–100); the width transition honours prefers-reduced-motion (app.css). */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-surface-sunken ring-1 ring-line ring-inset", className)}
    >
      <div
        className={cn(
          "h-full rounded-full transition-[width] duration-500 ease-out",
          clamped === 100 ? "bg-success-600" : "bg-gradient-to-r from-brand-500 to-brand-700",
        )}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
