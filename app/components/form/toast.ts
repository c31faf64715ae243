import { useEffect, useRef } from "react";
import { toast as sonner } from "~/components/toast";
import { type ActionResult, type Toast, toastOf } from "~/domain/action-result";

export type { ActionResult, Toast };

/**
 * The one toast channel of the site. A form's result (`ActionResult`) and the flash a redirect leaves in
 * the session (`Toast`) both end here; no other module draws a toast.
 */
export function showToast(toast: Toast) {
  if (toast.type === "error") sonner.error(toast.title, { description: toast.description });
  else if (toast.type === "success") sonner.success(toast.title, { description: toast.description });
  else sonner(toast.title, { description: toast.description });
}

/** Shows the toast of an action's result. */
export const showResult = (result: ActionResult) => showToast(toastOf(result));

/** Shows 'Success' or the destructive 'Error' toast once per action result (fetcher.data or useActionData()). */
export function useActionToast(result: ActionResult | undefined | null, onSuccess?: () => void) {
  const seen = useRef<ActionResult | null>(null);
  useEffect(() => {
    if (!result || seen.current === result) return;
    seen.current = result;
    showResult(result);
    if (result.ok) onSuccess?.();
  }, [result, onSuccess]);
}

/** Shows a toast handed over by the loader (the session's flash after a redirect) once. */
export function useFlashToast(toast: Toast | null | undefined) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
}
