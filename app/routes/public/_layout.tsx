import { Outlet } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import interUrl from "~/fonts/inter-latin-400-700.woff2?url";
import type { Route } from "./+types/_layout";

/**
 * The text font's light file (app/fonts/, decision 022) is requested with the HTML: most of every first
 * screen is drawn in it. The headings' font is not preloaded (in Lighthouse that put the largest paint
 * about 0.5 s later on / and /projects); until it comes, its fallback, fitted to its metrics, stands in.
 */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export default function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
