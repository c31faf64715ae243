import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
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

/** The results already shown: a keyed fetcher's answer is read by more than one component. */
const shownResults = new WeakSet<ActionResult>();

/** Shows 'Success' or the destructive 'Error' toast once per action result (fetcher.data or useActionData()). */
export function useActionToast(result: ActionResult | undefined | null, onSuccess?: () => void) {
  const seen = useRef<ActionResult | null>(null);
  useEffect(() => {
    if (!result || seen.current === result) return;
    seen.current = result;
    if (!shownResults.has(result)) {
      shownResults.add(result);
      showResult(result);
    }
    if (result.ok) onSuccess?.();
  }, [result, onSuccess]);
}

/**
 * The toast of a keyed fetcher whose form is gone: a form that disappears once it succeeds (a testimonial
 * card) can be unmounted in the very render that brings its answer, before it could show it.
 */
export function KeyedFetcherToast({ fetcherKey }: { fetcherKey: string }) {
  useActionToast(useFetcher<ActionResult>({ key: fetcherKey }).data);
  return null;
}

/** Shows a toast handed over by the loader (the session's flash after a redirect) once. */
export function useFlashToast(toast: Toast | null | undefined) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
}
