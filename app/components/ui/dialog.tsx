import { X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { currentOpener, returnFocus } from "~/lib/focus";
import { cn } from "~/lib/utils";

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

/** What a form holds now: field names with their values (a chosen file by name and size). */
function formState(form: HTMLFormElement) {
  return Array.from(new FormData(form))
    .map(([name, value]) =>
      typeof value === "string" ? `${name}=${value}` : `${name}=file:${value.name}:${value.size}`,
    )
    .join("\n");
}

/**
 * Unsaved input: a form inside the dialog that the user typed or chose something in, and that no
 * longer holds what it held when they came to it. Forms only refreshed by the page (a row's status
 * button after a save) are not the user's input.
 */
function useUnsavedInput(contentRef: React.RefObject<HTMLDivElement | null>) {
  const pristine = React.useRef(new WeakMap<HTMLFormElement, string>());
  const touched = React.useRef(new Set<HTMLFormElement>());

  // a layout effect: the fields are read before anyone can type in them
  React.useLayoutEffect(() => {
    const root = contentRef.current;
    if (!root) return;
    const remember = (form: HTMLFormElement | null | undefined) => {
      if (form && !pristine.current.has(form)) pristine.current.set(form, formState(form));
    };
    const formOf = (event: Event) => (event.target instanceof Element ? event.target.closest("form") : null);
    const onFocus = (event: Event) => remember(formOf(event));
    const onInput = (event: Event) => {
      const form = formOf(event);
      if (form) touched.current.add(form);
    };
    const forms = () => Array.from(root.querySelectorAll("form"));
    for (const form of forms()) remember(form);
    // read again once the fields have taken their initial values (an editor fills its hidden input
    // after mounting), unless the user has already changed something there
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        for (const form of forms()) {
          if (!touched.current.has(form)) pristine.current.set(form, formState(form));
        }
      });
    });
    root.addEventListener("focusin", onFocus, true);
    root.addEventListener("input", onInput, true);
    root.addEventListener("change", onInput, true);
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
      root.removeEventListener("focusin", onFocus, true);
      root.removeEventListener("input", onInput, true);
      root.removeEventListener("change", onInput, true);
    };
  }, [contentRef]);

  return React.useCallback(
    () =>
      Array.from(touched.current).some((form) => {
        const before = pristine.current.get(form);
        return form.isConnected && before !== undefined && formState(form) !== before;
      }),
    [],
  );
}

type ContentProps = React.ComponentProps<typeof D.Content> & {
  title: string;
  description?: string;
  /** classes of the scrolling body (a form with its own padding and sticky footer passes `p-0`) */
  bodyClassName?: string;
};

/**
 * A centred modal: focus trapped, Escape closes, title and description announced. On close, focus
 * goes back to the control that opened it. Escape, the close button or a click outside on a form
 * with unsaved input first asks whether to discard it; without changes the dialog closes at once.
 */
export function DialogContent(props: ContentProps) {
  // Only mounted while open (the portal renders nothing when closed), so each opening starts afresh
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-in" />
      <OpenDialogContent {...props} />
    </D.Portal>
  );
}

function OpenDialogContent({
  title,
  description,
  children,
  className,
  bodyClassName,
  onCloseAutoFocus,
  onEscapeKeyDown,
  onInteractOutside,
  ref,
  ...props
}: ContentProps) {
  const [opener] = React.useState(currentOpener);
  const contentRef = React.useRef<HTMLDivElement | null>(null);
  const closeRef = React.useRef<HTMLButtonElement>(null);
  const keepRef = React.useRef<HTMLButtonElement>(null);
  const hasUnsavedInput = useUnsavedInput(contentRef);
  const [isAsking, setIsAsking] = React.useState(false);
  const askingId = React.useId();

  React.useEffect(() => {
    if (isAsking) keepRef.current?.focus();
  }, [isAsking]);

  const setRefs = React.useCallback(
    (node: HTMLDivElement | null) => {
      contentRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  /** Stop a close that would throw away unsaved input, and ask instead. */
  function guard(event: { preventDefault: () => void }) {
    if (isAsking) {
      event.preventDefault();
      keepEditing();
      return;
    }
    if (!hasUnsavedInput()) return;
    event.preventDefault();
    setIsAsking(true);
  }

  function keepEditing() {
    setIsAsking(false);
    requestAnimationFrame(() => {
      const first = contentRef.current?.querySelector<HTMLElement>(
        "form input:not([type=hidden]):not([disabled]), form textarea, form select, form [contenteditable=true]",
      );
      first?.focus();
    });
  }

  return (
    <D.Content
      ref={setRefs}
      className={cn(
        "fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl focus:outline-none",
        className,
      )}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        returnFocus(opener);
      }}
      onEscapeKeyDown={(event) => {
        onEscapeKeyDown?.(event);
        if (!event.defaultPrevented) guard(event);
      }}
      onInteractOutside={(event) => {
        onInteractOutside?.(event);
        if (event.defaultPrevented) return;
        // a toast is not part of the page behind the dialog
        if ((event.target as Element | null)?.closest?.("[data-sonner-toaster]")) {
          event.preventDefault();
          return;
        }
        guard(event);
      }}
      {...props}
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4" inert={isAsking}>
        <div>
          <D.Title className="font-display text-lg font-semibold">{title}</D.Title>
          {description ? (
            <D.Description className="mt-1 text-sm text-ink-muted">{description}</D.Description>
          ) : (
            <D.Description className="sr-only">{title}</D.Description>
          )}
        </div>
        <D.Close
          className="-mr-2 grid size-9 shrink-0 place-items-center rounded-lg text-ink-subtle hover:bg-surface-sunken hover:text-ink"
          aria-label="Close"
          onClick={guard}
        >
          <X className="size-4" />
        </D.Close>
      </div>
      <div className={cn("overflow-y-auto px-6 py-5", bodyClassName)} inert={isAsking}>
        {children}
      </div>
      {/* closes without asking, once the user chose to discard */}
      <D.Close ref={closeRef} hidden tabIndex={-1} aria-hidden="true" />
      {isAsking ? (
        <div className="absolute inset-0 z-10 grid place-items-center rounded-2xl bg-white/90 p-4">
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={`${askingId}-title`}
            aria-describedby={`${askingId}-text`}
            className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-line"
          >
            <h2 id={`${askingId}-title`} className="font-display text-lg font-semibold">
              Discard your changes?
            </h2>
            <p id={`${askingId}-text`} className="mt-2 text-sm text-ink-muted">
              What you entered in this form has not been saved. Closing it now throws it away.
            </p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button ref={keepRef} type="button" variant="secondary" onClick={keepEditing}>
                Keep editing
              </Button>
              <Button type="button" variant="danger" onClick={() => closeRef.current?.click()}>
                Discard changes
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </D.Content>
  );
}
