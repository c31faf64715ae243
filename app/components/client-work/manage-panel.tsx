import { CalendarRange, FolderOpen, ListChecks, ListTodo, MessagesSquare, Plus, Receipt, Trash2 } from "lucide-react";
import type * as React from "react";
import { Link, useSearchParams } from "react-router";
import { ProjectFiles } from "~/components/files/project-files";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/card";
import { Pager } from "~/components/ui/pager";
import { Tabs, TabsContent, TabsList } from "~/components/ui/tabs";
import type { ProjectManageView } from "~/data/project-manage-view.server";
import type { PageInfo } from "~/domain/pagination";
import { ActionButton } from "./action-button";
import { ConversationsPanel, type ProjectConversations, useThreadHref } from "./conversations-panel";
import { DialogSlot } from "./dialog-slot";
import { IconTab } from "./icon-tab";
import { InvoiceFormDialog } from "./invoice-form";
import { InvoiceList, type InvoiceListItem } from "./invoice-list";
import { ManageSprintDialog } from "./manage-sprint-dialog";
import { type ProjectTicketItem, ProjectTicketList } from "./project-ticket-list";
import { SprintCardList } from "./sprint-actions";
import { SprintFormDialog, type SprintFormValue } from "./sprint-form";
import { ProjectTicketFormDialog } from "./ticket-forms";
import { useDialog } from "./use-dialog";

const MARK_COMPLETE = { label: "Mark Complete", to: "Completed" } as const;

/**
 * A client project's manage panel (`?manage=<id>`): its sprints, project tickets and invoices in
 * tabs, each with its dialogs. A page link of the tickets or invoices list opens on that tab.
 */
export function ManagePanel({
  project,
  detail,
  today,
  conversations,
}: {
  project: { id: string; title: string };
  detail: ProjectManageView;
  today: string;
  conversations: ProjectConversations;
}) {
  const sprintDialog = useDialog<SprintFormValue>();
  const manageSprint = useDialog<string>();
  const ticketDialog = useDialog<ProjectTicketItem>();
  const invoiceDialog = useDialog<InvoiceListItem>();
  const managed = detail.sprints.find((s) => s.id === manageSprint.value) ?? null;
  const [searchParams] = useSearchParams();
  const threadHref = useThreadHref();
  // a page link of the tickets or invoices list (or a folder of the files, or a conversation) opens on that
  // tab, also before JavaScript loads
  const openTab = searchParams.has("thread")
    ? "messages"
    : searchParams.has("filesFolder")
      ? "files"
      : searchParams.has("ticketsPage")
        ? "tickets"
        : searchParams.has("invoicesPage")
          ? "invoices"
          : "sprints";
  const filesHref = (folder: string | null) => {
    const next = new URLSearchParams(searchParams);
    next.set("filesFolder", folder ?? "");
    return `/dashboard/client-projects?${next}`;
  };
  const unread = conversations.threads.reduce((n, t) => n + t.unread, 0);
  const openSprint = conversations.thread ? detail.sprints.find((s) => s.id === conversations.thread?.sprintId) : null;

  return (
    <Tabs defaultValue={openTab}>
      <TabsList
        aria-label={`Manage ${project.title}`}
        className="grid w-full grid-cols-2 bg-white min-[30rem]:grid-cols-3 sm:inline-flex sm:w-auto"
      >
        <IconTab value="sprints" icon={CalendarRange}>
          Sprints <Count n={detail.sprintPage.total} />
        </IconTab>
        <IconTab value="tickets" icon={ListChecks}>
          Tickets <Count n={detail.ticketPage.total} />
        </IconTab>
        <IconTab value="invoices" icon={Receipt}>
          Invoices <Count n={detail.invoicePage.total} />
        </IconTab>
        <IconTab value="files" icon={FolderOpen}>
          Files <Count n={detail.files?.total ?? 0} />
        </IconTab>
        <IconTab value="messages" icon={MessagesSquare}>
          Messages
          {unread > 0 ? (
            <span className="rounded-full bg-danger-600 px-1.5 text-xs font-semibold text-white tabular-nums">
              {unread}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </IconTab>
      </TabsList>

      <PanelTab
        value="sprints"
        title="Sprints"
        text="Mark a sprint complete to notify the client."
        addLabel="New Sprint"
        onAdd={() => sprintDialog.open(null)}
        pages={{ info: detail.sprintPage, param: "sprintsPage", label: "Sprint pages" }}
      >
        {detail.sprints.length === 0 ? (
          <EmptyState icon={<CalendarRange />} title="No sprints yet">
            Plan the first sprint of this project.
          </EmptyState>
        ) : (
          <SprintCardList
            sprints={detail.sprints}
            className="grid grid-cols-1 gap-3"
            isSortable
            move={(sprint) => (sprint.status === "Completed" ? null : MARK_COMPLETE)}
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
        )}
      </PanelTab>

      <PanelTab
        value="tickets"
        title="Tickets"
        text="Bugs, features and tasks, optionally tied to a sprint."
        addLabel="New Ticket"
        onAdd={() => ticketDialog.open(null)}
        pages={{ info: detail.ticketPage, param: "ticketsPage", label: "Ticket pages" }}
      >
        <ProjectTicketList tickets={detail.tickets} onEdit={(t) => ticketDialog.open(t)} />
      </PanelTab>

      <PanelTab
        value="invoices"
        title="Invoices"
        text="Due indicator: Due Soon within 7 days, Due In 2 Weeks within 14."
        addLabel="New Invoice"
        onAdd={() => invoiceDialog.open(null)}
        pages={{ info: detail.invoicePage, param: "invoicesPage", label: "Invoice pages" }}
      >
        <InvoiceList
          invoices={detail.invoices}
          today={today}
          view="project"
          onEdit={(inv) => invoiceDialog.open(inv)}
          emptyText="Invoices you add for this project appear here and in the client's portal."
        />
      </PanelTab>

      <TabsContent value="files" className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {detail.files ? (
          <ProjectFiles
            list={detail.files}
            action={filesHref(detail.files.folder)}
            folderHref={filesHref}
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
      </TabsContent>

      <TabsContent value="messages" className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <ConversationsPanel
          conversations={conversations}
          sprintTasks={(openSprint?.tickets ?? []).map((t) => ({ id: t.id, title: t.title }))}
        />
      </TabsContent>

      <DialogSlot dialog={sprintDialog}>
        {(sprint) => (
          <SprintFormDialog
            sprint={sprint}
            projectId={project.id}
            projects={[]}
            nextOrders={detail.nextOrders}
            onDone={sprintDialog.close}
          />
        )}
      </DialogSlot>
      <DialogSlot dialog={manageSprint} isReady={Boolean(managed)}>
        {() => (managed ? <ManageSprintDialog sprint={managed} sprints={detail.sprintOptions} /> : null)}
      </DialogSlot>
      <DialogSlot dialog={ticketDialog}>
        {(ticket) => (
          <ProjectTicketFormDialog
            ticket={ticket}
            projectId={project.id}
            sprints={detail.sprintOptions}
            assignees={detail.assignees}
            onDone={ticketDialog.close}
          />
        )}
      </DialogSlot>
      <DialogSlot dialog={invoiceDialog}>
        {(invoice) => (
          <InvoiceFormDialog
            invoice={invoice}
            projectId={project.id}
            projects={[{ id: project.id, title: project.title }]}
            usualCurrencies={detail.usualCurrencies}
            sprints={detail.sprintOptions.map((s) => ({ ...s, projectId: project.id }))}
            today={today}
            isProjectLocked
            onDone={invoiceDialog.close}
          />
        )}
      </DialogSlot>
    </Tabs>
  );
}

/** A tab of the panel: its heading (title, one line on what it holds, its 'New …' button), its list and the list's pages. */
function PanelTab({
  value,
  title,
  text,
  addLabel,
  onAdd,
  pages,
  children,
}: {
  value: string;
  title: string;
  text: string;
  addLabel: string;
  onAdd: () => void;
  pages: { info: PageInfo; param: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <TabsContent value={value} className="grid grid-cols-[minmax(0,1fr)] gap-4">
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
      <Pager info={pages.info} param={pages.param} label={pages.label} preventScrollReset />
    </TabsContent>
  );
}

function Count({ n }: { n: number }) {
  return (
    <span className="rounded-full bg-surface-sunken px-1.5 text-xs font-semibold text-ink-muted tabular-nums ring-1 ring-line">
      {n}
    </span>
  );
}
