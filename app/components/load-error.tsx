import { AlertTriangle, RotateCw } from "lucide-react";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { showToast } from "~/components/form/toast";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";

/** A read failed (a list, a page): the spec's destructive 'Error' toast once, and a calm panel with a retry. */
export function LoadError({ message }: { message: string }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    showToast({ type: "error", title: "Error", description: message });
  }, [message]);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-danger-600/25 bg-danger-50 px-6 py-12 text-center"
    >
      <AlertTriangle className="size-8 text-danger-600" aria-hidden="true" />
      <p className="font-semibold text-danger-700">{message}</p>
      <p className="max-w-md text-sm text-ink-muted">Check the connection and try again.</p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => revalidator.revalidate()}
        disabled={revalidator.state !== "idle"}
      >
        {revalidator.state !== "idle" ? <Spinner label="Retrying" /> : <RotateCw aria-hidden="true" />}
        Try again
      </Button>
    </div>
  );
}
