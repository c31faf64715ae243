import {
  CalendarClock,
  CalendarRange,
  ChevronDown,
  CircleCheck,
  FolderKanban,
  ListChecks,
  ListTodo,
  Mail,
  Pencil,
  Phone,
  Plus,
  Receipt,
  Trash2,
} from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ActionButton, ActionToastHost } from "~/components/client-work/action-button";
import { ProjectStatusBadge } from "~/components/client-work/badges";
import { ClientProjectFormDialog } from "~/components/client-work/client-project-form";
import { InvoiceFormDialog } from "~/components/client-work/invoice-form";
import { InvoiceList, type InvoiceListItem } from "~/components/client-work/invoice-list";
import { PageHeader } from "~/components/client-work/page-header";
import { ProgressBar } from "~/components/client-work/progress-bar";
import { type ProjectTicketItem, ProjectTicketList } from "~/components/client-work/project-ticket-list";
import { completeConfirm, SprintCard } from "~/components/client-work/sprint-card";
import { SprintFormDialog, type SprintFormValue } from "~/components/client-work/sprint-form";
import { SprintTicketList } from "~/components/client-work/sprint-ticket-list";
import {
  ProjectTicketFormDialog,
  SprintTicketFormDialog,
  type SprintTicketValue,
} from "~/components/client-work/ticket-forms";
import { useDialog } from "~/components/client-work/use-dialog";
import { ScreenError } from "~/components/error-page";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/card";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Pager } from "~/components/ui/pager";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { type ClientProjectRow, listClientOptions, listClientProjects } from "~/data/client-projects.server";
import { listInvoices, usualInvoiceCurrencies } from "~/data/invoices.server";
import { listSprintOptions, listSprints, nextSprintOrders } from "~/data/sprints.server";
import { listTeamAssignments } from "~/data/team-assignments.server";
import { listProjectTickets } from "~/data/tickets.server";
import { toIsoDate } from "~/domain/dates";
import { formatDate } from "~/domain/format";
import { parsePage } from "~/domain/pagination";
import { ESTIMATE_NAME, progressName } from "~/domain/progress";
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
  const managed = projects.find((p) => p.id === params.get("manage")) ?? null;
  const detail = managed
    ? await Promise.all([
        Promise.all([
          listSprints({ projectId: managed.id, withTickets: true, page: parsePage(params.get("sprintsPage")) }),
          // every sprint of the project, by order, for the ticket forms' sprint choice
          listSprintOptions(managed.id),
        ]),
        listProjectTickets({ projectId: managed.id, page: parsePage(params.get("ticketsPage")) }),
        listInvoices({ projectId: managed.id, page: parsePage(params.get("invoicesPage")) }),
        nextSprintOrders(),
        listTeamAssignments(managed.id),
        usualInvoiceCurrencies({ projectId: managed.id }),
      ]).then(([sprints, tickets, invoices, nextOrders, team, usualCurrencies]) => ({
        projectId: managed.id,
        sprints: sprints[0].rows,
        sprintPage: sprints[0].info,
        sprintOptions: sprints[1],
        tickets: tickets.rows,
        ticketPage: tickets.info,
        invoices: invoices.rows,
        invoicePage: invoices.info,
        usualCurrencies,
        nextOrders,
        assignees: team.map((m) => m.fullName ?? m.email),
      }))
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

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  return handleClientWorkAction(
    request,
    viewer,
    [
      "project.save",
      "project.delete",
      "sprint.save",
      "sprint.status",
      "sprint.delete",
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
}

type Detail = NonNullable<Route.ComponentProps["loaderData"]["detail"]>;

export default function ClientProjectsScreen({ loaderData }: Route.ComponentProps) {
  const { projects, clients, detail, today, statusCounts } = loaderData;
  const projectDialog = useDialog<ClientProjectRow>();
  // every project counts, not only the page shown
  const counts = {
    active: statusCounts["In Progress"] ?? 0,
    completed: statusCounts.Completed ?? 0,
    other: (statusCounts["On Hold"] ?? 0) + (statusCounts.Cancelled ?? 0),
  };

  return (
    <ActionToastHost>
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8">
        <PageHeader
          title="Client Projects"
          description="Every client engagement with its progress, sprints, tickets and invoices. Clients follow these in their portal."
          actions={
            <Button type="button" onClick={() => projectDialog.open(null)}>
              <Plus aria-hidden="true" />
              New Project
            </Button>
          }
        />

        {projects.length > 0 ? (
          <dl className="grid grid-cols-3 gap-3 sm:max-w-xl">
            {[
              ["In progress", counts.active, "text-info-700"],
              ["Completed", counts.completed, "text-success-700"],
              ["On hold or cancelled", counts.other, "text-ink-muted"],
            ].map(([label, n, tone]) => (
              <div key={label} className="rounded-xl border border-line bg-white px-4 py-3 shadow-(--shadow-card)">
                <dt className="text-xs font-medium text-ink-muted">{label}</dt>
                <dd className={cn("mt-1 font-display text-2xl font-bold tabular-nums", tone as string)}>{n}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        {projects.length === 0 ? (
          <EmptyState icon={<FolderKanban />} title="No client projects yet">
            Create a project for a client to share its progress, sprints and invoices in their portal.
            <div className="mt-5">
              <Button type="button" onClick={() => projectDialog.open(null)}>
                <Plus aria-hidden="true" />
                New Project
              </Button>
            </div>
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-5">
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard
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

        <Dialog open={projectDialog.isOpen} onOpenChange={projectDialog.onOpenChange}>
          {projectDialog.isOpen ? (
            <ClientProjectFormDialog project={projectDialog.value} clients={clients} onDone={projectDialog.close} />
          ) : null}
        </Dialog>
      </div>
    </ActionToastHost>
  );
}

function ProjectCard({
  project,
  detail,
  today,
  onEdit,
}: {
  project: ClientProjectRow;
  detail: Detail | null;
  today: string;
  onEdit: () => void;
}) {
  const isManaging = Boolean(detail);
  const panelId = `manage-${project.id}`;
  const [searchParams] = useSearchParams();
  const listPage = searchParams.get("page");
  return (
    <article
      aria-labelledby={`project-${project.id}`}
      className={cn(
        "overflow-hidden rounded-(--radius-card) border bg-white shadow-(--shadow-card) transition-shadow",
        isManaging ? "border-brand-300 ring-1 ring-brand-200" : "border-line hover:shadow-(--shadow-lift)",
      )}
    >
      <div className="grid grid-cols-1 gap-5 p-5 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 wrap-anywhere">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`project-${project.id}`} className="text-h3 font-semibold">
                {project.title}
              </h2>
              <ProjectStatusBadge status={project.status} />
            </div>
            <p className="mt-1 text-sm text-ink-muted">
              <span className="font-medium text-ink">{project.clientName ?? project.clientEmail}</span>
              {project.clientOrganization ? ` · ${project.clientOrganization}` : ""}
            </p>
            {project.description ? (
              <p className="mt-3 max-w-3xl text-sm text-ink-muted">{project.description}</p>
            ) : null}
          </div>
          <div className="flex shrink-0 items-center gap-1.5">
            <Button asChild variant={isManaging ? "primary" : "secondary"} size="sm">
              <Link
                to={{ search: manageSearch(listPage, isManaging ? null : project.id) }}
                preventScrollReset
                aria-expanded={isManaging}
                aria-controls={isManaging ? panelId : undefined}
                aria-label={`${isManaging ? "Close" : "Manage"} ${project.title}`}
              >
                {isManaging ? "Close" : "Manage"}
                <ChevronDown aria-hidden="true" className={cn("transition-transform", isManaging && "rotate-180")} />
              </Link>
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              onClick={onEdit}
              aria-label={`Edit ${project.title}`}
              title="Edit"
            >
              <Pencil />
            </Button>
            <ActionButton
              intent="project.delete"
              fields={{ id: project.id }}
              variant="ghost"
              size="icon-sm"
              label={`Delete ${project.title}`}
              className="hover:bg-danger-50 hover:text-danger-700"
              confirm={{
                message:
                  "Are you sure you want to delete this client project? Its sprints, tickets, invoices and notifications are deleted too.",
              }}
            >
              <Trash2 />
            </ActionButton>
          </div>
        </div>

        <dl className="grid grid-cols-1 gap-4 rounded-xl bg-surface-sunken/60 p-4 ring-1 ring-line grid-cols-2 lg:grid-cols-[1.1fr_1fr_1fr_1.5fr]">
          <div className="col-span-2 lg:col-span-1">
            <dt className="text-xs font-medium text-ink-muted">Progress</dt>
            <dd className="mt-1.5 grid gap-2">
              <div data-progress="estimate" className="grid gap-1">
                <span className="flex items-baseline justify-between gap-2 text-xs text-ink-muted">
                  {ESTIMATE_NAME}
                  <span className="text-sm font-semibold text-ink tabular-nums">{project.percentComplete}%</span>
                </span>
                <ProgressBar value={project.percentComplete} label={`${ESTIMATE_NAME} for ${project.title}`} />
              </div>
              <div data-progress="work" className="grid gap-1">
                <span className="flex items-baseline justify-between gap-2 text-xs text-ink-muted">
                  {progressName(project.workDone.basis)}
                  <span className="text-sm font-semibold text-ink tabular-nums">{project.workDone.percent}%</span>
                </span>
                <ProgressBar
                  value={project.workDone.percent}
                  label={`${progressName(project.workDone.basis)} for ${project.title}`}
                />
              </div>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-ink-muted">Estimated delivery</dt>
            <dd className="mt-1 flex items-center gap-1.5 text-sm font-semibold">
              <CalendarClock aria-hidden="true" className="size-4 text-ink-subtle" />
              {project.estimatedDelivery ? formatDate(project.estimatedDelivery) : "Not set"}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-ink-muted">Sprints</dt>
            <dd className="mt-1 flex items-center gap-1.5 text-sm font-semibold tabular-nums">
              <CalendarRange aria-hidden="true" className="size-4 text-ink-subtle" />
              {project.sprintCount === 0 ? "None yet" : `${project.sprintsDone} of ${project.sprintCount} completed`}
            </dd>
          </div>
          <div className="col-span-2 min-w-0 lg:col-span-1">
            <dt className="text-xs font-medium text-ink-muted">Contact</dt>
            <dd className="mt-1 text-sm">
              <p className="truncate font-semibold">
                {project.contactPersonName ?? "Not set"}
                {project.contactPersonRole ? (
                  <span className="font-normal text-ink-muted"> · {project.contactPersonRole}</span>
                ) : null}
              </p>
              <div className="mt-0.5 flex flex-wrap gap-x-3 text-xs">
                {project.contactPersonEmail ? (
                  <a
                    href={`mailto:${project.contactPersonEmail}`}
                    className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                  >
                    <Mail aria-hidden="true" className="size-3" />
                    {project.contactPersonEmail}
                  </a>
                ) : null}
                {project.contactPersonPhone ? (
                  <a
                    href={`tel:${project.contactPersonPhone.replace(/\s+/g, "")}`}
                    className="inline-flex items-center gap-1 text-ink-muted hover:text-ink"
                  >
                    <Phone aria-hidden="true" className="size-3" />
                    {project.contactPersonPhone}
                  </a>
                ) : null}
              </div>
            </dd>
          </div>
        </dl>
      </div>

      {detail ? (
        <div id={panelId} className="border-t border-brand-200 bg-brand-50/30 p-4 sm:p-6">
          <ManagePanel project={project} detail={detail} today={today} />
        </div>
      ) : null}
    </article>
  );
}

function ManagePanel({ project, detail, today }: { project: ClientProjectRow; detail: Detail; today: string }) {
  const sprintDialog = useDialog<SprintFormValue>();
  const manageSprint = useDialog<string>();
  const ticketDialog = useDialog<ProjectTicketItem>();
  const invoiceDialog = useDialog<InvoiceListItem>();
  const managed = detail.sprints.find((s) => s.id === manageSprint.value) ?? null;
  const sprintOptions = detail.sprintOptions;
  const [searchParams] = useSearchParams();
  // a page link of the tickets or invoices list opens on that list, also before JavaScript loads
  const openTab = searchParams.has("ticketsPage")
    ? "tickets"
    : searchParams.has("invoicesPage")
      ? "invoices"
      : "sprints";

  return (
    <Tabs defaultValue={openTab}>
      <TabsList
        aria-label={`Manage ${project.title}`}
        className="grid w-full grid-cols-3 bg-white sm:inline-flex sm:w-auto"
      >
        <TabsTrigger
          value="sprints"
          className="h-auto min-h-9 justify-center px-2 py-1.5 text-center leading-tight whitespace-normal sm:px-4 sm:whitespace-nowrap"
        >
          <CalendarRange aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
          Sprints <Count n={detail.sprintPage.total} />
        </TabsTrigger>
        <TabsTrigger
          value="tickets"
          className="h-auto min-h-9 justify-center px-2 py-1.5 text-center leading-tight whitespace-normal sm:px-4 sm:whitespace-nowrap"
        >
          <ListChecks aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
          Tickets <Count n={detail.ticketPage.total} />
        </TabsTrigger>
        <TabsTrigger
          value="invoices"
          className="h-auto min-h-9 justify-center px-2 py-1.5 text-center leading-tight whitespace-normal sm:px-4 sm:whitespace-nowrap"
        >
          <Receipt aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
          Invoices <Count n={detail.invoicePage.total} />
        </TabsTrigger>
      </TabsList>

      <TabsContent value="sprints" className="grid grid-cols-1 gap-4">
        <PanelHeading title="Sprints" text="Mark a sprint complete to notify the client.">
          <Button type="button" size="sm" onClick={() => sprintDialog.open(null)}>
            <Plus aria-hidden="true" />
            New Sprint
          </Button>
        </PanelHeading>
        {detail.sprints.length === 0 ? (
          <EmptyState icon={<CalendarRange />} title="No sprints yet">
            Plan the first sprint of this project.
          </EmptyState>
        ) : (
          <ol className="grid grid-cols-1 gap-3">
            {detail.sprints.map((sprint) => (
              <li key={sprint.id}>
                <SprintCard
                  sprint={sprint}
                  actions={
                    <>
                      {sprint.status !== "Completed" ? (
                        <ActionButton
                          intent="sprint.status"
                          fields={{ id: sprint.id, status: "Completed" }}
                          variant="primary"
                          label={`Mark Complete: ${sprint.title}`}
                          confirm={completeConfirm(sprint)}
                        >
                          <CircleCheck aria-hidden="true" />
                          Mark Complete
                        </ActionButton>
                      ) : null}
                      <Button type="button" variant="secondary" size="sm" onClick={() => manageSprint.open(sprint.id)}>
                        <ListTodo aria-hidden="true" />
                        Manage Sprint
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Edit ${sprint.title}`}
                        title="Edit"
                        onClick={() => sprintDialog.open(sprint)}
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
                        confirm={{
                          message: "Are you sure you want to delete this sprint? Its tickets are deleted too.",
                        }}
                      >
                        <Trash2 />
                      </ActionButton>
                    </>
                  }
                />
              </li>
            ))}
          </ol>
        )}
        <Pager info={detail.sprintPage} param="sprintsPage" label="Sprint pages" preventScrollReset />
      </TabsContent>

      <TabsContent value="tickets" className="grid grid-cols-1 gap-4">
        <PanelHeading title="Tickets" text="Bugs, features and tasks, optionally tied to a sprint.">
          <Button type="button" size="sm" onClick={() => ticketDialog.open(null)}>
            <Plus aria-hidden="true" />
            New Ticket
          </Button>
        </PanelHeading>
        <ProjectTicketList tickets={detail.tickets} onEdit={(t) => ticketDialog.open(t)} />
        <Pager info={detail.ticketPage} param="ticketsPage" label="Ticket pages" preventScrollReset />
      </TabsContent>

      <TabsContent value="invoices" className="grid grid-cols-1 gap-4">
        <PanelHeading title="Invoices" text="Due indicator: Due Soon within 7 days, Due In 2 Weeks within 14.">
          <Button type="button" size="sm" onClick={() => invoiceDialog.open(null)}>
            <Plus aria-hidden="true" />
            New Invoice
          </Button>
        </PanelHeading>
        <InvoiceList
          invoices={detail.invoices}
          today={today}
          view="project"
          onEdit={(inv) => invoiceDialog.open(inv)}
          emptyText="Invoices you add for this project appear here and in the client's portal."
        />
        <Pager info={detail.invoicePage} param="invoicesPage" label="Invoice pages" preventScrollReset />
      </TabsContent>

      <Dialog open={sprintDialog.isOpen} onOpenChange={sprintDialog.onOpenChange}>
        {sprintDialog.isOpen ? (
          <SprintFormDialog
            sprint={sprintDialog.value}
            projectId={project.id}
            projects={[]}
            nextOrders={detail.nextOrders}
            onDone={sprintDialog.close}
          />
        ) : null}
      </Dialog>
      <Dialog open={manageSprint.isOpen && Boolean(managed)} onOpenChange={manageSprint.onOpenChange}>
        {manageSprint.isOpen && managed ? <ManageSprintDialog sprint={managed} sprints={sprintOptions} /> : null}
      </Dialog>
      <Dialog open={ticketDialog.isOpen} onOpenChange={ticketDialog.onOpenChange}>
        {ticketDialog.isOpen ? (
          <ProjectTicketFormDialog
            ticket={ticketDialog.value}
            projectId={project.id}
            sprints={sprintOptions}
            assignees={detail.assignees}
            onDone={ticketDialog.close}
          />
        ) : null}
      </Dialog>
      <Dialog open={invoiceDialog.isOpen} onOpenChange={invoiceDialog.onOpenChange}>
        {invoiceDialog.isOpen ? (
          <InvoiceFormDialog
            invoice={invoiceDialog.value}
            projectId={project.id}
            projects={[{ id: project.id, title: project.title }]}
            usualCurrencies={detail.usualCurrencies}
            today={today}
            isProjectLocked
            onDone={invoiceDialog.close}
          />
        ) : null}
      </Dialog>
    </Tabs>
  );
}

/** 'Manage Sprint': the sprint's ticket list, in a dialog. */
function ManageSprintDialog({
  sprint,
  sprints,
}: {
  sprint: Detail["sprints"][number];
  sprints: { id: string; title: string; sprintOrder: number }[];
}) {
  const ticketDialog = useDialog<SprintTicketValue>();
  return (
    <DialogContent
      title={`Sprint ${sprint.sprintOrder}: ${sprint.title}`}
      description={`${sprint.ticketsDone} of ${sprint.ticketCount} tickets done. Completing a ticket notifies the client.`}
      className="max-w-2xl wrap-anywhere"
    >
      <div className="grid grid-cols-1 gap-4">
        <div className="flex justify-end">
          <Button type="button" size="sm" onClick={() => ticketDialog.open(null)}>
            <Plus aria-hidden="true" />
            Add Ticket
          </Button>
        </div>
        <SprintTicketList tickets={sprint.tickets} onEdit={(t) => ticketDialog.open(t)} />
      </div>
      <Dialog open={ticketDialog.isOpen} onOpenChange={ticketDialog.onOpenChange}>
        {ticketDialog.isOpen ? (
          <SprintTicketFormDialog
            ticket={ticketDialog.value}
            sprintId={sprint.id}
            sprints={sprints}
            onDone={ticketDialog.close}
          />
        ) : null}
      </Dialog>
    </DialogContent>
  );
}

/** The address that opens (or, with null, closes) a project's manage panel, staying on the list's page. */
function manageSearch(page: string | null, manage: string | null) {
  const params = new URLSearchParams();
  if (page) params.set("page", page);
  if (manage) params.set("manage", manage);
  const query = params.toString();
  return query ? `?${query}` : "";
}

function PanelHeading({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h3 className="text-base font-semibold">{title}</h3>
        <p className="text-sm text-ink-muted">{text}</p>
      </div>
      {children}
    </div>
  );
}

function Count({ n }: { n: number }) {
  return (
    <span className="rounded-full bg-surface-sunken px-1.5 text-xs font-semibold text-ink-muted tabular-nums ring-1 ring-line">
      {n}
    </span>
  );
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to fetch projects" />;
}
