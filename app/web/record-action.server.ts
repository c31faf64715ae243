import { loadOrFail } from "~/data/dashboard-stats.server";
import type { Page } from "~/data/pagination.server";
import { clampPage, parsePage } from "~/domain/pagination";
import { IdSchema, ReorderSchema } from "~/domain/schemas/content";
import { z } from "~/domain/schemas/zod";
import { fail, ok } from "./action-result.server";
import { requireStaff, type StaffViewer } from "./guards.server";
import { dispatchIntent, type Intents, intent } from "./intents.server";

/**
 * The create / update / delete actions every dashboard content screen shares: the
 * 'Success' texts '{noun} created/updated/deleted successfully', the screen's own 'Failed to …'
 * messages, 400 for bad input, 404 for a record that is gone.
 */
export type RecordActions<T> = {
  noun: string;
  /** 'Failed to save {noun}' unless said otherwise */
  saveError?: string;
  /** 'Failed to delete {noun}' unless said otherwise */
  deleteError?: string;
  schema: z.ZodType<T>;
  lists?: readonly string[];
  create: (args: { actor: StaffViewer; input: T }) => Promise<unknown>;
  update: (args: { actor: StaffViewer; id: string; input: T }) => Promise<boolean>;
  remove: (args: { actor: StaffViewer; id: string }) => Promise<boolean>;
};

/** The intents `create`, `update` and `delete` of a content screen. */
export function recordIntents<T>(actions: RecordActions<T>): Intents<StaffViewer> {
  // 'project', 'team member', but 'FAQ'
  const noun = actions.noun === actions.noun.toUpperCase() ? actions.noun : actions.noun.toLowerCase();
  const spec = {
    ...actions,
    saveError: actions.saveError ?? `Failed to save ${noun}`,
    deleteError: actions.deleteError ?? `Failed to delete ${noun}`,
  };
  const save = spec.schema;
  return {
    create: intent({ schema: save, failMessage: spec.saveError, lists: spec.lists }, async (input, { viewer }) => {
      await spec.create({ actor: viewer, input });
      return ok(`${spec.noun} created successfully`);
    }),
    update: intent(
      { schema: z.intersection(save, IdSchema), failMessage: spec.saveError, lists: spec.lists },
      async ({ id, ...input }, { viewer }) =>
        (await spec.update({ actor: viewer, id, input: input as T }))
          ? ok(`${spec.noun} updated successfully`)
          : fail(spec.saveError, 404),
    ),
    delete: intent({ schema: IdSchema, failMessage: spec.deleteError }, async ({ id }, { viewer }) =>
      (await spec.remove({ actor: viewer, id }))
        ? ok(`${spec.noun} deleted successfully`)
        : fail(spec.deleteError, 404),
    ),
  };
}

/**
 * A screen's `reorder` intent: the ids of the rows shown (repeated `ids` fields) in their new order,
 * written by `reorder`; a refusal (an id not in the list, twice) is its 400 and its message as the toast.
 */
export function reorderIntent(
  reorder: (args: { actor: StaffViewer; ids: string[] }) => Promise<unknown>,
  { done, failMessage }: { done: string; failMessage: string },
) {
  return intent<typeof ReorderSchema, StaffViewer>(
    { schema: ReorderSchema, failMessage, lists: ["ids"], invalidToast: "first-message" },
    async ({ ids }, { viewer }) => {
      await reorder({ actor: viewer, ids });
      return ok(done);
    },
  );
}

/**
 * A content screen's action: staff only; its record intents, and any of its own (`extra`, e.g.
 * 'approve').
 */
export async function handleRecordAction<T>(
  request: Request,
  spec: RecordActions<T>,
  extra: Intents<StaffViewer> = {},
) {
  const viewer = await requireStaff(request);
  return dispatchIntent(request, viewer, { ...recordIntents(spec), ...extra });
}

/**
 * A content screen's loader: staff only; the page `?page=N` of `list` (with whatever else `list`
 * returns), or, when it cannot be read, nothing (`empty` for the rest) and the screen's 'Failed to
 * fetch …' message.
 */
export async function loadRecordPage<T extends Page<unknown>>(
  request: Request,
  {
    failMessage,
    list,
    empty,
  }: {
    failMessage: string;
    /** `params` is the address's query, for a list narrowed by it */
    list: (args: { page: number; viewer: StaffViewer; params: URLSearchParams }) => Promise<T>;
    empty?: Omit<T, "rows" | "info">;
  },
) {
  const viewer = await requireStaff(request);
  const page = requestedPage(request);
  const fallback = { ...emptyRecordPage(), ...empty } as unknown as T;
  const { data, loadError } = await loadOrFail(
    failMessage,
    () => list({ page, viewer, params: new URL(request.url).searchParams }),
    fallback,
  );
  const { rows, info, ...rest } = data;
  return { ...(rest as Omit<T, "rows" | "info">), rows: rows as T["rows"], pageInfo: info, loadError };
}

/** The page of its list a content screen shows: `?page=N`, anything else the first page. */
function requestedPage(request: Request) {
  return parsePage(new URL(request.url).searchParams.get("page"));
}

/** What a content screen's list shows when it could not be read: nothing, on page 1 of 1 (with zero tallies). */
function emptyRecordPage<Tallies extends Record<string, number> = Record<never, number>>(
  tallies?: Tallies,
): Page<never> & Tallies {
  return { ...(tallies as Tallies), rows: [], info: clampPage(1, 0) };
}
