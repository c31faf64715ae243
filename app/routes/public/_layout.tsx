import { Outlet } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import bricolageUrl from "~/fonts/bricolage-grotesque-latin-400-700.woff2?url";
import interUrl from "~/fonts/inter-latin-400-700.woff2?url";
import type { Route } from "./+types/_layout";

/**
 * The light files of the two fonts (app/fonts/, decision 022) are requested with the HTML: every first
 * screen draws both (headings in one, text in the other), so they are there by the first paint or soon after.
 */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: bricolageUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
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
