import { cn } from "~/lib/utils";

/** A labelled progress bar; the width animates unless reduced motion is asked for (app.css). */
export function ProgressBar({
  value,
  label,
  className,
  size = "md",
  tone = "brand",
}: {
  value: number;
  label: string;
  className?: string;
  size?: "sm" | "md" | "lg";
  tone?: "brand" | "success";
}) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className={cn(
        "w-full overflow-hidden rounded-full bg-surface-sunken ring-1 ring-line ring-inset",
        size === "sm" ? "h-1.5" : size === "lg" ? "h-3" : "h-2",
        className,
      )}
    >
      <div
        className={cn(
          "h-full rounded-full transition-[width] duration-700 ease-out",
          tone === "success" || clamped === 100 ? "bg-success-600" : "bg-gradient-to-r from-brand-500 to-brand-700",
        )}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
