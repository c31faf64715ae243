import { Bell, FolderOpen, Layers, LayoutDashboard, Receipt, Share2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { NotificationsWaiting } from "~/domain/notifications-waiting";
import type { PortalTab } from "~/domain/schemas/portal";
import { cn } from "~/lib/utils";
import { portalHref } from "./links";

const TABS: { tab: PortalTab; label: string; icon: typeof Bell }[] = [
  { tab: "overview", label: "Overview", icon: LayoutDashboard },
  { tab: "sprints", label: "Sprints", icon: Layers },
  { tab: "invoices", label: "Invoices", icon: Receipt },
  { tab: "notifications", label: "Notifications", icon: Bell },
  { tab: "files", label: "Files", icon: FolderOpen },
  { tab: "share", label: "Share", icon: Share2 },
];

/**
 * The tabs as links, each to its own route (/client-portal/sprints…): they work before JavaScript loads, can be
 * bookmarked, and once it has loaded only the tab's own loader runs (the shell keeps its data).
 */
export function PortalTabs({
  tab,
  projectParam,
  waiting,
  unreadMessages = 0,
}: {
  tab: PortalTab;
  projectParam: string | null;
  /** What waits on the Notifications tab: the badge shows the same count as the tab itself. */
  waiting: NotificationsWaiting;
  /** Messages of the project's sprint and task conversations the client has not read: on the Sprints tab. */
  unreadMessages?: number;
}) {
  const navRef = useRef<HTMLElement>(null);
  // on a narrow screen the row scrolls sideways: keep the current tab in view
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>(`#tab-${tab}`);
    if (!nav || !active) return;
    const activeBox = active.getBoundingClientRect();
    const navBox = nav.getBoundingClientRect();
    if (activeBox.right > navBox.right) nav.scrollLeft += activeBox.right - navBox.right + 24;
    else if (activeBox.left < navBox.left) nav.scrollLeft -= navBox.left - activeBox.left + 24;
  }, [tab]);

  return (
    <nav
      ref={navRef}
      aria-label="Project sections"
      className="-mx-(--gutter) overflow-x-auto px-(--gutter) [contain:inline-size] sm:mx-0 sm:px-0"
    >
      <ul className="inline-flex min-w-full gap-1 rounded-2xl bg-white p-1 shadow-(--shadow-card) ring-1 ring-line sm:min-w-0 sm:p-1.5">
        {TABS.map(({ tab: value, label, icon: Icon }) => {
          const isActive = value === tab;
          return (
            <li key={value} className="flex-none">
              <Link
                id={`tab-${value}`}
                to={portalHref({ tab: value, project: projectParam })}
                aria-current={isActive ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "relative flex h-9 scroll-mt-24 items-center justify-center gap-1.5 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:h-10 sm:gap-2 sm:px-4",
                  isActive
                    ? "bg-brand-600 text-white shadow-sm"
                    : "text-ink-muted hover:bg-surface-sunken hover:text-ink",
                )}
              >
                <Icon aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
                <span>{label}</span>
                {value === "notifications" && waiting.count > 0 ? (
                  <span
                    data-testid="notifications-badge"
                    className="grid h-5 min-w-5 place-items-center rounded-full bg-danger-600 px-1.5 text-[11px] leading-none font-bold text-white ring-2 ring-white"
                  >
                    {waiting.count}
                    <span className="sr-only"> {waiting.noun}</span>
                  </span>
                ) : null}
                {value === "sprints" && unreadMessages > 0 ? (
                  <span
                    data-testid="sprints-unread-badge"
                    className="grid h-5 min-w-5 place-items-center rounded-full bg-danger-600 px-1.5 text-[11px] leading-none font-bold text-white ring-2 ring-white"
                  >
                    {unreadMessages}
                    <span className="sr-only"> unread {unreadMessages === 1 ? "message" : "messages"}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
