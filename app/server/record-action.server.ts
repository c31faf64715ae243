import { z } from "zod";
import type { Page } from "~/data/pagination.server";
import { clampPage, parsePage } from "~/domain/pagination";
import { IdSchema } from "~/domain/schemas/content";
import { fail, ok } from "./action-result.server";
import type { StaffViewer } from "./guards.server";
import { dispatchIntent, type Intents, intent } from "./intents.server";

/**
 * The create / update / delete actions every dashboard content screen shares: the
 * 'Success' texts '{noun} created/updated/deleted successfully', the screen's own 'Failed to …'
 * messages, 400 for bad input, 404 for a record that is gone.
 */
export type RecordActions<T> = {
  noun: string;
  saveError: string;
  deleteError: string;
  schema: z.ZodType<T>;
  lists?: readonly string[];
  create: (args: { actor: StaffViewer; input: T }) => Promise<unknown>;
  update: (args: { actor: StaffViewer; id: string; input: T }) => Promise<boolean>;
  remove: (args: { actor: StaffViewer; id: string }) => Promise<boolean>;
};

/** The intents `create`, `update` and `delete` of a content screen. */
export function recordIntents<T>(spec: RecordActions<T>): Intents<StaffViewer> {
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

/** A content screen's action: its record intents, and any of its own (`extra`, e.g. 'approve'). */
export function handleRecordAction<T>(
  request: Request,
  viewer: StaffViewer,
  spec: RecordActions<T>,
  extra: Intents<StaffViewer> = {},
) {
  return dispatchIntent(request, viewer, { ...recordIntents(spec), ...extra });
}

/** The page of its list a content screen shows: `?page=N`, anything else the first page. */
export function requestedPage(request: Request) {
  return parsePage(new URL(request.url).searchParams.get("page"));
}

/** What a content screen's list shows when it could not be read: nothing, on page 1 of 1 (with zero tallies). */
export function emptyRecordPage<Tallies extends Record<string, number> = Record<never, number>>(
  tallies?: Tallies,
): Page<never> & Tallies {
  return { ...(tallies as Tallies), rows: [], info: clampPage(1, 0) };
}
