import type * as React from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { type ActionResult, useActionToast } from "~/hooks/use-action-toast";

type Props = {
  intent: string;
  fields: Record<string, string>;
  children: React.ReactNode;
  /** accessible name when the button shows an icon only */
  label?: string;
  variant?: "primary" | "secondary" | "ghost" | "danger";
  size?: "sm" | "md" | "icon-sm";
  className?: string;
  /** ask first (spec 2 §5: 'Are you sure you want to delete this ...?') */
  confirm?: { title?: string; message: string; confirmLabel?: string };
};

/**
 * One click, one action: a small form posting `intent` and `fields` to the route action, with the
 * spec's toast. Without a confirmation it is a plain form and works before JavaScript loads.
 */
export function ActionButton({
  intent,
  fields,
  children,
  label,
  variant = "secondary",
  size = "sm",
  className,
  confirm,
}: Props) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const isBusy = fetcher.state !== "idle";
  const button = (type: "button" | "submit") => (
    <Button
      type={type}
      variant={variant}
      size={size}
      className={className}
      disabled={isBusy}
      aria-label={label}
      title={label}
      aria-busy={isBusy || undefined}
    >
      {isBusy && size !== "icon-sm" ? <Spinner label="Working" /> : null}
      {isBusy && size === "icon-sm" ? <Spinner label="Working" /> : children}
    </Button>
  );

  if (confirm) {
    return (
      <ConfirmDialog
        trigger={button("button")}
        title={confirm.title}
        message={confirm.message}
        confirmLabel={confirm.confirmLabel}
        onConfirm={() => fetcher.submit({ intent, ...fields }, { method: "post" })}
      />
    );
  }
  return (
    <fetcher.Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {button("submit")}
    </fetcher.Form>
  );
}
