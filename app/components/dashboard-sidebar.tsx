import {
  CalendarClock,
  CalendarRange,
  FolderKanban,
  Inbox,
  LayoutDashboard,
  ListChecks,
  MailWarning,
  PanelLeft,
  Receipt,
  ScrollText,
  Send,
  UserRound,
  Users,
  X,
} from "lucide-react";
import { Dialog } from "radix-ui";
import { useCallback, useEffect, useState } from "react";
import { NavLink } from "react-router";
import { Logo } from "~/components/brand";
import { cn } from "~/lib/utils";
import { RECORD_TYPES, recordHref } from "~/records";

/** spec 9 (doc 1): 16rem wide, 18rem on mobile, 3rem icon-only; state in a cookie for 7 days; ctrl/cmd+B. */
export const SIDEBAR_COOKIE = "sidebar_state";
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

type NavItem = { to: string; label: string; icon: React.ComponentType<{ className?: string }>; adminOnly?: boolean };

// Lists the first nine; sprints, invoices and testimonial requests are reached here too
export const DASHBOARD_NAV: { heading: string; items: NavItem[] }[] = [
  {
    heading: "Content",
    items: [
      { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
      // the record types (app/records), in their order
      ...RECORD_TYPES.map((type) => ({ to: recordHref(type), label: type.label, icon: type.icon })),
    ],
  },
  {
    heading: "Client work",
    items: [
      { to: "/dashboard/client-projects", label: "Client Projects", icon: FolderKanban },
      { to: "/dashboard/sprints", label: "Sprints", icon: CalendarRange },
      { to: "/dashboard/tickets", label: "Tickets", icon: ListChecks },
      { to: "/dashboard/invoices", label: "Invoices", icon: Receipt },
      { to: "/dashboard/testimonial-requests", label: "Testimonial Requests", icon: Send },
      { to: "/dashboard/digest", label: "Weekly Summary", icon: CalendarClock },
      { to: "/dashboard/inquiries", label: "Inquiries", icon: Inbox },
      { to: "/dashboard/outbox", label: "Outbox", icon: MailWarning },
    ],
  },
  {
    heading: "Admin",
    items: [
      { to: "/dashboard/users", label: "Users", icon: Users, adminOnly: true },
      { to: "/dashboard/audit", label: "Audit Log", icon: ScrollText, adminOnly: true },
    ],
  },
  {
    heading: "You",
    items: [{ to: "/account", label: "Your Account", icon: UserRound }],
  },
];

function writeCookie(isOpen: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the sidebar state must reach the server render
  document.cookie = `${SIDEBAR_COOKIE}=${isOpen}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

export function useSidebarState(initialOpen: boolean) {
  const [isOpen, setIsOpen] = useState(initialOpen);
  const [isMobileOpen, setIsMobileOpen] = useState(false);
  const toggle = useCallback(() => {
    if (window.matchMedia("(max-width: 767px)").matches) {
      setIsMobileOpen((v) => !v);
      return;
    }
    setIsOpen((v) => {
      writeCookie(!v);
      return !v;
    });
  }, []);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      // inside a text field or the rich editor, Ctrl/Cmd+B belongs to the field (bold), not the sidebar
      if (event.defaultPrevented || isEditable(event.target)) return;
      if (event.key.toLowerCase() === "b" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);
  return { isOpen, isMobileOpen, setIsMobileOpen, toggle };
}

/** True for a key press inside something the user types into: inputs, text areas, selects, editable content. */
function isEditable(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  return (
    target instanceof HTMLInputElement && !/^(checkbox|radio|button|submit|reset|range|color|file)$/.test(target.type)
  );
}

/** A count beside a nav entry (unread client messages on Client Projects), by the entry's address. */
export type NavBadges = Partial<Record<string, number>>;

function NavList({
  isAdmin,
  isCollapsed,
  onNavigate,
  badges = {},
}: {
  isAdmin: boolean;
  isCollapsed: boolean;
  onNavigate?: () => void;
  badges?: NavBadges;
}) {
  return (
    <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-2 py-3">
      {DASHBOARD_NAV.map((group) => {
        const items = group.items.filter((i) => !i.adminOnly || isAdmin);
        if (items.length === 0) return null;
        return (
          <div key={group.heading} className="mb-4">
            <p
              className={cn(
                "px-3 pb-1 text-[11px] font-semibold tracking-wider text-ink-subtle uppercase",
                isCollapsed && "sr-only",
              )}
            >
              {group.heading}
            </p>
            <ul className="grid gap-0.5">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/dashboard"}
                    onClick={onNavigate}
                    title={isCollapsed ? item.label : undefined}
                    className={({ isActive }) =>
                      cn(
                        "flex h-9 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
                        isCollapsed && "justify-center px-0",
                        isActive ? "bg-brand-600 text-white" : "text-ink-muted hover:bg-surface-sunken hover:text-ink",
                      )
                    }
                  >
                    <span className="relative">
                      <item.icon className="size-4 shrink-0" aria-hidden="true" />
                      {isCollapsed && (badges[item.to] ?? 0) > 0 ? (
                        <span
                          aria-hidden="true"
                          className="absolute -top-1 -right-1 size-2 rounded-full bg-danger-600"
                        />
                      ) : null}
                    </span>
                    <span className={cn(isCollapsed && "sr-only")}>{item.label}</span>
                    {(badges[item.to] ?? 0) > 0 ? (
                      <span
                        data-testid="nav-unread-badge"
                        className={cn(
                          "ml-auto grid h-5 min-w-5 place-items-center rounded-full bg-danger-600 px-1.5 text-[11px] leading-none font-bold text-white",
                          isCollapsed && "sr-only",
                        )}
                      >
                        {badges[item.to]}
                        <span className="sr-only"> unread {badges[item.to] === 1 ? "message" : "messages"}</span>
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

export function DashboardSidebar({
  isAdmin,
  isOpen,
  isMobileOpen,
  setIsMobileOpen,
  badges,
}: {
  badges?: NavBadges;
  isAdmin: boolean;
  isOpen: boolean;
  isMobileOpen: boolean;
  setIsMobileOpen: (open: boolean) => void;
}) {
  return (
    <>
      <aside
        data-state={isOpen ? "expanded" : "collapsed"}
        className={cn(
          "sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-line bg-white transition-[width] duration-200 md:flex",
          isOpen ? "w-[16rem]" : "w-[3rem]",
        )}
      >
        <div className={cn("flex h-16 items-center border-b border-line", isOpen ? "px-4" : "justify-center")}>
          {isOpen ? <Logo /> : <span className="size-2 rounded-full bg-brand-600" aria-hidden="true" />}
        </div>
        <NavList isAdmin={isAdmin} isCollapsed={!isOpen} badges={badges} />
      </aside>
      <Dialog.Root open={isMobileOpen} onOpenChange={setIsMobileOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 md:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[18rem] flex-col bg-white shadow-xl md:hidden">
            <div className="flex h-16 items-center justify-between border-b border-line px-4">
              <Logo />
              <Dialog.Close
                className="grid size-9 place-items-center rounded-lg hover:bg-surface-sunken"
                aria-label="Close menu"
              >
                <X className="size-4" />
              </Dialog.Close>
            </div>
            <Dialog.Title className="sr-only">Dashboard navigation</Dialog.Title>
            <Dialog.Description className="sr-only">Links to every dashboard screen</Dialog.Description>
            <NavList isAdmin={isAdmin} isCollapsed={false} onNavigate={() => setIsMobileOpen(false)} badges={badges} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

export function SidebarTrigger({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="grid size-9 place-items-center rounded-lg text-ink-muted hover:bg-surface-sunken hover:text-ink"
      aria-label="Toggle sidebar (Ctrl+B)"
      aria-keyshortcuts="Control+B Meta+B"
    >
      <PanelLeft className="size-4" aria-hidden="true" />
    </button>
  );
}
