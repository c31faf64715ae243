import { FolderKanban, Plus } from "lucide-react";
import { ActionToastHost } from "~/components/client-work/action-button";
import { ClientProjectCard } from "~/components/client-work/client-project-card";
import { ClientProjectFormDialog } from "~/components/client-work/client-project-form";
import { DialogSlot } from "~/components/client-work/dialog-slot";
import { PageHeader } from "~/components/client-work/page-header";
import { useDialog } from "~/components/client-work/use-dialog";
import { ScreenError } from "~/components/error-page";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/card";
import { Pager } from "~/components/ui/pager";
import { type ClientProjectRow, listClientOptions, listClientProjects } from "~/data/client-projects.server";
import { loadProjectManageView } from "~/data/project-manage-view.server";
import { toIsoDate } from "~/domain/dates";
import { parsePage } from "~/domain/pagination";
import { cn } from "~/lib/utils";
import { handleClientWorkAction } from "~/server/client-work-actions.server";
import { requireStaff } from "~/server/guards.server";
import type { Route } from "./+types/client-projects";

export const meta: Route.MetaFunction = () => [{ title: "Client Projects | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const [projectPage, clients] = await Promise.all([
    listClientProjects({ page: parsePage(params.get("page")) }),
    listClientOptions(),
  ]);
  const projects = projectPage.rows;
  // only a project on the page shown opens its manage panel (`?manage=<id>`)
  const managed = projects.find((p) => p.id === params.get("manage")) ?? null;
  const detail = managed
    ? await loadProjectManageView({
        projectId: managed.id,
        sprintsPage: parsePage(params.get("sprintsPage")),
        ticketsPage: parsePage(params.get("ticketsPage")),
        invoicesPage: parsePage(params.get("invoicesPage")),
      })
    : null;
  return {
    projects,
    pageInfo: projectPage.info,
    statusCounts: projectPage.statusCounts,
    clients,
    detail,
    today: toIsoDate(new Date()),
  };
}

export const action = ({ request }: Route.ActionArgs) =>
  handleClientWorkAction(
    request,
    [
      "project.save",
      "project.delete",
      "sprint.save",
      "sprint.status",
      "sprint.delete",
      "sprint.reorder",
      "sprint-ticket.reorder",
      "project-ticket.reorder",

      "sprint-ticket.save",
      "sprint-ticket.status",
      "sprint-ticket.delete",
      "project-ticket.save",
      "project-ticket.delete",
      "invoice.save",
      "invoice.paid",
      "invoice.delete",
    ],
    // The project view's toast: 'Sprint status updated to {status}'
    { sprintStatusToast: "updated" },
  );

export default function ClientProjectsScreen({ loaderData }: Route.ComponentProps) {
  const { projects, clients, detail, today, statusCounts } = loaderData;
  const projectDialog = useDialog<ClientProjectRow>();
  // every project counts, not only the page shown
  const counts: [string, number, string][] = [
    ["In progress", statusCounts["In Progress"] ?? 0, "text-info-700"],
    ["Completed", statusCounts.Completed ?? 0, "text-success-700"],
    ["On hold or cancelled", (statusCounts["On Hold"] ?? 0) + (statusCounts.Cancelled ?? 0), "text-ink-muted"],
  ];
  const newProject = (
    <Button type="button" onClick={() => projectDialog.open(null)}>
      <Plus aria-hidden="true" />
      New Project
    </Button>
  );

  return (
    <ActionToastHost>
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8">
        <PageHeader
          title="Client Projects"
          description="Every client engagement with its progress, sprints, tickets and invoices. Clients follow these in their portal."
          actions={newProject}
        />

        {projects.length > 0 ? (
          <dl className="grid grid-cols-3 gap-3 sm:max-w-xl">
            {counts.map(([label, n, tone]) => (
              <div key={label} className="rounded-xl border border-line bg-white px-4 py-3 shadow-(--shadow-card)">
                <dt className="text-xs font-medium text-ink-muted">{label}</dt>
                <dd className={cn("mt-1 font-display text-2xl font-bold tabular-nums", tone)}>{n}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        {projects.length === 0 ? (
          <EmptyState icon={<FolderKanban />} title="No client projects yet">
            Create a project for a client to share its progress, sprints and invoices in their portal.
            <div className="mt-5">{newProject}</div>
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-5">
            {projects.map((project) => (
              <li key={project.id}>
                <ClientProjectCard
                  project={project}
                  detail={detail?.projectId === project.id ? detail : null}
                  today={today}
                  onEdit={() => projectDialog.open(project)}
                />
              </li>
            ))}
          </ul>
        )}
        <Pager info={loaderData.pageInfo} label="Client project pages" />

        <DialogSlot dialog={projectDialog}>
          {(project) => <ClientProjectFormDialog project={project} clients={clients} onDone={projectDialog.close} />}
        </DialogSlot>
      </div>
    </ActionToastHost>
  );
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to fetch projects" />;
}
