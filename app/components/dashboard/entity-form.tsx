import type * as React from "react";
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import type { z } from "zod";
import type { FieldKit } from "~/components/form/fields";
import { type ActionResult, useActionToast } from "~/components/form/toast";
import { useForm } from "~/components/form/use-form";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { cn } from "~/lib/utils";

/** Uploads in flight inside a form: the submit button waits for them. */
const UploadTracker = createContext<{ begin: () => void; end: () => void }>({ begin() {}, end() {} });
export const useUploadTracker = () => useContext(UploadTracker);

/** What a record dialog gives its fields: the form kit's `field` and `fieldFor`. */
export type FormKit = FieldKit;

const SIZES = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-3xl" } as const;

/**
 * A create/edit dialog whose form posts to the route action (intent + id), checked first in the
 * browser with the same zod schema the server uses. Success closes it with the 'Success' toast;
 * failure keeps it open with the 'Error' toast and the field messages.
 */
export function EntityFormDialog({
  open,
  onOpenChange,
  title,
  description,
  schema,
  lists = [],
  intent,
  recordId,
  submitLabel,
  size = "lg",
  encType,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  schema: z.ZodType;
  lists?: readonly string[];
  intent: string;
  recordId?: string;
  submitLabel: string;
  size?: keyof typeof SIZES;
  encType?: "multipart/form-data";
  children: (kit: FormKit) => React.ReactNode;
}) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const { Form, formProps, field, fieldFor, isBusy } = useForm({ schema, lists, onSuccess: close });
  const [uploads, setUploads] = useState(0);

  const tracker = useMemo(
    () => ({ begin: () => setUploads((n) => n + 1), end: () => setUploads((n) => Math.max(0, n - 1)) }),
    [],
  );

  const kit: FormKit = { field, fieldFor };

  const isUploading = uploads > 0;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={description}
        className={cn(SIZES[size], "w-[calc(100vw-1rem)] sm:w-[calc(100vw-2rem)] [&>div:last-child]:p-0")}
        onEscapeKeyDown={(event) => {
          // Escape inside a small inline editor (the link URL) closes that, not the whole form
          if ((event.target as Element | null)?.closest?.("[data-escape-local]")) event.preventDefault();
        }}
      >
        <UploadTracker.Provider value={tracker}>
          <Form {...formProps} encType={encType} className="flex min-h-0 flex-col">
            <input type="hidden" name="intent" value={intent} />
            {recordId ? <input type="hidden" name="id" value={recordId} /> : null}
            <div className="grid gap-5 px-4 py-5 sm:px-6">{children(kit)}</div>
            <div className="sticky bottom-0 grid grid-cols-2 gap-2 border-t border-line bg-white px-4 py-3 sm:flex sm:justify-end sm:px-6 sm:py-4">
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={isBusy || isUploading}>
                {isBusy ? <Spinner label="Saving" /> : null}
                {isUploading ? "Uploading…" : isBusy ? "Saving…" : submitLabel}
              </Button>
            </div>
          </Form>
        </UploadTracker.Provider>
      </DialogContent>
    </Dialog>
  );
}

/** One fetcher per screen for deletes and quick toggles, so the toast outlives the card it came from. */
export function useRecordAction() {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const pendingId = fetcher.state !== "idle" ? String(fetcher.formData?.get("id") ?? "") : null;
  const submit = useCallback(
    (fields: Record<string, string>) => fetcher.submit(fields, { method: "post" }),
    [fetcher.submit],
  );
  return { submit, pendingId };
}

/** Which record the dialog edits: none, a new one, or an existing row. Opens on ?new=1 (quick actions). */
export function useEditing<T>() {
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<{ mode: "new" } | { mode: "edit"; row: T } | null>(() =>
    params.get("new") === "1" ? { mode: "new" } : null,
  );
  return {
    editing,
    openNew: () => setEditing({ mode: "new" }),
    openEdit: (row: T) => setEditing({ mode: "edit", row }),
    onOpenChange: (open: boolean) => {
      if (open) return;
      setEditing(null);
      if (params.has("new")) {
        setParams(
          (p) => {
            p.delete("new");
            return p;
          },
          { replace: true, preventScrollReset: true },
        );
      }
    },
  };
}
