import type * as React from "react";
import { createContext, useCallback, useContext, useState } from "react";
import { useFetcher } from "react-router";
import { type ActionResult, useActionToast } from "~/components/form/toast";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";

/**
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
  const fetcherKey = `${intent}:${Object.values(fields).join(":")}`;
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
