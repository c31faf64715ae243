import { useOutletContext } from "react-router";
import type { PortalProjectHead } from "~/data/portal.server";
import type { NotificationsWaiting } from "~/domain/notifications-waiting";

/** What the portal's shell (/client-portal) read once and hands to the tab shown inside it. */
export type PortalShell = {
  project: PortalProjectHead;
  /** `?project=` to keep in the tab's own links: null for the default project */
  projectParam: string | null;
  testimonialRequests: { projectId: string; projectTitle: string }[];
  identity: { clientName: string; clientCompany: string };
  /** what waits on the Notifications tab (its badge) */
  waiting: NotificationsWaiting;
  /** unread messages of the project's sprint and task conversations (the Sprints tab's badge) */
  unreadMessages: number;
};

export const usePortalShell = () => useOutletContext<PortalShell>();
