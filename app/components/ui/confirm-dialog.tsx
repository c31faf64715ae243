import { AlertDialog } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { buttonVariants } from "~/components/ui/button";
import { returnFocus } from "~/lib/focus";

/**
 * deletes ask 'Are you sure you want to delete this ...?'. On close, focus goes back to the button
 * that asked (or, once that is gone with its record, to the next control).
 */
export function ConfirmDialog({
  trigger,
  title = "Are you sure?",
  message,
  confirmLabel = "Delete",
  confirmVariant = "danger",
  onConfirm,
}: {
  trigger: ReactNode;
  title?: string;
  message: string;
  confirmLabel?: string;
  confirmVariant?: "danger" | "primary";
  onConfirm: () => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        asChild
        onClick={(event) => {
          opener.current = event.currentTarget;
        }}
      >
        {trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/45" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current);
          }}
        >
          <AlertDialog.Title className="font-display text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonVariants({ variant: "secondary" })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: confirmVariant })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
