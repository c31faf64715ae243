import type { z } from "zod";
import type { Page } from "~/data/pagination.server";
import { formValues } from "~/domain/form-values";
import { clampPage, parsePage } from "~/domain/pagination";
import { IdSchema } from "~/domain/schemas/content";
import { attempt, fail, invalid, ok } from "./action-result.server";
import type { StaffViewer } from "./guards.server";

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

export async function handleRecordAction<T>(viewer: StaffViewer, form: FormData, spec: RecordActions<T>) {
  const intent = form.get("intent");
  if (intent === "delete") {
    const parsed = IdSchema.safeParse(formValues(form));
    if (!parsed.success) return fail(spec.deleteError, 400);
    return attempt(spec.deleteError, async () =>
      (await spec.remove({ actor: viewer, id: parsed.data.id }))
        ? ok(`${spec.noun} deleted successfully`)
        : fail(spec.deleteError, 404),
    );
  }
  if (intent === "create" || intent === "update") {
    const parsed = spec.schema.safeParse(formValues(form, spec.lists));
    if (!parsed.success) return invalid(spec.saveError, parsed.error);
    const input = parsed.data;
    if (intent === "create") {
      return attempt(spec.saveError, async () => {
        await spec.create({ actor: viewer, input });
        return ok(`${spec.noun} created successfully`);
      });
    }
    const id = IdSchema.safeParse(formValues(form));
    if (!id.success) return fail(spec.saveError, 400);
    return attempt(spec.saveError, async () =>
      (await spec.update({ actor: viewer, id: id.data.id, input }))
        ? ok(`${spec.noun} updated successfully`)
        : fail(spec.saveError, 404),
    );
  }
  return fail("Unknown action", 400);
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
