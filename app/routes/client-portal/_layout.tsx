import { Link, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { Logo } from "~/components/brand";
import { ErrorPage } from "~/components/error-page";
import { LogoutButton } from "~/components/logout-button";
import { Avatar } from "~/components/ui/avatar";
import { requireClient } from "~/web/guards.server";
import type { Route } from "./+types/_layout";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireClient(request);
  return { email: viewer.email, fullName: viewer.fullName };
}

/** The header never changes while the client moves between tabs, projects and sprints. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export default function ClientPortalLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface-sunken">
      <header className="sticky top-0 z-30 border-b border-line bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <div className="flex min-w-0 items-center gap-3">
            <Logo />
            <span className="hidden rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset sm:inline">
              Client Portal
            </span>
          </div>
          <div className="flex items-center gap-3">
            <Link
              to="/account"
              className="flex items-center gap-2.5 rounded-full p-0.5 hover:bg-surface-sunken focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 md:pr-3"
            >
              <span className="sr-only">Your account</span>
              <Avatar name={loaderData.fullName} email={loaderData.email} tone="solid" size="sm" />
              <span className="hidden text-left leading-tight md:grid">
                {loaderData.fullName ? (
                  <span className="text-sm font-semibold text-ink">{loaderData.fullName}</span>
                ) : null}
                <span className="text-xs text-ink-muted">{loaderData.email}</span>
              </span>
            </Link>
            <LogoutButton />
          </div>
        </div>
      </header>
      <main id="main" className="container-page flex-1 py-6 md:py-10">
        <Outlet />
      </main>
      <footer className="border-t border-line bg-white">
        <div className="container-page flex flex-col gap-1 py-5 text-xs text-ink-subtle sm:flex-row sm:items-center sm:justify-between">
          <p>Questions about your project? Your project lead is one e-mail away.</p>
          <p>Monday to Friday, 9AM-6PM CEST</p>
        </div>
      </footer>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
