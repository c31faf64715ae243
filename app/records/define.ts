// The route table (app/routes.ts) reads this folder where the `~/` alias does not resolve: a declaration
// imports with relative paths, and only modules that do the same (list specs, not the zod form schemas).
import type { LucideIcon } from "lucide-react";
import type { Area } from "../domain/access";
import type { AuditKind } from "../domain/audit";
import type { ListSpec } from "../domain/list-filters";

/**
 * One dashboard record type, declared once: what the route table, the sidebar, the overview's counts,
 * the dashboard search, the content version and the access tables read. Pure data (no I/O), so the
 * browser, the route table and the data layer can all import it; the table, its columns and the SQL
 * of its list live in the data layer, the card and the fields in the screen module.
 */
export type RecordType<Name extends string = string> = {
  /** `/dashboard/<path>`, served by `routes/dashboard/<path>.tsx`; also the key of its overview count */
  path: string;
  /** the sidebar entry */
  label: string;
  /** the sidebar entry's and the count tile's icon */
  icon: LucideIcon;
  /** the overview's count tile */
  countLabel: string;
  /** the table's SQL name: counted on the overview, searched by the dashboard search */
  table: string;
  /** the activity log's entity of its writes */
  entity: AuditKind;
  /** public pages show it: a write raises the content version, which empties the page cache */
  isPublic: boolean;
  /**
   * The dashboard search: the result's kind and its group's heading; the SQL columns whose words find a
   * record (`indexed`: the table keeps them in its indexed `search_doc` column), its title (joined by
   * ", ") and its line of detail (the first that is not null).
   */
  search: {
    kind: string;
    label: string;
    fields: readonly string[];
    indexed?: boolean;
    title: readonly string[];
    detail: readonly string[];
  };
  /** who may open its screen (an area of the access table), and its action's intents beside create, update, delete */
  access: { area: Area; intents: readonly string[] };
  /** what its list can be narrowed to and ordered by */
  list: ListSpec;
  /**
   * The activity log's wording of a create, update and delete, given the record's name: the form field
   * `name` (the same key in the form and in the table). Absent when the data layer words each write itself.
   */
  audit?: RecordAudit<Name>;
};

/** The activity log's wording of a record type's writes, given the record's name (its field `name`). */
export type RecordAudit<Name extends string = string> = {
  name: Name;
  created: (name: string) => string;
  updated: (name: string) => string;
  deleted: (name: string) => string;
};

/**
 * A record type's declaration, typed as written (its audit field's literal name, which the data layer
 * checks against the table and the form).
 */
export const defineRecordType = <const Type extends RecordType>(type: Type) => type;

/** What a content screen's action always takes. */
export const RECORD_INTENTS = ["create", "update", "delete"] as const;

/** The address of a record type's screen. */
export const recordHref = (type: Pick<RecordType, "path">) => `/dashboard/${type.path}`;
