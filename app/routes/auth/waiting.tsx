import { Clock } from "lucide-react";
import { Form, Link } from "react-router";
import { Logo } from "~/components/brand";
import { ErrorPage } from "~/components/error-page";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/waiting";

export const meta: Route.MetaFunction = () => [
  { title: "Waiting for access | Lumen Studio" },
  { name: "robots", content: "noindex" },
];

/** A signed-in user without a role sees this and no data (architecture.md, access model). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireArea(request, "waiting");
  return { email: viewer.isSignedIn ? viewer.email : "" };
}

export default function Waiting({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-surface-sunken p-6">
      <Card className="w-full max-w-md p-8 text-center">
        <div className="flex justify-center">
          <Logo />
        </div>
        <div className="mx-auto mt-8 grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Clock className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-4 text-h2 font-bold">Waiting for access</h1>
        <p className="mt-3 text-ink-muted">
          You are signed in as <strong className="text-ink">{loaderData.email}</strong>. An administrator has to grant
          your account a role before you can use the dashboard. We will e-mail you as soon as they do.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild variant="ghost">
            <Link to="/account">Your Account</Link>
          </Button>
          <Form method="post" action="/auth/sign-out">
            <Button type="submit" variant="secondary">
              Logout
            </Button>
          </Form>
        </div>
      </Card>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
