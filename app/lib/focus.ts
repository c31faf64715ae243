/**
 * Keyboard focus after a dialog closes or a control that was just used goes away.
 *
 * Focus goes back to the control that opened the dialog. That control may be busy for a moment
 * (disabled while its action runs: focus waits for it) or may disappear (a deleted record, a
 * notification that is now read: focus moves to the next control in tab order, or the one before
 * when it was the last). Focus is never left on the page body. Once the user moves focus
 * elsewhere, nothing is moved any more.
 */

/** Controls in tab order, disabled ones included (a busy control still has its place in the order). */
const CONTROLS = [
  "a[href]",
  "button",
  'input:not([type="hidden"])',
  "select",
  "textarea",
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(",");

/** How long a control may stay busy or vanish late (a slow save) and still get focus back. */
const WATCH_MS = 15_000;

function isUsable(element: HTMLElement) {
  if (!element.isConnected) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest("[inert],[aria-hidden='true']")) return false;
  return element.getClientRects().length > 0;
}

function isLost() {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement;
}

/** The element that opened a dialog: the one focused when it opened (never the page body). */
export function currentOpener(): HTMLElement | null {
  if (typeof document === "undefined") return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

let stopWatching: (() => void) | null = null;

/**
 * Put focus back on `control` and keep it sensible while the page settles: wait while it is
 * disabled, and when it is removed, move to its neighbour in tab order.
 */
export function returnFocus(
  control: Element | null | undefined,
  {
    prefer,
  }: {
    /** when the control goes away, neighbours matching this selector come first (e.g. the next 'Mark read') */
    prefer?: string;
  } = {},
) {
  if (typeof document === "undefined") return;
  if (!(control instanceof HTMLElement) || control === document.body) return;
  const target: HTMLElement = control;
  stopWatching?.();

  // the tab order as it is now, to find a neighbour if the target goes away
  const order = Array.from(document.querySelectorAll<HTMLElement>(CONTROLS));
  const index = order.indexOf(target);
  const after = index >= 0 ? order.slice(index + 1) : [];
  const before = index >= 0 ? order.slice(0, index).reverse() : [];

  const focusControl = () => {
    if (!isUsable(target)) return false;
    target.focus({ preventScroll: true });
    return document.activeElement === target;
  };
  const focusNeighbour = () => {
    const candidates = [...after, ...before].filter((element) => element.tabIndex >= 0);
    const preferred = prefer ? candidates.filter((element) => element.matches(prefer)) : [];
    const next = preferred.find(isUsable) ?? candidates.find(isUsable);
    next?.focus({ preventScroll: true });
  };

  focusControl();

  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => settle());
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    if (stopWatching === stop) stopWatching = null;
  };
  function settle() {
    const active = document.activeElement;
    if (active === target && target.isConnected) return;
    // the user went on elsewhere: leave focus where they put it
    if (!isLost()) return stop();
    if (target.isConnected) {
      if (focusControl()) return;
      // busy (disabled while its action runs) or still behind the closing dialog: wait for it
      const isVisible = target.getClientRects().length > 0;
      if (isVisible || target.closest("[inert],[aria-hidden='true']")) return;
    }
    focusNeighbour();
    stop();
  }
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["disabled", "inert", "hidden", "aria-hidden"],
  });
  timer = setTimeout(stop, WATCH_MS);
  stopWatching = stop;
}
