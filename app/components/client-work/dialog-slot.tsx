import type * as React from "react";
import { Dialog } from "~/components/ui/dialog";
import type { useDialog } from "./use-dialog";

/** A dialog driven by `useDialog`: its content is rendered only while open, for the record it was opened with. */
export function DialogSlot<T>({
  dialog,
  isReady = true,
  children,
}: {
  dialog: ReturnType<typeof useDialog<T>>;
  /** false keeps it closed (e.g. while the record it names is not on the page) */
  isReady?: boolean;
  children: (value: T | null) => React.ReactNode;
}) {
  const isOpen = dialog.isOpen && isReady;
  return (
    <Dialog open={isOpen} onOpenChange={dialog.onOpenChange}>
      {isOpen ? children(dialog.value) : null}
    </Dialog>
  );
}
