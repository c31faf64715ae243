import { Plus } from "lucide-react";
import type * as React from "react";
import type { z } from "zod";
import { CardFooter } from "~/components/dashboard/card-grid";
import { EntityFormDialog, type FormKit } from "~/components/dashboard/entity-form";
import { OpenRecordDialog, useOpenRecord } from "~/components/dashboard/open-record";
import { PageHeader } from "~/components/dashboard/page-header";
import { RecordList } from "~/components/dashboard/record-list";
import { ActionToastHost, usePendingIds, useRecordAction } from "~/components/dashboard/row-actions";
import { LoadError } from "~/components/load-error";
import { Button } from "~/components/ui/button";
import type { PageInfo } from "~/domain/pagination";

type RecordActions = {
  /** posts another intent for this record through the screen's one fetcher (its toast outlives the card) */
  submit: (fields: Record<string, string>) => void;
};

export type RecordCardSpec<Row> = {
  /** the list item's accessible name */
  label: (row: Row) => string;
  /** the name the Edit and Delete buttons read out ('Edit Hello World'); the label when absent */
  name?: (row: Row) => string;
  /** 'Are you sure you want to delete this {noun}?' */
  noun: string;
  /** the quiet line at the bottom left of the card */
  meta: (row: Row) => React.ReactNode;
  /** what the card shows above its footer */
  body: (row: Row, actions: RecordActions) => React.ReactNode;
};

export type RecordFormSpec<Row> = {
  schema: z.ZodType;
  /** fields posted as repeated values (chips, rows) */
  lists?: readonly string[];
  size?: "md" | "lg" | "xl";
  /** the dialog's line under its title; may differ between a new record and an edit */
  description: string | ((mode: "new" | "edit") => string);
  /** the submit button of a new record ('Create FAQ'); an edit always says 'Save Changes' */
  createLabel: string;
  /** the form's fields, filled from the record when editing */
  fields: (kit: FormKit, row: Row | undefined) => React.ReactNode;
};

/**
 * One dashboard content screen: the header with its count and Add button, one page of cards (25 a page,
 * `?page=N`), the empty state, the create/edit dialog and the delete confirmation. The route gives it
 * the rows, a card and a form (the one open-record hook, form dialog and row actions of the dashboard
 * kit); the action behind it is `handleRecordAction` (intents create, update,
 * delete).
 */
export function RecordScreen<Row extends { id: string }>({
  title,
  description,
  addLabel,
  editTitle,
  listLabel,
  page: { rows, pageInfo, loadError },
  empty,
  aside,
  filters,
  card,
  form,
  isSortable = false,
}: {
  /** the screen's heading ('FAQs') */
  title: string;
  description: React.ReactNode;
  /** the header's button and the new record dialog's title ('New FAQ') */
  addLabel: string;
  /** the edit dialog's title ('Edit FAQ') */
  editTitle: string;
  /** the card grid's accessible name */
  listLabel: string;
  /** what the loader's `loadRecordPage` gave: this page's records, where it stands, a failed read */
  page: { rows: Row[]; pageInfo: Pick<PageInfo, "page" | "pageCount" | "total">; loadError?: string | null };
  empty: {
    icon: React.ReactNode;
    title: string;
    text: React.ReactNode;
    /** replaces the single Add button under the text */
    actions?: (openNew: () => void) => React.ReactNode;
  };
  /** shown between the header and the list while the list could be read (e.g. the blog's categories) */
  aside?: React.ReactNode;
  /**
   * a long list's filter bar (see ListFilterBar), shown above the cards while the list could be read;
   * with `isNarrowed`, an empty page says that nothing matches instead of offering the first record;
   * `total` (every record, whatever the filters) is the header's count
   */
  filters?: { bar: React.ReactNode; isNarrowed: boolean; emptyTitle: string; total: number };
  card: RecordCardSpec<Row>;
  form: RecordFormSpec<Row>;
  /** the cards of the page can be dragged into a new order, written by the action's `reorder` intent */
  isSortable?: boolean;
}) {
  const dialog = useOpenRecord<Row>({ opensOnNew: true });
  const openNew = () => dialog.open();
  const { submit, pendingId } = useRecordAction();
  const deleting = usePendingIds("delete");
  const addButton = (className?: string) => (
    <Button className={className} onClick={openNew}>
      <Plus aria-hidden="true" />
      {addLabel}
    </Button>
  );

  const nameOf = (row: Row) => card.name?.(row) ?? card.label(row);

  return (
    <ActionToastHost>
      <PageHeader
        title={title}
        count={filters?.total ?? pageInfo.total}
        description={description}
        actions={addButton()}
      />

      {loadError ? null : aside}

      {loadError || !filters?.bar ? null : <div className="mb-6">{filters.bar}</div>}

      {loadError ? (
        <LoadError message={loadError} />
      ) : (
        <RecordList
          rows={rows}
          label={listLabel}
          layout="grid"
          empty={
            filters?.isNarrowed
              ? {
                  icon: empty.icon,
                  title: filters.emptyTitle,
                  children: <p>Change or clear the filters to see more.</p>,
                }
              : {
                  icon: empty.icon,
                  title: empty.title,
                  children: (
                    <>
                      <p>{empty.text}</p>
                      {empty.actions ? (
                        <div className="mt-5 flex flex-wrap justify-center gap-2">{empty.actions(openNew)}</div>
                      ) : (
                        addButton("mt-5")
                      )}
                    </>
                  ),
                }
          }
          pager={{ info: pageInfo, label: `${title} pages`, className: "mt-8" }}
          sortable={isSortable ? { intent: "reorder", name: nameOf } : undefined}
          itemProps={(row) => ({ label: card.label(row), isPending: pendingId === row.id || deleting.has(row.id) })}
          item={(row, sortable) => (
            <>
              {card.body(row, { submit })}
              <CardFooter
                name={nameOf(row)}
                noun={card.noun}
                meta={card.meta(row)}
                extra={sortable?.handle}
                onEdit={() => dialog.open(row)}
                deleteId={row.id}
              />
            </>
          )}
        />
      )}

      <OpenRecordDialog record={dialog}>
        {(editing) => {
          const mode = editing ? "edit" : "new";
          return (
            <EntityFormDialog
              title={editing ? editTitle : addLabel}
              description={typeof form.description === "function" ? form.description(mode) : form.description}
              schema={form.schema}
              lists={form.lists}
              intent={editing ? "update" : "create"}
              recordId={editing?.id}
              submitLabel={editing ? "Save Changes" : form.createLabel}
              size={form.size}
              onDone={dialog.close}
            >
              {(kit) => form.fields(kit, editing ?? undefined)}
            </EntityFormDialog>
          );
        }}
      </OpenRecordDialog>
    </ActionToastHost>
  );
}

/** The Add button for an empty state that offers more than one way to start (secondary beside another). */
export function AddRecordButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}
