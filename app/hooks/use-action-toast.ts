import { useEffect, useRef } from "react";
import { toast } from "~/components/toast";
import type { ActionResult } from "~/domain/action-result";

export type { ActionResult };

/**
 * Shows 'Success' or the destructive 'Error' toast once per action result.
 * Pass fetcher.data or useActionData().
 */
export function useActionToast(result: ActionResult | undefined | null, onSuccess?: () => void) {
  const seen = useRef<ActionResult | null>(null);
  useEffect(() => {
    if (!result || seen.current === result) return;
    seen.current = result;
    if (result.ok) {
      toast.success("Success", { description: result.message });
      onSuccess?.();
    } else {
      toast.error("Error", { description: result.error });
    }
  }, [result, onSuccess]);
}
