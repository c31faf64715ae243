import { LogOut } from "lucide-react";
import { Form, Outlet } from "react-router";
import { Logo } from "~/components/brand";
import { Button } from "~/components/ui/button";
import { requireClient } from "~/server/guards.server";
import type { Route } from "./+types/_layout";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireClient(request);
  return { email: viewer.email, fullName: viewer.fullName };
}

export default function ClientPortalLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-surface-sunken">
      <header className="border-b border-line bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Logo />
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-ink-muted sm:inline">{loaderData.email}</span>
            <Form method="post" action="/auth/sign-out">
              <Button type="submit" variant="secondary" size="sm">
                <LogOut aria-hidden="true" />
                Logout
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <main id="main" className="container-page py-8 md:py-10">
        <Outlet />
      </main>
    </div>
  );
}
