import { ErrorPage } from "~/components/error-page";
import { requireArea } from "~/server/guards.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [
  { title: "Your account | Lumen Studio" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireArea(request, "account");
  return { email: viewer.isSignedIn ? viewer.email : "" };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <h1>Your account</h1>
      <p>{loaderData.email}</p>
    </main>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
