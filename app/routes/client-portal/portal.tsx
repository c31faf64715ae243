import { FolderOpen, SearchX } from "lucide-react";
import { data, Link, Outlet, redirect, type ShouldRevalidateFunctionArgs, useLocation } from "react-router";
import { ScreenError } from "~/components/error-page";
import { legacyPortalPath, portalTabOf } from "~/components/portal/links";
import { PortalHero } from "~/components/portal/portal-hero";
import type { PortalShell } from "~/components/portal/portal-shell";
import { PortalTabs } from "~/components/portal/portal-tabs";
import { SignOffWaitingBanner } from "~/components/portal/sign-off-waiting";
import { useLiveNotifications } from "~/components/portal/use-live-notifications";
import { buttonVariants } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/card";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { readNotificationState, signOffsWaitingOf, testimonialRequestsOf } from "~/data/portal.server";
import { testimonialIdentity } from "~/data/portal-testimonials.server";
import { countUnreadMessages } from "~/data/threads.server";
import { notificationsWaiting } from "~/domain/notifications-waiting";
import { requireClient } from "~/web/guards.server";
import type { Route } from "./+types/portal";
import { portalAction } from "./portal-actions.server";
import { portalScreen } from "./portal-screen.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.project
      ? `${loaderData.project.title} | Client portal | Lumen Studio`
      : "Client portal | Lumen Studio",
  },
  { name: "robots", content: "noindex" },
];

/**
 * The portal's shell, around every tab: the project switcher, the project's header and the tab row with
 * its badges (what waits on Notifications, unread conversation messages on Sprints). Each tab is its own
 * route below with its own loader, reading only what it shows.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireClient(request);
  // an older address (`/client-portal?tab=files&folder=…`) goes to the tab's own, keeping the rest
  const legacy = legacyPortalPath(request.url);
  if (legacy) throw redirect(legacy, 301);
  const { viewer, params, project, projects: rows } = await portalScreen(request);
  const requested = params.get("project") || null;
  const [notifications, unreadMessages] = await Promise.all([
    readNotificationState(viewer.userId, project?.id ?? null),
    project
      ? // unread messages of the project's threads (one number: each sprint card reads its own)
        loadOrFail(
          "Failed to load unread messages",
          () => countUnreadMessages({ viewer, projectId: project.id }),
          0,
        ).then((r) => r.data)
      : 0,
  ]);
  const projects = rows.map(({ id, title, status }) => ({ id, title, status }));
  const defaultProjectId = projects[0]?.id ?? null;
  const testimonialRequests = testimonialRequestsOf(rows);
  const liveVersion = notifications.version;
  const unreadNotifications = notifications.projectUnread;
  const payload = {
    email: viewer.email,
    projects,
    defaultProjectId,
    project,
    testimonialRequests,
    identity: testimonialIdentity(viewer),
    liveVersion,
    unreadNotifications,
    unreadMessages,
    signOffs: signOffsWaitingOf(rows),
  };
  // a project id that is not the viewer's is answered exactly like one that does not exist
  if (requested && !project) return data(payload, { status: 404 });
  return payload;
}

/**
 * Moving between tabs keeps the shell as it is (only the tab's own loader runs); another project, a
 * submission or a reload of the same address (the live notifications) read it again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentUrl.searchParams.get("project") !== nextUrl.searchParams.get("project");
}

// a form of an older page posted to /client-portal itself: the same action as the tabs'
export const action = portalAction;

export default function PortalScreen({ loaderData }: Route.ComponentProps) {
  const { project, projects, testimonialRequests } = loaderData;
  const tab = portalTabOf(useLocation().pathname);
  useLiveNotifications(loaderData.liveVersion);
  const selectedId = project?.id ?? null;
  const projectParam = selectedId && selectedId !== loaderData.defaultProjectId ? selectedId : null;
  const waiting = notificationsWaiting({
    unreadNotifications: loaderData.unreadNotifications,
    testimonialRequests: testimonialRequests.length,
  });
  const shell: PortalShell | null = project
    ? {
        project,
        projectParam,
        testimonialRequests,
        identity: loaderData.identity,
        waiting,
        unreadMessages: loaderData.unreadMessages,
      }
    : null;

  return (
    <div className="grid gap-6 md:gap-8">
      <PortalHero
        email={loaderData.email}
        project={project}
        projects={projects}
        selectedId={selectedId}
        defaultProjectId={loaderData.defaultProjectId}
        tab={tab}
      />
      {projects.length === 0 ? (
        <EmptyState icon={<FolderOpen />} title="No Projects Found">
          You don't have any active projects yet.
        </EmptyState>
      ) : !shell ? (
        <EmptyState icon={<SearchX />} title="Project Not Found">
          <p>This project doesn't exist or you don't have access to it.</p>
          <Link to="/client-portal" className={buttonVariants({ variant: "secondary", className: "mt-5" })}>
            Back to your projects
          </Link>
        </EmptyState>
      ) : (
        <div>
          <PortalTabs
            tab={tab}
            projectParam={projectParam}
            waiting={waiting}
            unreadMessages={loaderData.unreadMessages}
          />
          <section
            id="portal-panel"
            aria-labelledby={`tab-${tab}`}
            className="mt-6 animate-fade-up motion-reduce:animate-none"
            key={`${tab}-${shell.project.id}`}
          >
            {/* first on every tab, under the tab row: what waits for the client's sign-off */}
            <SignOffWaitingBanner waiting={loaderData.signOffs} />
            <Outlet context={shell} />
          </section>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
