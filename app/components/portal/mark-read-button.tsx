import { Check } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { type ActionResult, showToast } from "~/components/form/toast";
import { Button } from "~/components/ui/button";
import { returnFocus } from "~/lib/focus";

/**
 * 'Mark read' turns an unread notification read; the change is saved on the server. The button goes
 * away with it, so focus moves on to the next 'Mark read' (or the next control) instead of the page.
 */
export function MarkReadButton({ notificationId, title }: { notificationId: string; title: string }) {
  const fetcher = useFetcher<ActionResult>({ key: `mark-read-${notificationId}` });
  const result = fetcher.data;
  useEffect(() => {
    if (result && !result.ok) showToast({ type: "error", title: "Error", description: result.error });
  }, [result]);
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => returnFocus(event.currentTarget.querySelector("button"), { prefer: "[data-mark-read]" })}
    >
      <input type="hidden" name="intent" value="mark-read" />
      <input type="hidden" name="notificationId" value={notificationId} />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        disabled={pending}
        aria-label={`Mark read: ${title}`}
        data-mark-read
      >
        <Check aria-hidden="true" />
        {pending ? "Marking…" : "Mark read"}
      </Button>
    </fetcher.Form>
  );
}
