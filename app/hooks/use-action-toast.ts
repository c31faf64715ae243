import { useEffect, useRef } from "react";
import { toast } from "sonner";

/** What a dashboard or portal action answers; the screen turns it into the spec's toast. */
export type ActionResult =
  | { ok: true; message: string; at?: number }
  | { ok: false; error: string; fieldErrors?: Record<string, string>; at?: number };

/**
 * Shows 'Success' or the destructive 'Error' toast (spec 2 §8) once per action result.
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
