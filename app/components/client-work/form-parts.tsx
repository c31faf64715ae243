import type * as React from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { DialogClose } from "~/components/ui/dialog";
import { cn } from "~/lib/utils";

/** Cancel and submit, at the foot of a dialog form; the submit shows a spinner while the action runs. */
export function DialogFormActions({ isBusy, submitLabel }: { isBusy: boolean; submitLabel: string }) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="secondary">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={isBusy} aria-busy={isBusy || undefined}>
        {isBusy ? <Spinner label="Saving" /> : null}
        {submitLabel}
      </Button>
    </div>
  );
}

/** A titled group of fields inside a dialog. */
export function FieldGroup({
  legend,
  children,
  className,
}: {
  legend?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn("grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start", className)}>
      {legend ? (
        <legend className="mb-3 text-xs font-semibold tracking-wider text-ink-subtle uppercase sm:col-span-2">
          {legend}
        </legend>
      ) : null}
      {children}
    </fieldset>
  );
}

/** A form-level message from the server (not tied to one field). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg bg-danger-50 px-4 py-3 text-sm text-danger-700 ring-1 ring-danger-600/25"
    >
      {message}
    </p>
  );
}

export { RequiredMark as Required } from "~/components/ui/input";
