import { requireStaff } from "~/server/guards.server";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireStaff(request);
  return { fullName: viewer.fullName };
}

export default function DashboardIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-h1 font-bold">Dashboard</h1>
      <p className="mt-2 text-ink-muted">Good to see you, {loaderData.fullName}.</p>
    </div>
  );
}
