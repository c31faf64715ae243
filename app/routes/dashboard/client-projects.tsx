import { FolderKanban, Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from "react-router";
import { ClientProjectCard } from "~/components/client-work/client-project-card";
import { ClientProjectFormDialog } from "~/components/client-work/client-project-form";
import { ListFilterBar } from "~/components/dashboard/list-filter-bar";
import { OpenRecordDialog, useOpenRecord } from "~/components/dashboard/open-record";
import { PageHeader } from "~/components/dashboard/page-header";
import { RecordList } from "~/components/dashboard/record-list";
import { ActionToastHost } from "~/components/dashboard/row-actions";
import { ScreenError } from "~/components/error-page";
import { Button } from "~/components/ui/button";
import {
  type ClientProjectRow,
  clientProjectPosition,
  listClientOptions,
  listClientProjects,
} from "~/data/client-projects.server";
import { EMPTY_FILTERS, isNarrowed, parseListFilters } from "~/domain/list-filters";
import { CLIENT_PROJECT_LIST } from "~/domain/list-specs";
import { legacyManagePath, listParamsOf, manageHref } from "~/domain/manage-links";
import { PAGE_SIZE, parsePage } from "~/domain/pagination";
import { isUuid } from "~/domain/schemas/portal";
import { messageLandingPath } from "~/domain/threads";
import { cn } from "~/lib/utils";
import { requireStaff } from "~/web/guards.server";
import type { Route } from "./+types/client-projects";
import { clientProjectsAction } from "./manage/manage-screen.server";

export const meta: Route.MetaFunction = () => [{ title: "Client Projects | Admin Portal" }];

/**
 * The list of client projects (a page, under its filters); the project managed
 * (/dashboard/client-projects/<id>/<tab>, its own routes) opens inside its card.
 */
export async function loader({ request, params: routeParams }: Route.LoaderArgs) {
  await requireStaff(request);
  const url = new URL(request.url);
  const params = url.searchParams;
  // an older address (`?manage=<id>&ticketsPage=2…`) goes to the tab's own, keeping the rest
  const legacy = legacyManagePath(request.url);
  if (legacy) throw redirect(legacy, 301);
  // a mailed link carries `?message=<id>` (kept through sign-in, unlike an anchor): land on the message
  const landing = messageLandingPath(request.url);
  if (landing) throw redirect(landing);

  const clients = await listClientOptions();
  const clientId = clients.find((c) => c.id === params.get("client"))?.id ?? "";
  const filters = parseListFilters(params, CLIENT_PROJECT_LIST);
  const projectPage = await listClientProjects({
    page: parsePage(params.get("page")),
    clientId: clientId || undefined,
    filters,
  });
  const projects = projectPage.rows;
  const manage = routeParams.projectId ?? "";
  // a project asked for by a link (search, tickets) that is not on this page: go to the page that holds it,
  // under the same filters, or with them cleared when they leave it out
  if (isUuid(manage) && !projects.some((p) => p.id === manage)) {
    const kept = await clientProjectPosition({ id: manage, clientId: clientId || undefined, filters });
    const position =
      kept ?? (await clientProjectPosition({ id: manage, filters: { ...EMPTY_FILTERS, sort: filters.sort } }));
    if (position !== null) {
      const page = Math.ceil(position / PAGE_SIZE);
      const next = new URLSearchParams(params);
      if (kept === null) for (const name of ["client", "status", "from", "to"]) next.delete(name);
      if (page > 1) next.set("page", String(page));
      else next.delete("page");
      if (next.toString() !== params.toString()) throw redirect(`${url.pathname}?${next}`);
    }
  }
  return {
    projects,
    pageInfo: projectPage.info,
    statusCounts: projectPage.statusCounts,
    clients,
    clientId,
    filters,
  };
}

/**
 * Moving between a project's tabs, their pages and conversations keeps the list as it is (only the
 * tab's loader runs); the list's own parameters, another project (it may be on another page), a
 * submission or a reload of the same address read it again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return (
    currentParams.projectId !== nextParams.projectId ||
    listParamsOf(currentUrl.search).toString() !== listParamsOf(nextUrl.search).toString()
  );
}

// the project dialogs (and a form of an older page) post here; each manage tab has the same action
export const action = clientProjectsAction;

export default function ClientProjectsScreen({ loaderData, params }: Route.ComponentProps) {
  const { projects, clients, clientId, filters, statusCounts, pageInfo } = loaderData;
  const managedId = params.projectId ?? null;
  const isManagedListed = projects.some((p) => p.id === managedId);
  // the managed project deleted (its card's Delete): back to the list's own address
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const wasListed = useRef(isManagedListed);
  const isDeleted = Boolean(managedId) && wasListed.current && !isManagedListed;
  useEffect(() => {
    if (isDeleted) void navigate(manageHref({ list: searchParams }), { replace: true, preventScrollReset: true });
    wasListed.current = isManagedListed;
  }, [isDeleted, isManagedListed, navigate, searchParams]);
  const narrowed = isNarrowed(filters, { clientId });
  const client = clients.find((c) => c.id === clientId);
  const projectDialog = useOpenRecord<ClientProjectRow>();
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
          eyebrow="Client work"
          title="Client Projects"
          description="Every client engagement with its progress, sprints, tickets and invoices. Clients follow these in their portal."
          actions={newProject}
        />

        {projects.length > 0 || narrowed ? (
          <dl className="grid grid-cols-3 gap-3 sm:max-w-xl">
            {counts.map(([label, n, tone]) => (
              <div key={label} className="rounded-xl border border-line bg-white px-4 py-3 shadow-(--shadow-card)">
                <dt className="text-xs font-medium text-ink-muted">{label}</dt>
                <dd className={cn("mt-1 font-display text-2xl font-bold tabular-nums", tone)}>{n}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        {pageInfo.total > 0 || narrowed ? (
          <ListFilterBar
            id="client-projects"
            label="Filter client projects"
            spec={CLIENT_PROJECT_LIST}
            filters={filters}
            isNarrowed={narrowed}
            clearHref="/dashboard/client-projects"
            scope={{
              name: "client",
              label: "Client",
              allLabel: "All Clients",
              value: clientId,
              options: clients.map((c) => ({
                value: c.id,
                label: `${c.fullName ?? c.email}${c.organizationName ? ` (${c.organizationName})` : ""}`,
              })),
            }}
            dateLabel="Started"
            summary={
              <>
                {pageInfo.total.toLocaleString("en-US")} {pageInfo.total === 1 ? "project" : "projects"}
                {client ? ` for ${client.fullName ?? client.email}` : ""}
              </>
            }
          />
        ) : null}

        {/* a project that does not exist is on no page: its manage view (which says so) shows above the list */}
        {managedId && !isManagedListed && !isDeleted ? <Outlet /> : null}

        <RecordList
          rows={projects}
          layout="stack"
          empty={
            narrowed
              ? {
                  icon: <FolderKanban />,
                  title: "No projects match these filters",
                  children: "Change or clear the filters to see more projects.",
                }
              : {
                  icon: <FolderKanban />,
                  title: "No client projects yet",
                  children: (
                    <>
                      Create a project for a client to share its progress, sprints and invoices in their portal.
                      <div className="mt-5">{newProject}</div>
                    </>
                  ),
                }
          }
          pager={{ info: pageInfo, label: "Client project pages" }}
          item={(project) => (
            <ClientProjectCard
              project={project}
              panel={project.id === managedId ? <Outlet /> : undefined}
              onEdit={() => projectDialog.open(project)}
            />
          )}
        />

        <OpenRecordDialog record={projectDialog}>
          {(project) => <ClientProjectFormDialog project={project} clients={clients} onDone={projectDialog.close} />}
        </OpenRecordDialog>
      </div>
    </ActionToastHost>
  );
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to fetch projects" />;
}
