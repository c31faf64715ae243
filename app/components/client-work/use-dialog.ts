import { useCallback, useState } from "react";

/** Which record a dialog is open for: `null` value means "create", closed means no dialog. */
export function useDialog<T>() {
  const [state, setState] = useState<{ isOpen: boolean; value: T | null }>({ isOpen: false, value: null });
  const open = useCallback((value: T | null = null) => setState({ isOpen: true, value }), []);
  const close = useCallback(() => setState((s) => ({ ...s, isOpen: false })), []);
  const onOpenChange = useCallback((isOpen: boolean) => setState((s) => ({ ...s, isOpen })), []);
  return { ...state, open, close, onOpenChange };
}
