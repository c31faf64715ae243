import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * A native checkbox styled as a switch: posts "on" with the form, works before JavaScript loads,
 * and is announced as a switch.
 */
export function Switch({
  className,
  label,
  id,
  ...props
}: Omit<React.ComponentProps<"input">, "type"> & { label: React.ReactNode; id: string }) {
  return (
    <label
      htmlFor={id}
      className={cn("inline-flex cursor-pointer items-center gap-3 text-sm font-medium text-ink", className)}
    >
      {/* biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state itself */}
      <input id={id} type="checkbox" role="switch" className="peer sr-only" {...props} />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-line-strong transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:opacity-50 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      {label}
    </label>
  );
}
