import { Eye, EyeOff } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { cn } from "~/lib/utils";

export const fieldClass =
  "w-full rounded-lg border border-line-strong bg-white px-3.5 py-2.5 text-sm text-ink shadow-xs placeholder:text-ink-subtle transition-colors hover:border-ink-subtle focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/40 disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:opacity-70 aria-invalid:border-danger-600";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(fieldClass, "h-11", className)} {...props} />;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  const [isShown, setIsShown] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={isShown ? "text" : "password"} className={cn("pr-11", className)} />
      <button
        type="button"
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-ink-subtle hover:text-ink"
        onClick={() => setIsShown((v) => !v)}
        aria-label={isShown ? "Hide password" : "Show password"}
        aria-controls={props.id}
        aria-pressed={isShown}
      >
        {isShown ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "min-h-28", className)} {...props} />;
}

/** The chevron of the design system's select (the browser's own arrow is hidden with appearance: none). */
const SELECT_CHEVRON = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235b5f70' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
  backgroundRepeat: "no-repeat",
  backgroundPosition: "right 0.875rem center",
  backgroundSize: "1rem 1rem",
} as const;

/** A native select (keyboard, screen readers and forms without JavaScript keep working) in the field style. */
export function Select({ className, style, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(fieldClass, "h-11 cursor-pointer appearance-none pr-10", className)}
      style={{ ...SELECT_CHEVRON, ...style }}
      {...props}
    />
  );
}

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("text-sm font-medium text-ink", className)} {...props} />;
}

/** A labelled field with its error message wired to aria-describedby. */
/** The red asterisk after a required field's label (the control itself carries `required`). */
export const RequiredMark = () => (
  <span className="text-danger-600" aria-hidden="true">
    {" "}
    *
  </span>
);

export function Field({
  id,
  label,
  error,
  hint,
  required,
  children,
  className,
}: {
  id: string;
  label: React.ReactNode;
  error?: string | null;
  hint?: React.ReactNode;
  /** shows the asterisk after the label */
  required?: boolean;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    // content-start: a taller neighbour in the same form row (one showing an error) must not push this
    // field's control down
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
