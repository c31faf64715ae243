import {
  CalendarRange,
  CircleCheck,
  FolderSearch,
  ListTodo,
  Pencil,
  Play,
  Plus,
  Trash2,
  UsersRound,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { ActionButton, ActionToastHost } from "~/components/client-work/action-button";
import { SprintStatusBadge } from "~/components/client-work/badges";
import { PageHeader } from "~/components/client-work/page-header";
import { ProjectFilter } from "~/components/client-work/project-filter";
import { completeConfirm, SprintCard } from "~/components/client-work/sprint-card";
import { SprintFormDialog, type SprintFormValue } from "~/components/client-work/sprint-form";
import { SprintTicketList } from "~/components/client-work/sprint-ticket-list";
import { TeamPanel } from "~/components/client-work/team-panel";
import { SprintTicketFormDialog, type SprintTicketValue } from "~/components/client-work/ticket-forms";
import { useDialog } from "~/components/client-work/use-dialog";
import { LoadError } from "~/components/dashboard/load-error";
import { ScreenError } from "~/components/error-page";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { Pager } from "~/components/ui/pager";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { listProjectOptions } from "~/data/client-projects.server";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { listSprintOptions, listSprints, nextSprintOrders } from "~/data/sprints.server";
import { listAssignableStaff, listTeamAssignments } from "~/data/team-assignments.server";
import { parsePage } from "~/domain/pagination";
import { sprintScreenAction } from "~/domain/sprint-order";
import { handleClientWorkAction } from "~/server/client-work-actions.server";
import { requireStaff } from "~/server/guards.server";
import type { Route } from "./+types/sprints";

export const meta: Route.MetaFunction = () => [{ title: "Sprint & Project Management | Admin Portal" }];

const TABS = ["sprints", "tickets", "team"] as const;
type Tab = (typeof TABS)[number];
const asTab = (value: string | null): Tab =>
  (TABS as readonly string[]).includes(value ?? "") ? (value as Tab) : "sprints";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const url = new URL(request.url);
  const projects = await listProjectOptions();
  // an unknown project id is treated as "All Projects" rather than trusted
  const project = projects.find((p) => p.id === url.searchParams.get("project")) ?? null;
  const [sprintPage, sprintOptions, nextOrders, assignments] = await Promise.all([
    listSprints({
      projectId: project?.id,
      withTickets: Boolean(project),
      page: parsePage(url.searchParams.get("page")),
    }),
    // every sprint of the project, by order, for the ticket form's sprint choice
    project ? listSprintOptions(project.id) : Promise.resolve([]),
    nextSprintOrders(),
    // a failed read of the team leaves the sprints and tickets working; the Team tab says so
    loadOrFail(
      "Failed to fetch team assignments",
      () =>
        Promise.all([
          project ? listTeamAssignments(project.id) : Promise.resolve([]),
          project ? listAssignableStaff(project.id) : Promise.resolve([]),
        ]),
      [[], []] as [Awaited<ReturnType<typeof listTeamAssignments>>, Awaited<ReturnType<typeof listAssignableStaff>>],
    ),
  ]);
  const [team, staff] = assignments.data;
  const sprints = sprintPage.rows;
  const ticketsError = sprints.find((s) => s.ticketsError)?.ticketsError ?? null;
  return {
    projects,
    projectId: project?.id ?? "",
    sprints,
    pageInfo: sprintPage.info,
    sprintOptions,
    nextOrders,
    team,
    staff,
    teamError: assignments.loadError,
    ticketsError,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  return handleClientWorkAction(
    request,
    viewer,
    [
      "sprint.save",
      "sprint.status",
      "sprint.delete",
      "sprint-ticket.save",
      "sprint-ticket.status",
      "sprint-ticket.delete",
      "team.assign",
      "team.remove",
    ],
    { sprintStatusToast: "marked" },
  );
}

/** Switching tabs only changes the URL: no need to reload the data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const a = new URLSearchParams(currentUrl.search);
  const b = new URLSearchParams(nextUrl.search);
  a.delete("tab");
  b.delete("tab");
  if (currentUrl.pathname === nextUrl.pathname && a.toString() === b.toString()) return false;
  return defaultShouldRevalidate;
}

type SprintItem = Route.ComponentProps["loaderData"]["sprints"][number];

/** Sprints come sorted by project title, then order: keep that order, one group per project. */
function groupByProject(sprints: SprintItem[]) {
  const groups: { projectId: string; title: string; sprints: SprintItem[] }[] = [];
  for (const sprint of sprints) {
    const last = groups.at(-1);
    if (last?.projectId === sprint.projectId) last.sprints.push(sprint);
    else groups.push({ projectId: sprint.projectId, title: sprint.projectTitle, sprints: [sprint] });
  }
  return groups;
}

/** 'Start Sprint' (Planned) or 'Mark Complete', edit and delete. */
function SprintActions({ sprint, onEdit }: { sprint: SprintItem; onEdit: () => void }) {
  const next = sprintScreenAction(sprint.status);
  return (
    <>
      {next ? (
        <ActionButton
          intent="sprint.status"
          fields={{ id: sprint.id, status: next.to }}
          variant={next.to === "Completed" ? "primary" : "secondary"}
          label={`${next.label}: ${sprint.title}`}
          confirm={next.to === "Completed" ? completeConfirm(sprint) : undefined}
        >
          {next.to === "Completed" ? <CircleCheck aria-hidden="true" /> : <Play aria-hidden="true" />}
          {next.label}
        </ActionButton>
      ) : null}
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={`Edit ${sprint.title}`}
        title="Edit"
        onClick={onEdit}
      >
        <Pencil />
      </Button>
      <ActionButton
        intent="sprint.delete"
        fields={{ id: sprint.id }}
        variant="ghost"
        size="icon-sm"
        label={`Delete ${sprint.title}`}
        className="hover:bg-danger-50 hover:text-danger-700"
        confirm={{ message: "Are you sure you want to delete this sprint? Its tickets are deleted too." }}
      >
        <Trash2 />
      </ActionButton>
    </>
  );
}

function SelectProjectPrompt({ what }: { what: string }) {
  return (
    <EmptyState icon={<FolderSearch />} title="Choose a project">
      Please select a specific project to manage {what}.
    </EmptyState>
  );
}

export default function SprintsScreen({ loaderData }: Route.ComponentProps) {
  const { projects, projectId, sprints, pageInfo, nextOrders, team, staff } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const urlTab = asTab(searchParams.get("tab"));
  // the tab switches at once; the address follows (shareable, and kept by the project filter)
  const [tab, setTab] = useState<Tab>(urlTab);
  useEffect(() => setTab(urlTab), [urlTab]);
  const sprintDialog = useDialog<SprintFormValue>();
  const ticketDialog = useDialog<{ ticket: SprintTicketValue | null; sprintId: string | null }>();
  const project = projects.find((p) => p.id === projectId);
  const ticketTotal = sprints.reduce((n, s) => n + s.ticketCount, 0);

  return (
    <ActionToastHost>
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8">
        <PageHeader
          title="Sprint & Project Management"
          description="Plan sprints, move tickets along and staff each project. Completing a sprint or ticket tells the client in their portal and by e-mail."
          actions={
            <Button type="button" onClick={() => sprintDialog.open(null)}>
              <Plus aria-hidden="true" />
              New Sprint
            </Button>
          }
        />

        <div className="flex flex-col gap-4 rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card) sm:flex-row sm:items-end sm:justify-between sm:p-5">
          <ProjectFilter projects={projects} value={projectId} keep={tab === "sprints" ? {} : { tab }} />
          <p className="text-sm text-ink-muted" aria-live="polite">
            {project ? (
              <>
                Showing <span className="font-semibold text-ink">{project.title}</span>
              </>
            ) : (
              "Showing all projects"
            )}{" "}
            · {pageInfo.total} {pageInfo.total === 1 ? "sprint" : "sprints"}
          </p>
        </div>

        <Tabs
          value={tab}
          onValueChange={(value) => {
            setTab(asTab(value));
            setSearchParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (value === "sprints") next.delete("tab");
                else next.set("tab", value);
                return next;
              },
              { preventScrollReset: true, replace: true },
            );
          }}
        >
          <TabsList aria-label="Sprint management" className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
            <TabsTrigger
              value="sprints"
              className="h-auto min-h-9 justify-center px-2 py-1.5 text-center leading-tight whitespace-normal sm:px-4 sm:whitespace-nowrap"
            >
              <CalendarRange aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
              Sprints
            </TabsTrigger>
            <TabsTrigger
              value="tickets"
              className="h-auto min-h-9 justify-center px-2 py-1.5 text-center leading-tight whitespace-normal sm:px-4 sm:whitespace-nowrap"
            >
              <ListTodo aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
              Sprint Tickets
            </TabsTrigger>
            <TabsTrigger
              value="team"
              className="h-auto min-h-9 justify-center px-2 py-1.5 text-center leading-tight whitespace-normal sm:px-4 sm:whitespace-nowrap"
            >
              <UsersRound aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
              Team Assignments
            </TabsTrigger>
          </TabsList>

          <TabsContent value="sprints">
            {sprints.length === 0 ? (
              <EmptyState icon={<CalendarRange />} title="No sprints yet">
                {project ? `Plan the first sprint of ${project.title}.` : "Create a sprint to start planning the work."}
                <div className="mt-5">
                  <Button type="button" onClick={() => sprintDialog.open(null)}>
                    <Plus aria-hidden="true" />
                    New Sprint
                  </Button>
                </div>
              </EmptyState>
            ) : (
              <div className="grid grid-cols-1 gap-10">
                {groupByProject(sprints).map((group) => (
                  <section
                    key={group.projectId}
                    aria-labelledby={`group-${group.projectId}`}
                    className="grid grid-cols-1 gap-4"
                  >
                    {project ? null : (
                      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line pb-2">
                        <h2 id={`group-${group.projectId}`} className="text-lg font-semibold">
                          {group.title}
                        </h2>
                        <Link
                          to={`?project=${group.projectId}`}
                          className="text-sm font-medium text-brand-700 hover:underline"
                          aria-label={`Show only ${group.title}`}
                        >
                          Show only this project
                        </Link>
                      </div>
                    )}
                    <ol
                      className="grid grid-cols-1 gap-4"
                      aria-label={project ? `Sprints of ${group.title}` : undefined}
                    >
                      {group.sprints.map((sprint) => (
                        <li key={sprint.id}>
                          <SprintCard
                            sprint={sprint}
                            actions={<SprintActions sprint={sprint} onEdit={() => sprintDialog.open(sprint)} />}
                          />
                        </li>
                      ))}
                    </ol>
                  </section>
                ))}
                <Pager info={pageInfo} label="Sprint pages" />
              </div>
            )}
          </TabsContent>

          <TabsContent value="tickets">
            {!project ? (
              <SelectProjectPrompt what="sprint tickets" />
            ) : loaderData.ticketsError ? (
              <LoadError message={loaderData.ticketsError} />
            ) : sprints.length === 0 ? (
              <EmptyState icon={<ListTodo />} title="No sprints yet">
                Tickets live in sprints: create a sprint for {project.title} first.
              </EmptyState>
            ) : (
              <div className="grid grid-cols-1 gap-6">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm text-ink-muted">
                    {ticketTotal} {ticketTotal === 1 ? "ticket" : "tickets"} across {sprints.length}{" "}
                    {sprints.length === 1 ? "sprint" : "sprints"}
                    {pageInfo.pageCount > 1 ? ` (page ${pageInfo.page} of ${pageInfo.pageCount})` : ""}
                  </p>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => ticketDialog.open({ ticket: null, sprintId: null })}
                  >
                    <Plus aria-hidden="true" />
                    New Ticket
                  </Button>
                </div>
                {sprints.map((sprint) => (
                  <section key={sprint.id} aria-labelledby={`tickets-${sprint.id}`} className="grid grid-cols-1 gap-3">
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 id={`tickets-${sprint.id}`} className="text-base font-semibold">
                          <span className="text-ink-muted">Sprint {sprint.sprintOrder}:</span> {sprint.title}
                        </h2>
                        <SprintStatusBadge status={sprint.status} />
                      </div>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        onClick={() => ticketDialog.open({ ticket: null, sprintId: sprint.id })}
                        aria-label={`Add a ticket to ${sprint.title}`}
                      >
                        <Plus aria-hidden="true" />
                        Add Ticket
                      </Button>
                    </div>
                    <SprintTicketList
                      tickets={sprint.tickets}
                      onEdit={(ticket) => ticketDialog.open({ ticket, sprintId: ticket.sprintId })}
                    />
                  </section>
                ))}
                <Pager info={pageInfo} label="Sprint ticket pages" />
              </div>
            )}
          </TabsContent>

          <TabsContent value="team">
            {!project ? (
              <SelectProjectPrompt what="team assignments" />
            ) : loaderData.teamError ? (
              <LoadError message={loaderData.teamError} />
            ) : (
              <TeamPanel projectId={project.id} team={team} staff={staff} />
            )}
          </TabsContent>
        </Tabs>

        <Dialog open={sprintDialog.isOpen} onOpenChange={sprintDialog.onOpenChange}>
          {sprintDialog.isOpen ? (
            <SprintFormDialog
              sprint={sprintDialog.value}
              projectId={projectId || null}
              projects={projects}
              nextOrders={nextOrders}
              onDone={sprintDialog.close}
            />
          ) : null}
        </Dialog>
        <Dialog open={ticketDialog.isOpen} onOpenChange={ticketDialog.onOpenChange}>
          {ticketDialog.isOpen ? (
            <SprintTicketFormDialog
              ticket={ticketDialog.value?.ticket ?? null}
              sprintId={ticketDialog.value?.sprintId ?? null}
              sprints={loaderData.sprintOptions}
              onDone={ticketDialog.close}
            />
          ) : null}
        </Dialog>
      </div>
    </ActionToastHost>
  );
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to fetch sprints" />;
}
