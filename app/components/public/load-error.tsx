import { AlertTriangle } from "lucide-react";
import { useEffect } from "react";
import { showToast } from "~/components/form/toast";

/** A failed read shows the destructive 'Error' toast with the page's message, and says so on the page. */
export function LoadError({ message }: { message: string }) {
  useEffect(() => {
    showToast({ type: "error", title: "Error", description: message });
  }, [message]);
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-(--radius-card) border border-danger-600/25 bg-danger-50 px-5 py-4 text-danger-700"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{message}</p>
        <p className="text-sm">Please refresh the page in a moment.</p>
      </div>
    </div>
  );
}
