import { ExternalLink, UserRound } from "lucide-react";
import { Link, Outlet } from "react-router";
import { SearchPalette } from "~/components/dashboard/search-palette";
import { DashboardSidebar, SIDEBAR_COOKIE, SidebarTrigger, useSidebarState } from "~/components/dashboard-sidebar";
import { ErrorPage } from "~/components/error-page";
import { LogoutButton } from "~/components/logout-button";
import { Button } from "~/components/ui/button";
import { requireStaff } from "~/web/guards.server";
import type { Route } from "./+types/_layout";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  const cookie = request.headers.get("Cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=(true|false)`));
  return {
    // the sidebar's count of unread client conversations, read with the viewer's profile
    unreadMessages: viewer.unreadMessages,
    email: viewer.email,
    fullName: viewer.fullName,
    role: viewer.role,
    isSidebarOpen: match ? match[1] === "true" : true,
  };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const sidebar = useSidebarState(loaderData.isSidebarOpen);
  return (
    <div className="flex min-h-dvh bg-surface-sunken">
      <DashboardSidebar
        isAdmin={loaderData.role === "admin"}
        badges={{ "/dashboard/client-projects": loaderData.unreadMessages }}
        isOpen={sidebar.isOpen}
        isMobileOpen={sidebar.isMobileOpen}
        setIsMobileOpen={sidebar.setIsMobileOpen}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex min-h-16 items-center gap-3 border-b border-line bg-white/90 px-4 py-2 backdrop-blur md:px-6">
          <SidebarTrigger onClick={sidebar.toggle} />
          <div className="min-w-0 flex-1">
            <p className="font-display text-base font-bold">Admin Portal</p>
            {/* the whole address stays readable: on narrow screens it takes its own line and may wrap */}
            <p className="text-xs text-ink-muted">
              Welcome back,{" "}
              <span className="block font-medium [overflow-wrap:anywhere] text-ink sm:inline">{loaderData.email}</span>
            </p>
          </div>
          <SearchPalette />
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link to="/">
              <ExternalLink aria-hidden="true" />
              View Live Site
            </Link>
          </Button>
          {/* on a phone the sidebar's "Your Account" is the way there, so the e-mail keeps its room */}
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link to="/account" aria-label="Your account">
              <UserRound aria-hidden="true" />
              <span className="hidden md:inline">Account</span>
            </Link>
          </Button>
          <LogoutButton />
        </header>
        <main id="main" className="flex-1 px-4 py-6 md:px-8 md:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
