import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** How often the open portal asks whether its notifications changed (one tiny query per ask). */
export const LIVE_POLL_MS = 10_000;

/**
 * New notifications appear without a reload: the page polls a small JSON
 * endpoint while it is visible, and reloads its data only when the fingerprint changed.
 */
export function useLiveNotifications(version: string) {
  const revalidator = useRevalidator();
  const known = useRef(version);
  const state = useRef(revalidator.state);
  known.current = version;
  state.current = revalidator.state;
  const { revalidate } = revalidator;

  useEffect(() => {
    let stopped = false;
    let controller: AbortController | undefined;
    async function check() {
      if (stopped || document.visibilityState !== "visible" || state.current !== "idle") return;
      controller = new AbortController();
      try {
        const res = await fetch("/client-portal/live", {
          headers: { Accept: "application/json" },
          signal: controller.signal,
          cache: "no-store",
        });
        if (!res.ok) return;
        const body = (await res.json()) as { version?: string };
        if (!stopped && body.version && body.version !== known.current) {
          known.current = body.version;
          await revalidate();
        }
      } catch {
        // offline or navigating away: the next tick tries again
      }
    }
    const timer = window.setInterval(check, LIVE_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      stopped = true;
      controller?.abort();
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [revalidate]);
}
