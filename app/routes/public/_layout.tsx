import bricolageUrl from "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url";
import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { Outlet } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import type { Route } from "./+types/_layout";

/** The two variable fonts are requested with the HTML, so text does not reflow when they arrive. */
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
