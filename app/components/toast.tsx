/**
 * The site's toasts ('Success', the destructive 'Error'), drawn by sonner, which is loaded only when the
 * first toast of a visit is shown: pages where nothing is announced never download it.
 *
 * `toast`, `toast.success` and `toast.error` take the same title and `{ description }` as sonner's; the
 * `<Toaster />` in the root renders nothing until then. Its live region is on the page before the first
 * toast is added to it, so screen readers announce that toast too.
 */
import { lazy, Suspense, useSyncExternalStore } from "react";

type Options = { description?: string };
type Sonner = typeof import("sonner");

let wanted = false;
const listeners = new Set<() => void>();
let sonner: Promise<Sonner> | undefined;
let regionReady: () => void = () => {};
/** Resolves once the toaster's live region is in the page (a moment after it mounts). */
const ready = new Promise<void>((resolve) => {
  regionReady = resolve;
});

function load(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import("sonner");
  return sonner;
}

function show(kind: "message" | "success" | "error", title: string, options?: Options) {
  void Promise.all([load(), ready]).then(([{ toast: sonnerToast }]) => {
    if (kind === "message") sonnerToast(title, options);
    else sonnerToast[kind](title, options);
  });
}

export const toast = Object.assign((title: string, options?: Options) => show("message", title, options), {
  success: (title: string, options?: Options) => show("success", title, options),
  error: (title: string, options?: Options) => show("error", title, options),
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const ToastRegion = lazy(() => import("./toast-region"));

/** The toasts' place on the page (top right); mounted with the first toast. */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion onReady={regionReady} />
    </Suspense>
  );
}
