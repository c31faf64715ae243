import { CalendarRange, Download, ListTodo, Plus, UsersRound } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { IconTab } from "~/components/client-work/icon-tab";
import { SprintFormDialog, type SprintFormValue } from "~/components/client-work/sprint-form";
import { SprintsTab, SprintTicketsTab, TeamTab } from "~/components/client-work/sprint-screen-tabs";
import { SprintTicketFormDialog, type SprintTicketValue } from "~/components/client-work/ticket-forms";
import { ListFilterBar } from "~/components/dashboard/list-filter-bar";
import { OpenRecordDialog, useOpenRecord } from "~/components/dashboard/open-record";
import { PageHeader } from "~/components/dashboard/page-header";
import { ActionToastHost } from "~/components/dashboard/row-actions";
import { ScreenError } from "~/components/error-page";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList } from "~/components/ui/tabs";
import { loadSprintScreen } from "~/data/sprint-screen.server";
import { isNarrowed, isUsualView, parseListFilters } from "~/domain/list-filters";
import { SPRINT_LIST } from "~/domain/list-specs";
import { parsePage } from "~/domain/pagination";
import { keepDataAcross } from "~/lib/revalidate";
import { handleClientWorkAction } from "~/web/client-work-actions.server";
import { requireStaff } from "~/web/guards.server";
import type { Route } from "./+types/sprints";

export const meta: Route.MetaFunction = () => [{ title: "Sprint & Project Management | Admin Portal" }];

const TABS = ["sprints", "tickets", "team"] as const;
type Tab = (typeof TABS)[number];
const asTab = (value: string | null): Tab =>
  (TABS as readonly string[]).includes(value ?? "") ? (value as Tab) : "sprints";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filters = parseListFilters(params, SPRINT_LIST);
  const screen = await loadSprintScreen({
    requestedProjectId: params.get("project"),
    filters,
    page: parsePage(params.get("page")),
  });
  return { ...screen, filters };
}

export const action = ({ request }: Route.ActionArgs) =>
  handleClientWorkAction(
    request,
    [
      "sprint.save",
      "sprint.status",
      "sprint.delete",
      "sprint.reorder",
      "sprint-ticket.reorder",

      "sprint-ticket.save",
      "sprint-ticket.status",
      "sprint-ticket.delete",
      "team.assign",
      "team.remove",
    ],
    { sprintStatusToast: "marked" },
  );

/** Switching tabs only changes the URL: no need to reload the data. */
export const shouldRevalidate = keepDataAcross("tab");

export default function SprintsScreen({ loaderData }: Route.ComponentProps) {
  const { projects, projectId, sprints, pageInfo, filters } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const urlTab = asTab(searchParams.get("tab"));
  // the tab switches at once; the address follows (shareable, and kept by the project filter)
  const [tab, setTab] = useState<Tab>(urlTab);
  useEffect(() => setTab(urlTab), [urlTab]);
  const sprintDialog = useOpenRecord<SprintFormValue>();
  const ticketDialog = useOpenRecord<{ ticket: SprintTicketValue | null; sprintId: string | null }>();
  const project = projects.find((p) => p.id === projectId);

  return (
    <ActionToastHost>
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8">
        <PageHeader
          eyebrow="Client work"
          title="Sprint & Project Management"
          description="Plan sprints, move tickets along and staff each project. Completing a sprint or ticket tells the client in their portal and by e-mail."
          actions={
            <>
              <Button asChild variant="secondary">
                <a href={`/dashboard/tickets.csv${projectId ? `?project=${projectId}` : ""}`} download>
                  <Download aria-hidden="true" />
                  Export Tickets
                </a>
              </Button>
              <Button type="button" onClick={() => sprintDialog.open(null)}>
                <Plus aria-hidden="true" />
                New Sprint
              </Button>
            </>
          }
        />

        <ListFilterBar
          id="sprints"
          label="Filter sprints"
          spec={SPRINT_LIST}
          filters={filters}
          isNarrowed={isNarrowed(filters, { projectId })}
          clearHref={tab === "sprints" ? "/dashboard/sprints" : `/dashboard/sprints?tab=${tab}`}
          projects={projects}
          projectId={projectId}
          keep={{ tab: tab === "sprints" ? "" : tab }}
          dateLabel="Start date"
          summary={
            <>
              {project ? (
                <>
                  Showing <span className="font-semibold text-ink">{project.title}</span>
                </>
              ) : (
                "Showing all projects"
              )}{" "}
              · {pageInfo.total.toLocaleString("en-US")} {pageInfo.total === 1 ? "sprint" : "sprints"}
            </>
          }
        />

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
            <IconTab value="sprints" icon={CalendarRange}>
              Sprints
            </IconTab>
            <IconTab value="tickets" icon={ListTodo}>
              Sprint Tickets
            </IconTab>
            <IconTab value="team" icon={UsersRound}>
              Team Assignments
            </IconTab>
          </TabsList>

          <TabsContent value="sprints">
            <SprintsTab
              project={project}
              sprints={sprints}
              pageInfo={pageInfo}
              isUsualView={isUsualView(filters)}
              onNew={() => sprintDialog.open(null)}
              onEdit={(sprint) => sprintDialog.open(sprint)}
            />
          </TabsContent>
          <TabsContent value="tickets">
            <SprintTicketsTab
              project={project}
              sprints={sprints}
              pageInfo={pageInfo}
              ticketsError={loaderData.ticketsError}
              onOpenTicket={(ticket, sprintId) => ticketDialog.open({ ticket, sprintId })}
            />
          </TabsContent>
          <TabsContent value="team">
            <TeamTab
              project={project}
              team={loaderData.team}
              staff={loaderData.staff}
              teamError={loaderData.teamError}
            />
          </TabsContent>
        </Tabs>

        <OpenRecordDialog record={sprintDialog}>
          {(sprint) => (
            <SprintFormDialog
              sprint={sprint}
              projectId={projectId || null}
              projects={projects}
              nextOrders={loaderData.nextOrders}
              onDone={sprintDialog.close}
            />
          )}
        </OpenRecordDialog>
        <OpenRecordDialog record={ticketDialog}>
          {(value) => (
            <SprintTicketFormDialog
              ticket={value?.ticket ?? null}
              sprint={loaderData.sprints.find((s) => s.id === value?.sprintId) ?? null}
              sprints={loaderData.sprintOptions}
              onDone={ticketDialog.close}
            />
          )}
        </OpenRecordDialog>
      </div>
    </ActionToastHost>
  );
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to fetch sprints" />;
}
