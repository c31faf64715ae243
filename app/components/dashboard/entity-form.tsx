import type * as React from "react";
import { createContext, useContext, useMemo, useState } from "react";
import { type FieldKit, FormAlert } from "~/components/form/fields";
import { type FormOptions, useForm } from "~/components/form/use-form";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { DialogClose, DialogContent } from "~/components/ui/dialog";
import { cn } from "~/lib/utils";

/** Uploads in flight inside a form: the submit button waits for them. */
const UploadTracker = createContext<{ begin: () => void; end: () => void }>({ begin() {}, end() {} });
export const useUploadTracker = () => useContext(UploadTracker);

/** What a record dialog gives its fields: the form kit's `field` and `fieldFor`. */
export type FormKit = FieldKit;

const SIZES = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-3xl" } as const;

/**
 * The one create/edit dialog of the dashboard, content and client work alike (rendered inside
 * `OpenRecordDialog`): its form posts `intent` (and the record's id when editing) to the route action,
 * checked first in the browser with the same zod schema the server uses. Success closes it through
 * `onDone` with the 'Success' toast; failure keeps it open with the 'Error' toast, the form-level
 * message and the field messages. The only one (tests/unit/one-kit.test.ts).
 */
export function EntityFormDialog({
  recordId,
  noun,
  title = `${recordId ? "Edit" : "New"} ${noun}`,
  createLabel = `Create ${noun}`,
  submitLabel = recordId ? "Save Changes" : createLabel,
  description,
  schema,
  lists = [],
  extraCheck,
  intent,
  size = "lg",
  encType,
  onDone,
  children,
}: {
  /** 'Sprint': the title is 'New Sprint' or 'Edit Sprint', the submit 'Create Sprint' or 'Save Changes' */
  noun?: string;
  title?: string;
  /** a new record's submit when not 'Create {noun}' */
  createLabel?: string;
  /** the submit's label when it is not the noun's */
  submitLabel?: string;
  description?: string;
  intent: string;
  /** the record edited; none for a new one */
  recordId?: string;
  size?: keyof typeof SIZES;
  encType?: "multipart/form-data";
  /** closes the dialog once saved */
  onDone: () => void;
  children: (kit: FormKit) => React.ReactNode;
} & Pick<FormOptions, "schema" | "lists" | "extraCheck">) {
  const { Form, formProps, field, fieldFor, isBusy, formError } = useForm({
    schema,
    lists,
    extraCheck,
    onSuccess: onDone,
  });
  const [uploads, setUploads] = useState(0);

  const tracker = useMemo(
    () => ({ begin: () => setUploads((n) => n + 1), end: () => setUploads((n) => Math.max(0, n - 1)) }),
    [],
  );

  const isUploading = uploads > 0;

  return (
    <DialogContent
      title={title}
      description={description}
      className={cn(SIZES[size], "w-[calc(100vw-1rem)] sm:w-[calc(100vw-2rem)]")}
      // the form pads its fields itself, so that its sticky footer spans the dialog and ends at its edge
      bodyClassName="p-0"
      onEscapeKeyDown={(event) => {
        // Escape inside a small inline editor (the link URL) closes that, not the whole form
        if ((event.target as Element | null)?.closest?.("[data-escape-local]")) event.preventDefault();
      }}
    >
      <UploadTracker.Provider value={tracker}>
        <Form {...formProps} encType={encType} className="flex min-h-0 flex-col">
          <input type="hidden" name="intent" value={intent} />
          {recordId ? <input type="hidden" name="id" value={recordId} /> : null}
          <div className="grid gap-5 px-4 py-5 sm:px-6">
            <FormAlert message={formError} />
            {children({ field, fieldFor })}
          </div>
          <div className="sticky bottom-0 grid grid-cols-2 gap-2 border-t border-line bg-white px-4 py-3 sm:flex sm:justify-end sm:px-6 sm:py-4">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isBusy || isUploading} aria-busy={isBusy || undefined}>
              {isBusy ? <Spinner label="Saving" /> : null}
              {isUploading ? "Uploading…" : isBusy ? "Saving…" : submitLabel}
            </Button>
          </div>
        </Form>
      </UploadTracker.Provider>
    </DialogContent>
  );
}
