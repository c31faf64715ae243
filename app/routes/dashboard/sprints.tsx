import { data } from "react-router";
import { requireStaff } from "~/server/guards.server";
import type { Route } from "./+types/sprints";

// Placeholder until this screen's issue lands: an honest 404, never a fake screen.
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
