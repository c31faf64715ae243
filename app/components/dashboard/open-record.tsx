import type * as React from "react";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { Dialog } from "~/components/ui/dialog";

/**
 * Which record's dialog is open, on every dashboard screen: closed, open for a new record (`value` null)
 * or open for an existing one. With `opensOnNew` (a screen's main record) it opens for a new record on
 * `?new=1` (the overview's quick actions) and drops that parameter once closed. The only one
 * (tests/unit/one-kit.test.ts).
 */
export function useOpenRecord<T>({ opensOnNew = false }: { opensOnNew?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<{ isOpen: boolean; value: T | null }>(() => ({
    isOpen: opensOnNew && params.get("new") === "1",
    value: null,
  }));
  const hasNew = opensOnNew && params.has("new");
  const open = useCallback((value: T | null = null) => setState({ isOpen: true, value }), []);
  const onOpenChange = useCallback(
    (isOpen: boolean) => {
      setState((s) => ({ ...s, isOpen }));
      if (isOpen || !hasNew) return;
      setParams(
        (p) => {
          p.delete("new");
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [hasNew, setParams],
  );
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return { ...state, open, close, onOpenChange };
}

export type OpenRecord<T> = ReturnType<typeof useOpenRecord<T>>;

/**
 * The dialog of `useOpenRecord`: its content is rendered only while open, for the record it was opened
 * with (a form dialog, or any other dialog about that record).
 */
export function OpenRecordDialog<T>({
  record,
  isReady = true,
  children,
}: {
  record: OpenRecord<T>;
  /** false keeps it closed (e.g. while the record it names is not on the page) */
  isReady?: boolean;
  children: (value: T | null) => React.ReactNode;
}) {
  const isOpen = record.isOpen && isReady;
  return (
    <Dialog open={isOpen} onOpenChange={record.onOpenChange}>
      {isOpen ? children(record.value) : null}
    </Dialog>
  );
}
