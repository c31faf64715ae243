import { FolderOpen, SearchX } from "lucide-react";
import { data, Link, useSearchParams } from "react-router";
import { ScreenError } from "~/components/error-page";
import { FilesTab } from "~/components/portal/files-tab";
import { InvoicesTab } from "~/components/portal/invoices-tab";
import { NotificationsTab } from "~/components/portal/notifications-tab";
import { OverviewTab } from "~/components/portal/overview-tab";
import { PortalHero } from "~/components/portal/portal-hero";
import { PortalTabs } from "~/components/portal/portal-tabs";
import { ShareTab } from "~/components/portal/share-tab";
import { SprintsTab } from "~/components/portal/sprints-tab";
import { useLiveNotifications } from "~/components/portal/use-live-notifications";
import { buttonVariants } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/card";
import { Pager } from "~/components/ui/pager";
import { loadOrFail } from "~/data/dashboard-stats.server";
import {
  getNotificationsVersion,
  listClientProjects,
  listTestimonialRequests,
  markNotificationRead,
} from "~/data/portal.server";
import { askSprintQuestion } from "~/data/portal-messages.server";
import { submitTestimonial, testimonialIdentity } from "~/data/portal-testimonials.server";
import { getPortalView } from "~/data/portal-view.server";
import { listProjectFiles } from "~/data/project-files.server";
import { createShareLink, listShareLinks, revokeShareLink } from "~/data/share-links.server";
import { unreadBySubject } from "~/data/threads.server";
import { getProjectTimeline, getProjectValueSeries } from "~/data/timeline.server";
import type { ActionResult } from "~/domain/action-result";
import { fieldErrors, formValues } from "~/domain/form-values";
import { notificationsWaiting } from "~/domain/notifications-waiting";
import { parsePage } from "~/domain/pagination";
import {
  MARK_READ_FAILED_MESSAGE,
  MarkReadSchema,
  parseTab,
  QUESTION_FAILED_MESSAGE,
  QUESTION_SUCCESS_MESSAGE,
  QuestionSchema,
  TESTIMONIAL_FAILED_MESSAGE,
  TESTIMONIAL_SUCCESS_MESSAGE,
  TestimonialSchema,
} from "~/domain/schemas/portal";
import { FILE_TOO_LARGE_MESSAGE } from "~/domain/schemas/project-files";
import {
  CreateShareLinkSchema,
  RevokeShareLinkSchema,
  SHARE_CREATE_FAILED_MESSAGE,
  SHARE_CREATED_MESSAGE,
  SHARE_REVOKE_FAILED_MESSAGE,
  SHARE_REVOKED_MESSAGE,
} from "~/domain/schemas/share-links";
import { parseTimelineKind } from "~/domain/timeline";
import { MAX_DOCUMENT_BYTES, MULTIPART_MARGIN } from "~/domain/upload-limits";
import { keepDataAcross } from "~/lib/revalidate";
import { attempt, ok } from "~/web/action-result.server";
import { type ClientViewer, requireClient } from "~/web/guards.server";
import { dispatchIntent, intent } from "~/web/intents.server";
import { uploadFileIntent } from "~/web/project-file-actions.server";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.view
      ? `${loaderData.view.project.title} | Client portal | Lumen Studio`
      : "Client portal | Lumen Studio",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireClient(request);
  const params = new URL(request.url).searchParams;
  const requested = params.get("project");
  // ?page= turns the pages of the open tab's list; the other lists show their first page
  const tab = parseTab(params.get("tab"));
  const page = parsePage(params.get("page"));
  const pages = {
    sprints: tab === "sprints" ? page : 1,
    invoices: tab === "invoices" ? page : 1,
    notifications: tab === "notifications" ? page : 1,
  };
  const [projects, testimonialRequests, liveVersion] = await Promise.all([
    listClientProjects(viewer.userId),
    listTestimonialRequests(viewer.userId),
    getNotificationsVersion(viewer.userId),
  ]);
  const defaultProjectId = projects[0]?.id ?? null;
  const selectedId = requested || defaultProjectId;
  const now = new Date();
  const view = selectedId ? await getPortalView({ clientId: viewer.userId, projectId: selectedId, now, pages }) : null;
  // the overview's timeline (?kind=, ?timelinePage=), its value chart and the share links, of the project
  // just checked to be the viewer's
  // each read on its own: one that fails leaves the rest of the portal working (the Invoices tab says so)
  const [timeline, valueSeries, shareLinks, files, threadUnread] = view
    ? await Promise.all([
        loadOrFail(
          "Failed to load the timeline",
          () =>
            getProjectTimeline({
              projectId: view.project.id,
              clientId: viewer.userId,
              kind: parseTimelineKind(params.get("kind")),
              page: parsePage(params.get("timelinePage")),
            }),
          null,
        ).then((r) => r.data),
        loadOrFail(
          "Failed to load the value chart",
          () => getProjectValueSeries({ projectId: view.project.id, clientId: viewer.userId, today: now }),
          null,
        ).then((r) => r.data),
        loadOrFail(
          "Failed to load share links",
          () => listShareLinks({ clientId: viewer.userId, projectId: view.project.id }),
          [],
        ).then((r) => r.data),
        // the shared files (?folder= narrows them to one folder)
        loadOrFail(
          "Failed to load files",
          () =>
            listProjectFiles({
              projectId: view.project.id,
              access: { staff: false, clientId: viewer.userId },
              folder: params.get("folder"),
            }),
          null,
        ).then((r) => r.data),
        // unread messages of the project's threads, per sprint (a sprint's and its tasks' together)
        loadOrFail(
          "Failed to load unread messages",
          async () => {
            const perSprint: Record<string, number> = {};
            for (const row of await unreadBySubject({ viewer, projectId: view.project.id })) {
              if (row.unread > 0) perSprint[row.sprintId] = (perSprint[row.sprintId] ?? 0) + row.unread;
            }
            return perSprint;
          },
          {} as Record<string, number>,
        ).then((r) => r.data),
      ])
    : [null, null, [], null, {} as Record<string, number>];
  const payload = {
    email: viewer.email,
    projects,
    defaultProjectId,
    view,
    timeline,
    valueSeries,
    testimonialRequests,
    identity: testimonialIdentity(viewer),
    liveVersion,
    shareLinks,
    files,
    threadUnread,
  };
  // a project id that is not the viewer's is answered exactly like one that does not exist
  if (selectedId && !view) return data(payload, { status: 404 });
  return payload;
}

/** Switching tabs only changes what is shown: the data is already on the page. */
export const shouldRevalidate = keepDataAcross("tab", "ask", "show");

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireClient(request);
  // the largest body is a shared file (the testimonial's picture is held to its own 5 MB by the storage)
  const tooLarge = { bytes: MAX_DOCUMENT_BYTES + MULTIPART_MARGIN, message: FILE_TOO_LARGE_MESSAGE };
  return dispatchIntent(
    request,
    viewer,
    {
      // only the viewer's own notification items can be marked
      "mark-read": intent(
        { schema: MarkReadSchema, failMessage: MARK_READ_FAILED_MESSAGE },
        async (input, { viewer }) => {
          await markNotificationRead({ clientId: viewer.userId, notificationId: input.notificationId });
          return ok("Notification marked as read");
        },
      ),
      "ask-question": intent(
        { schema: QuestionSchema, failMessage: QUESTION_FAILED_MESSAGE, invalidToast: "first-message" },
        async (input, { viewer }) => {
          await askSprintQuestion({ sender: viewer, ...input });
          return ok(QUESTION_SUCCESS_MESSAGE);
        },
      ),
      // share links: only for the viewer's own project (another client's is answered as missing)
      "create-share-link": async ({ form, viewer }) => {
        const parsed = CreateShareLinkSchema.safeParse(formValues(form));
        if (!parsed.success) {
          // without JavaScript the page is drawn again: the switches keep what was sent
          const sent = Object.fromEntries(
            ["showsProgress", "showsSprints", "showsInvoices", "days"].map((name) => [
              name,
              String(form.get(name) ?? ""),
            ]),
          );
          return data<ActionResult>(
            {
              ok: false,
              error: SHARE_CREATE_FAILED_MESSAGE,
              fieldErrors: fieldErrors(parsed.error),
              values: sent,
              at: Date.now(),
            },
            400,
          );
        }
        return attempt(SHARE_CREATE_FAILED_MESSAGE, async () => {
          const { projectId, days, ...scope } = parsed.data;
          const link = await createShareLink({ owner: viewer, projectId, days, scope });
          // the raw link is answered once and never stored
          return data<ActionResult>({
            ok: true,
            message: SHARE_CREATED_MESSAGE,
            values: { shareUrl: link.url },
            at: Date.now(),
          });
        });
      },
      "revoke-share-link": intent(
        { schema: RevokeShareLinkSchema, failMessage: SHARE_REVOKE_FAILED_MESSAGE },
        async (input, { viewer }) => {
          await revokeShareLink({ owner: viewer, ...input });
          return ok(SHARE_REVOKED_MESSAGE);
        },
      ),
      // a shared file: only into the viewer's own project (another client's is answered as missing)
      "upload-file": uploadFileIntent<ClientViewer>((viewer) => ({ staff: false, clientId: viewer.userId })),
      testimonial: intent(
        { schema: TestimonialSchema, failMessage: TESTIMONIAL_FAILED_MESSAGE, invalidToast: "first-message" },
        async (input, { viewer, form }) => {
          const image = form.get("image");
          await submitTestimonial({
            author: viewer,
            ...input,
            image: image instanceof File && image.size > 0 ? image : null,
          });
          return ok(TESTIMONIAL_SUCCESS_MESSAGE);
        },
      ),
    },
    { tooLarge },
  );
}

export default function ClientPortal({ loaderData }: Route.ComponentProps) {
  const { view, projects, testimonialRequests } = loaderData;
  // the tab comes from the address: switching tabs does not reload the data (shouldRevalidate)
  const [params] = useSearchParams();
  const tab = parseTab(params.get("tab"));
  const askSprintId = tab === "sprints" ? params.get("ask") : null;
  useLiveNotifications(loaderData.liveVersion);
  const selectedId = view?.project.id ?? null;
  const projectParam = selectedId && selectedId !== loaderData.defaultProjectId ? selectedId : null;
  const waiting = notificationsWaiting({
    unreadNotifications: view?.unreadCount ?? 0,
    testimonialRequests: testimonialRequests.length,
  });

  return (
    <div className="grid gap-6 md:gap-8">
      <PortalHero
        email={loaderData.email}
        project={view?.project ?? null}
        projects={projects}
        selectedId={selectedId}
        defaultProjectId={loaderData.defaultProjectId}
        tab={tab}
      />
      {projects.length === 0 ? (
        <EmptyState icon={<FolderOpen />} title="No Projects Found">
          You don't have any active projects yet.
        </EmptyState>
      ) : !view ? (
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
            unreadMessages={Object.values(loaderData.threadUnread).reduce((a, b) => a + b, 0)}
          />
          <section
            id="portal-panel"
            aria-labelledby={`tab-${tab}`}
            className="mt-6 animate-fade-up motion-reduce:animate-none"
            key={`${tab}-${view.project.id}`}
          >
            {tab === "overview" ? (
              <OverviewTab
                view={view}
                projectParam={projectParam}
                testimonialRequests={testimonialRequests}
                identity={loaderData.identity}
                timeline={loaderData.timeline}
                valueSeries={loaderData.valueSeries}
              />
            ) : tab === "sprints" ? (
              <SprintsTab
                sprints={view.sprints}
                totals={view.sprintTotals}
                projectParam={projectParam}
                askSprintId={askSprintId}
                unreadBySprint={loaderData.threadUnread}
              />
            ) : tab === "invoices" ? (
              <InvoicesTab invoices={view.invoices} totals={view.invoiceTotals} loadError={view.invoicesError} />
            ) : tab === "files" ? (
              <FilesTab files={loaderData.files} projectParam={projectParam} />
            ) : tab === "share" ? (
              <ShareTab projectId={view.project.id} projectParam={projectParam} links={loaderData.shareLinks} />
            ) : (
              <NotificationsTab
                feed={view.feed}
                waiting={waiting}
                projectParam={projectParam}
                testimonialRequests={testimonialRequests}
              />
            )}
            {tab === "sprints" || tab === "invoices" || tab === "notifications" ? (
              <Pager
                info={
                  tab === "sprints" ? view.sprintPage : tab === "invoices" ? view.invoicePage : view.notificationPage
                }
                label={`${tab === "sprints" ? "Sprint" : tab === "invoices" ? "Invoice" : "Notification"} pages`}
                className="mt-6"
              />
            ) : null}
          </section>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
