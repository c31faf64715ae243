import { CalendarRange, FolderOpen, ListChecks, ListTodo, MessagesSquare, Plus, Receipt, Trash2 } from "lucide-react";
import type * as React from "react";
import { Link, useOutletContext, useSearchParams } from "react-router";
import { OpenRecordDialog, useOpenRecord } from "~/components/dashboard/open-record";
import { ActionButton } from "~/components/dashboard/row-actions";
import { ProjectFiles } from "~/components/files/project-files";
import { Button } from "~/components/ui/button";
import type { ProjectFileList } from "~/data/project-files.server";
import type {
  ManageInvoices,
  ManageMessages,
  ManageSprints,
  ManageTabs,
  ManageTickets,
} from "~/data/project-manage-view.server";
import { type ManageTab, manageHref } from "~/domain/manage-links";
import { sprintScreenAction } from "~/domain/sprint-order";
import { cn } from "~/lib/utils";
import { ConversationsPanel, useThreadHref } from "./conversations-panel";
import { InvoiceFormDialog } from "./invoice-form";
import { InvoiceList, type InvoiceListItem } from "./invoice-list";
import { ManageSprintDialog } from "./manage-sprint-dialog";
import { type ProjectTicketItem, ProjectTicketList } from "./project-ticket-list";
import { SprintCardList } from "./sprint-actions";
import { SprintFormDialog, type SprintFormValue } from "./sprint-form";
import { ProjectTicketFormDialog } from "./ticket-forms";

/** What the manage view hands each of its tabs (`<Outlet context>`): the project and today's date. */
export type ManageShell = { project: { id: string; title: string }; today: string };
export const useManageShell = () => useOutletContext<ManageShell>();

const TABS: { tab: ManageTab; label: string; icon: typeof CalendarRange }[] = [
  { tab: "sprints", label: "Sprints", icon: CalendarRange },
  { tab: "tickets", label: "Tickets", icon: ListChecks },
  { tab: "invoices", label: "Invoices", icon: Receipt },
  { tab: "files", label: "Files", icon: FolderOpen },
  { tab: "messages", label: "Messages", icon: MessagesSquare },
];

/**
 * A client project's manage view (`/dashboard/client-projects/<id>/<tab>`): its tabs as links, each to its
 * own route (they work before JavaScript loads, and once it has loaded only the tab's own loader runs),
 * the current one marked as the page; the list's page and filters stay in every address.
 */
export function ManageTabBar({ tab, tabs }: { tab: ManageTab; tabs: ManageTabs }) {
  const [searchParams] = useSearchParams();
  const { project, counts, unread } = tabs;
  return (
    <nav aria-label={`Manage ${project.title}`}>
      <ul className="grid w-full max-w-full grid-cols-2 gap-1 overflow-x-auto rounded-xl bg-white p-1 ring-1 ring-line min-[30rem]:grid-cols-3 sm:inline-flex sm:w-auto">
        {TABS.map(({ tab: value, label, icon: Icon }) => {
          const isActive = value === tab;
          return (
            <li key={value} className="flex">
              <Link
                id={`project-tab-${value}`}
                to={manageHref({ projectId: project.id, tab: value, list: searchParams })}
                aria-current={isActive ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "relative inline-flex h-auto min-h-9 flex-1 items-center justify-center gap-2 rounded-lg px-2 py-1.5 text-center text-sm leading-tight font-medium whitespace-normal transition-colors sm:px-4 sm:whitespace-nowrap",
                  isActive ? "bg-white text-ink shadow-sm" : "text-ink-muted hover:text-ink",
                )}
              >
                <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
                {label}
                {value === "messages" ? (
                  unread > 0 ? (
                    <span className="rounded-full bg-danger-600 px-1.5 text-xs font-semibold text-white tabular-nums">
                      {unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null
                ) : (
                  <Count n={counts[value]} />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The Sprints tab: a page of the project's sprints, with the sprint dialogs. */
export function ManageSprintsTab({ data }: { data: ManageSprints }) {
  const { project } = useManageShell();
  const sprintDialog = useOpenRecord<SprintFormValue>();
  const manageSprint = useOpenRecord<string>();
  const managed = data.sprints.find((s) => s.id === manageSprint.value) ?? null;
  const threadHref = useThreadHref();
  return (
    <PanelTab
      title="Sprints"
      text="Mark a sprint complete to notify the client."
      addLabel="New Sprint"
      onAdd={() => sprintDialog.open(null)}
    >
      <SprintCardList
        sprints={data.sprints}
        empty={{ icon: <CalendarRange />, title: "No sprints yet", children: "Plan the first sprint of this project." }}
        pager={{ info: data.sprintPage, param: "sprintsPage", label: "Sprint pages", preventScrollReset: true }}
        className="grid grid-cols-1 gap-3"
        isSortable
        move={(sprint) => sprintScreenAction(sprint.status)}
        onEdit={(sprint) => sprintDialog.open(sprint)}
        extra={(sprint) => (
          <>
            <Button type="button" variant="secondary" size="sm" onClick={() => manageSprint.open(sprint.id)}>
              <ListTodo aria-hidden="true" />
              Manage Sprint
            </Button>
            <Button asChild variant="secondary" size="sm">
              <Link
                to={threadHref({ kind: "sprint", id: sprint.id })}
                preventScrollReset
                aria-label={`Messages on ${sprint.title}`}
              >
                <MessagesSquare aria-hidden="true" />
                Messages
              </Link>
            </Button>
          </>
        )}
      />
      <OpenRecordDialog record={sprintDialog}>
        {(sprint) => (
          <SprintFormDialog
            sprint={sprint}
            projectId={project.id}
            projects={[]}
            nextOrders={data.nextOrders}
            onDone={sprintDialog.close}
          />
        )}
      </OpenRecordDialog>
      <OpenRecordDialog record={manageSprint} isReady={Boolean(managed)}>
        {() => (managed ? <ManageSprintDialog sprint={managed} sprints={data.sprintOptions} /> : null)}
      </OpenRecordDialog>
    </PanelTab>
  );
}

/** The Tickets tab: a page of the project's tickets, with the ticket dialog. */
export function ManageTicketsTab({ data }: { data: ManageTickets }) {
  const { project } = useManageShell();
  const ticketDialog = useOpenRecord<ProjectTicketItem>();
  return (
    <PanelTab
      title="Tickets"
      text="Bugs, features and tasks, optionally tied to a sprint."
      addLabel="New Ticket"
      onAdd={() => ticketDialog.open(null)}
    >
      <ProjectTicketList
        tickets={data.tickets}
        onEdit={(t) => ticketDialog.open(t)}
        pager={{ info: data.ticketPage, param: "ticketsPage", label: "Ticket pages", preventScrollReset: true }}
      />
      <OpenRecordDialog record={ticketDialog}>
        {(ticket) => (
          <ProjectTicketFormDialog
            ticket={ticket}
            projectId={project.id}
            sprints={data.sprintOptions}
            assignees={data.assignees}
            onDone={ticketDialog.close}
          />
        )}
      </OpenRecordDialog>
    </PanelTab>
  );
}

/** The Invoices tab: a page of the project's invoices, with the invoice dialog. */
export function ManageInvoicesTab({ data }: { data: ManageInvoices }) {
  const { project, today } = useManageShell();
  const invoiceDialog = useOpenRecord<InvoiceListItem>();
  return (
    <PanelTab
      title="Invoices"
      text="Due indicator: Due Soon within 7 days, Due In 2 Weeks within 14."
      addLabel="New Invoice"
      onAdd={() => invoiceDialog.open(null)}
    >
      <InvoiceList
        invoices={data.invoices}
        today={today}
        view="project"
        onEdit={(inv) => invoiceDialog.open(inv)}
        emptyText="Invoices you add for this project appear here and in the client's portal."
        pager={{ info: data.invoicePage, param: "invoicesPage", label: "Invoice pages", preventScrollReset: true }}
      />
      <OpenRecordDialog record={invoiceDialog}>
        {(invoice) => (
          <InvoiceFormDialog
            invoice={invoice}
            projectId={project.id}
            projects={[{ id: project.id, title: project.title }]}
            usualCurrencies={data.usualCurrencies}
            sprints={data.sprintOptions}
            today={today}
            isProjectLocked
            onDone={invoiceDialog.close}
          />
        )}
      </OpenRecordDialog>
    </PanelTab>
  );
}

/** The Files tab: the project's shared files, a folder at a time; the upload form posts to this tab. */
export function ManageFilesTab({ files }: { files: ProjectFileList | null }) {
  const { project } = useManageShell();
  const [searchParams] = useSearchParams();
  const filesHref = (folder: string | null) =>
    manageHref({ projectId: project.id, tab: "files", list: searchParams, extra: { filesFolder: folder ?? "" } });
  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-4">
      {files ? (
        <ProjectFiles
          list={files}
          action={filesHref(files.folder)}
          folderHref={filesHref}
          pageParams={{ after: "filesAfter", before: "filesBefore" }}
          headingLevel={3}
          intent="file.upload"
          description="Documents shared with the client in their portal. The same name in the same folder adds a version."
          actions={(file) => (
            <ActionButton
              intent="file.delete"
              fields={{ id: file.id, projectId: project.id }}
              variant="ghost"
              size="icon-sm"
              label={`Delete ${file.name}`}
              confirm={{
                title: "Delete this file?",
                message: `"${file.name}" and all its ${file.versions.length} ${file.versions.length === 1 ? "version" : "versions"} will be deleted for you and the client.`,
              }}
            >
              <Trash2 aria-hidden="true" />
            </ActionButton>
          )}
        />
      ) : null}
    </div>
  );
}

/** The Messages tab: the project's conversations and the one open. */
export function ManageMessagesTab({ data }: { data: ManageMessages }) {
  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-4">
      <ConversationsPanel
        conversations={{ threads: data.threads, thread: data.thread }}
        sprintTasks={data.sprintTasks}
      />
    </div>
  );
}

/** A tab of the panel: its heading (title, one line on what it holds, its 'New …' button) and its list (with the list's pages). */
function PanelTab({
  title,
  text,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  text: string;
  addLabel: string;
  onAdd: () => void;
  children: React.ReactNode;
}) {
  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="text-base font-semibold">{title}</h3>
          <p className="text-sm text-ink-muted">{text}</p>
        </div>
        <Button type="button" size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
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
