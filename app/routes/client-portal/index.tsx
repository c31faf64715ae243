import { asc, eq } from "drizzle-orm";
import { FolderOpen } from "lucide-react";
import { EmptyState } from "~/components/ui/card";
import { db } from "~/db/client.server";
import { clientProjects } from "~/db/schema";
import { requireClient } from "~/server/guards.server";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => [
  { title: "Client portal | Lumen Studio" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireClient(request);
  const projects = await db
    .select({ id: clientProjects.id, title: clientProjects.title })
    .from(clientProjects)
    .where(eq(clientProjects.clientId, viewer.userId))
    .orderBy(asc(clientProjects.createdAt));
  return { email: viewer.email, projects };
}

export default function ClientPortal({ loaderData }: Route.ComponentProps) {
  const project = loaderData.projects[0];
  return (
    <div>
      <h1 className="text-h1 font-bold">Welcome back</h1>
      <p className="mt-1 text-ink-muted">{loaderData.email}</p>
      {project ? (
        <p className="mt-4 text-lg font-semibold">{project.title}</p>
      ) : (
        <EmptyState className="mt-8" icon={<FolderOpen />} title="No Projects Found">
          You don't have any active projects yet.
        </EmptyState>
      )}
    </div>
  );
}
