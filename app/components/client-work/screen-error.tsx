import { TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * A screen's loader failed: the spec's 'Failed to fetch …' message inside the dashboard (the
 * sidebar stays usable), and a way to try again. A 404 keeps the site's own 404 page wording.
 */
export function ScreenError({ message }: { message: string }) {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div
      role="alert"
      className="mx-auto mt-10 flex max-w-lg flex-col items-center rounded-(--radius-card) border border-danger-600/25 bg-white px-6 py-12 text-center shadow-(--shadow-card)"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-danger-600" />
      <h1 className="mt-4 text-h3 font-semibold">{isNotFound ? "Oops! Page not found" : "Error"}</h1>
      <p className="mt-2 text-sm text-ink-muted">{isNotFound ? "This page does not exist." : message}</p>
      <Button type="button" variant="secondary" className="mt-6" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  );
}
