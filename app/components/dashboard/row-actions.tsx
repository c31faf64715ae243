import { Pencil, Trash2 } from "lucide-react";
import type * as React from "react";
import { createContext, useCallback, useContext, useState } from "react";
import { useFetcher, useFetchers } from "react-router";
import { type ActionResult, useActionToast } from "~/components/form/toast";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

/**
 * The one row-action mechanism of the dashboard, content and client work alike
 * (tests/unit/one-kit.test.ts): a row's action posts an intent and the row's fields, from a button
 * (`ActionButton`: a fetcher keyed by both, a plain form before JavaScript loads) or from code
 * (`useRecordAction`: the screen's one fetcher, for a card's quick toggle); the screen's
 * `ActionToastHost` shows the buttons' toasts; `RowActions` is a record's Edit and Delete pair.
 *
 * A delete makes its own row (and button) disappear when the page revalidates, possibly before the
 * answer was ever rendered there. The host, mounted once per screen, shows the toast of every
 * keyed action instead, so 'deleted successfully' is never lost.
 */
const ToastHost = createContext<((key: string) => void) | null>(null);

function KeyedToast({ fetcherKey }: { fetcherKey: string }) {
  const fetcher = useFetcher<ActionResult>({ key: fetcherKey });
  useActionToast(fetcher.data);
  return null;
}

export function ActionToastHost({ children }: { children: React.ReactNode }) {
  const [keys, setKeys] = useState<string[]>([]);
  const watch = useCallback((key: string) => setKeys((all) => (all.includes(key) ? all : [...all, key])), []);
  return (
    <ToastHost.Provider value={watch}>
      {children}
      {keys.map((key) => (
        <KeyedToast key={key} fetcherKey={key} />
      ))}
    </ToastHost.Provider>
  );
}

/** Without a host (e.g. in isolation) the button shows its own toast. */
function LocalToast({ data }: { data: ActionResult | undefined }) {
  useActionToast(data);
  return null;
}

type Props = {
  intent: string;
  fields: Record<string, string>;
  children: React.ReactNode;
  /** accessible name when the button shows an icon only */
  label?: string;
  variant?: "primary" | "secondary" | "ghost" | "danger";
  size?: "sm" | "md" | "icon-sm";
  className?: string;
  /** Ask first ('Are you sure you want to delete this ...?') */
  confirm?: { title?: string; message: string; confirmLabel?: string; confirmVariant?: "danger" | "primary" };
};

/**
 * One click, one action: a small form posting `intent` and `fields` to the route action, with the
 * spec's toast. Without a confirmation it is a plain form and works before JavaScript loads.
 */
export function ActionButton({
  intent,
  fields,
  children,
  label,
  variant = "secondary",
  size = "sm",
  className,
  confirm,
}: Props) {
  const fetcherKey = actionKey(intent, fields);
  const fetcher = useFetcher<ActionResult>({ key: fetcherKey });
  const watch = useContext(ToastHost);
  const isBusy = fetcher.state !== "idle";
  const button = (type: "button" | "submit") => (
    <Button
      type={type}
      variant={variant}
      size={size}
      className={className}
      disabled={isBusy}
      aria-label={label}
      title={label}
      aria-busy={isBusy || undefined}
    >
      {isBusy ? <Spinner label="Working" /> : null}
      {isBusy && size === "icon-sm" ? null : children}
    </Button>
  );
  const toast = watch ? null : <LocalToast data={fetcher.data} />;

  if (confirm) {
    return (
      <>
        {toast}
        <ConfirmDialog
          trigger={button("button")}
          title={confirm.title}
          message={confirm.message}
          confirmLabel={confirm.confirmLabel}
          confirmVariant={confirm.confirmVariant}
          onConfirm={() => {
            watch?.(fetcherKey);
            fetcher.submit({ intent, ...fields }, { method: "post" });
          }}
        />
      </>
    );
  }
  return (
    <fetcher.Form method="post" className="contents" onSubmit={() => watch?.(fetcherKey)}>
      {toast}
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {button("submit")}
    </fetcher.Form>
  );
}

const actionKey = (intent: string, fields: Record<string, string>) => `${intent}:${Object.values(fields).join(":")}`;

/** The ids of the records an `ActionButton` posting `intent` is busy with (to dim their cards). */
export function usePendingIds(intent: string): ReadonlySet<string> {
  const prefix = `${intent}:`;
  return new Set(
    useFetchers()
      .filter((f) => f.state !== "idle" && f.key.startsWith(prefix))
      .map((f) => String(f.formData?.get("id") ?? "")),
  );
}

/**
 * One fetcher per screen for quick toggles posted from code (a card's switch), so the toast outlives
 * the card it came from; `pendingId` is the record it is busy with.
 */
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

/**
 * A record's Edit and Delete, both named after it ('Edit {name}', 'Delete {name}'). Edit opens its
 * dialog: the pencil alone in a dense row, or 'Edit' beside it on a card's footer (`isLabelled`).
 * Delete posts `intent` with the record's id after the question `ask`; with `ask` null it goes at
 * once, a plain form that works before JavaScript loads.
 */
export function RowActions({
  name,
  onEdit,
  remove,
  isLabelled = false,
}: {
  name: string;
  onEdit: () => void;
  remove?: { intent: string; id: string; ask: { title?: string; message: string } | null };
  isLabelled?: boolean;
}) {
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size={isLabelled ? "sm" : "icon-sm"}
        aria-label={`Edit ${name}`}
        title={isLabelled ? undefined : "Edit"}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
        {isLabelled ? "Edit" : null}
      </Button>
      {remove ? (
        <ActionButton
          intent={remove.intent}
          fields={{ id: remove.id }}
          variant="ghost"
          size="icon-sm"
          label={`Delete ${name}`}
          className="text-ink-subtle hover:bg-danger-50 hover:text-danger-700"
          confirm={remove.ask ?? undefined}
        >
          <Trash2 aria-hidden="true" />
        </ActionButton>
      ) : null}
    </>
  );
}
