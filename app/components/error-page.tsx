import { TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * What a screen shows when it cannot be shown: the one place for error wording. Every route module that
 * renders a screen exports an `ErrorBoundary` built from these two: `ErrorPage` where the screen is the
 * whole page (auth, the layouts, the 404 route, the root), `ScreenError` inside a layout (the header or the
 * sidebar stays usable). Both quote the request id so that support can find the request's log lines.
 */

const COPY = {
  404: { title: "Oops! Page not found", text: "The page you are looking for doesn't exist or has moved." },
  500: { title: "Something went wrong", text: "We hit an unexpected problem. Please try again in a moment." },
  503: { title: "We'll be right back", text: "The site is briefly unavailable. Please try again in a minute." },
} as const;

type Status = keyof typeof COPY;

/** The status the boundary's error stands for: 404 and 503 keep their own wording, anything else is a 500. */
function useErrorStatus(): Status {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) return error.status;
  return 500;
}

/** The id of the request behind the page (the root loader runs in every request, and sends it). */
export function useRequestId(): string | null {
  const root = useRouteLoaderData("root") as { requestId?: unknown } | undefined;
  return typeof root?.requestId === "string" && root.requestId ? root.requestId : null;
}

function Reference() {
  const requestId = useRequestId();
  if (!requestId) return null;
  return (
    <p className="mt-4 text-xs text-ink-muted">
      Reference: <code className="font-mono select-all">{requestId}</code>
    </p>
  );
}

/** A whole page: 'Oops! Page not found' with a 'Return to Home' link, or the calm 500/503 page. */
export function ErrorPage({ status: fixedStatus }: { status?: Status }) {
  const routeStatus = useErrorStatus();
  const status = fixedStatus ?? routeStatus;
  const copy = COPY[status];
  return (
    <main id="main" className="grid min-h-[70vh] place-items-center bg-surface px-6 py-24">
      <div className="max-w-lg text-center">
        <p className="font-display text-7xl font-bold text-brand-600">{status}</p>
        <h1 className="mt-4 text-h1 font-bold">{copy.title}</h1>
        <p className="mt-4 text-ink-muted">{copy.text}</p>
        {status !== 404 && <Reference />}
        <Link
          to="/"
          className="mt-8 inline-flex h-11 items-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Return to Home
        </Link>
      </div>
    </main>
  );
}

/**
 * A screen inside a layout failed: its own message when it has one (e.g. 'Failed to fetch sprints'),
 * otherwise the calm 'Something went wrong', and a way to try again. A 404 keeps the 404 wording.
 */
export function ScreenError({ message }: { message?: string }) {
  const status = useErrorStatus();
  const isNotFound = status === 404;
  const title = isNotFound ? COPY[404].title : message ? "Error" : COPY[status].title;
  const text = isNotFound ? "This page does not exist." : (message ?? COPY[status].text);
  return (
    <div
      role="alert"
      className="mx-auto my-10 flex max-w-lg flex-col items-center rounded-(--radius-card) border border-danger-600/25 bg-white px-6 py-12 text-center shadow-(--shadow-card)"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-danger-600" />
      <h1 className="mt-4 text-h3 font-semibold">{title}</h1>
      <p className="mt-2 text-sm text-ink-muted">{text}</p>
      {!isNotFound && <Reference />}
      <Button type="button" variant="secondary" className="mt-6" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </div>
  );
}
