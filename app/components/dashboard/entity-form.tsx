import type * as React from "react";
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { fieldErrors } from "~/domain/schemas/auth";
import { formValues } from "~/domain/schemas/content";
import { type ActionResult, useActionToast } from "~/hooks/use-action-toast";
import { cn } from "~/lib/utils";

/** Uploads in flight inside a form: the submit button waits for them. */
const UploadTracker = createContext<{ begin: () => void; end: () => void }>({ begin() {}, end() {} });
export const useUploadTracker = () => useContext(UploadTracker);

export type FormKit = {
  /** the field's element id inside this dialog */
  id: (name: string) => string;
  error: (name: string) => string | undefined;
  /** id, name and the ARIA wiring of an input */
  input: (name: string) => {
    id: string;
    name: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
  };
};

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
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploads, setUploads] = useState(0);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useActionToast(fetcher.data, close);

  // the server's field messages replace the browser's
  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) setErrors(fetcher.data.fieldErrors ?? {});
  }, [fetcher.data]);

  const tracker = useMemo(
    () => ({ begin: () => setUploads((n) => n + 1), end: () => setUploads((n) => Math.max(0, n - 1)) }),
    [],
  );

  const kit = useMemo<FormKit>(() => {
    const id = (name: string) => `${prefix}-${name}`;
    return {
      id,
      error: (name) => errors[name],
      input: (name) => ({
        id: id(name),
        name,
        "aria-invalid": errors[name] ? true : undefined,
        "aria-describedby": errors[name] ? `${id(name)}-error` : undefined,
      }),
    };
  }, [errors, prefix]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const parsed = schema.safeParse(formValues(new FormData(event.currentTarget), lists));
    if (parsed.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    const found = fieldErrors(parsed.error);
    setErrors(found);
    const first = Object.keys(found)[0];
    const target = first
      ? event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]:not([type="hidden"])`)
      : null;
    target?.focus();
  }

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) {
      setErrors(({ [name]: _gone, ...rest }) => rest);
    }
  }

  const isSubmitting = fetcher.state !== "idle";
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
          <fetcher.Form
            ref={formRef}
            method="post"
            noValidate
            encType={encType}
            onSubmit={onSubmit}
            onChange={onChange}
            className="flex min-h-0 flex-col"
          >
            <input type="hidden" name="intent" value={intent} />
            {recordId ? <input type="hidden" name="id" value={recordId} /> : null}
            <div className="grid gap-5 px-4 py-5 sm:px-6">{children(kit)}</div>
            <div className="sticky bottom-0 grid grid-cols-2 gap-2 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:flex sm:justify-end sm:px-6 sm:py-4">
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={isSubmitting || isUploading}>
                {isSubmitting ? <Spinner label="Saving" /> : null}
                {isUploading ? "Uploading…" : isSubmitting ? "Saving…" : submitLabel}
              </Button>
            </div>
          </fetcher.Form>
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
