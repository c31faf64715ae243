import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { log } from "~/platform/foundation/log.server";
import { requestInfoContext } from "~/platform/foundation/request-context.server";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Lumen Studio" },
  { name: "robots", content: "noindex" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  // The bad path is logged
  log.warn("404 not found", {
    path: new URL(request.url).pathname,
    requestId: context.get(requestInfoContext).requestId,
  });
  return data(null, { status: 404 });
}

export const action = loader;

export default function NotFound() {
  return <ErrorPage status={404} />;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
