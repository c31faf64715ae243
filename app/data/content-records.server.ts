import { eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { db, type Transaction } from "~/db/client.server";
import { AppError } from "~/domain/app-error";
import type { AuditKind } from "~/domain/audit";
import type { RecordAudit } from "~/records";
import { recordActivity } from "./activity.server";
import { countRows, type Page, type PageRequest, readTablePage } from "./pagination.server";

type Actor = Parameters<typeof recordActivity>[1];

/** A content table: a uuid `id` primary key and a column that names a record (title, question, name). */
export type ContentTable = PgTable & { id: PgColumn };

type Context = { tx: Transaction; actor: Actor; now: Date };

/** The columns of a table, by their TypeScript key. */
type Columns<T extends PgTable> = T["_"]["columns"];

/**
 * Create, update and delete (and, given `columns` and `orderBy`, the dashboard's page of the list) for
 * one record type (app/records), its activity rows under the type's entity, worded as it declares. Each
 * write is one transaction with its activity row; update and delete answer false when the record is gone
 * (the screen's 404).
 */
export function contentRecords<T extends ContentTable, Input, C extends SelectedFields = Record<string, never>>(
  table: T,
  /** the record type's declaration: its entity, and its wording given the field that names a record (title, question, name) */
  type: { entity: AuditKind; audit: RecordAudit<keyof Input & keyof Columns<T> & string> },
  spec: {
    /** the columns a form writes on update (and on create, unless `createValues` says otherwise) */
    values: (input: Input, context: Context) => PgUpdateSetSource<T>;
    createValues?: (input: Input, context: Context) => Promise<PgInsertValue<T>>;
    /** what the dashboard's list shows of a record, and its order */
    columns?: C;
    orderBy?: SQL[];
  },
) {
  const { entity, audit } = type;
  const nameOf = (input: Input) => String(input[audit.name]);

  async function create({ actor, input, now = new Date() }: { actor: Actor; input: Input; now?: Date }) {
    return db.transaction(async (tx) => {
      const context = { tx, actor, now };
      const values = spec.createValues
        ? await spec.createValues(input, context)
        : (spec.values(input, context) as PgInsertValue<T>);
      const [row] = await tx.insert(table).values(values).returning({ id: table.id });
      const id = String(row?.id);
      await recordActivity(tx, actor, {
        action: "create",
        entity,
        entityId: id,
        summary: audit.created(nameOf(input)),
      });
      return { id };
    });
  }

  async function update({
    actor,
    id,
    input,
    now = new Date(),
  }: {
    actor: Actor;
    id: string;
    input: Input;
    now?: Date;
  }) {
    return db.transaction(async (tx) => {
      const rows = await tx
        .update(table)
        .set(spec.values(input, { tx, actor, now }))
        .where(eq(table.id, id))
        .returning({ id: table.id });
      if (rows.length === 0) return false;
      await recordActivity(tx, actor, {
        action: "update",
        entity,
        entityId: id,
        summary: audit.updated(nameOf(input)),
      });
      return true;
    });
  }

  /**
   * One page of the list (25 a page unless said otherwise), of the records matching `where` (all without
   * it), in `orderBy` (the spec's order without it).
   */
  function list({ where, orderBy, ...request }: PageRequest & { where?: SQL; orderBy?: SQL[] } = {}) {
    return readTablePage(table, { ...request, where }, () =>
      db
        .select(spec.columns ?? {})
        .from(table as PgTable)
        .where(where)
        .orderBy(...(orderBy ?? spec.orderBy ?? [])),
    ) as Promise<Page<SelectResultFields<C>>>;
  }

  /** A page of the list as `list` reads it, and how many records there are at all (the screen's count). */
  async function listNarrowed(request: PageRequest & { where?: SQL; orderBy?: SQL[] }) {
    const [page, all] = await Promise.all([list(request), request.where ? countRows(table, undefined) : null]);
    return { ...page, all: all ?? page.info.total };
  }

  const nameColumn = (table as unknown as Record<string, PgColumn>)[audit.name]!;
  return {
    list,
    listNarrowed,
    create,
    update,
    remove: recordRemover({ table, entity, nameColumn, summary: audit.deleted }),
  };
}

/** Delete for one kind of dashboard content: one transaction with its activity row; false when the record is gone. */
export function recordRemover({
  table,
  entity,
  nameColumn,
  summary,
}: {
  table: ContentTable;
  entity: AuditKind;
  nameColumn: PgColumn;
  summary: (name: string) => string;
}) {
  return async function remove({ actor, id }: { actor: Actor; id: string }) {
    return db.transaction(async (tx) => {
      const [row] = await tx.delete(table).where(eq(table.id, id)).returning({ name: nameColumn });
      if (!row) return false;
      await recordActivity(tx, actor, { action: "delete", entity, entityId: id, summary: summary(String(row.name)) });
      return true;
    });
  };
}

/**
 * Delete for one kind of client work named by its title: one transaction with its activity row
 * (`Deleted <noun> "<title>"`); a record already gone is the 404 "<Noun> not found".
 */
export function titledRemover(
  table: ContentTable & { title: PgColumn },
  { entity, noun }: { entity: AuditKind; noun: string },
) {
  const remove = recordRemover({
    table,
    entity,
    nameColumn: table.title,
    summary: (title) => `Deleted ${noun} "${title}"`,
  });
  const notFound = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`;
  return async ({ actor, id }: { actor: Actor; id: string }) => {
    if (!(await remove({ actor, id }))) throw new AppError("not_found", notFound);
  };
}
