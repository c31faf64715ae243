import { ScreenError } from "~/components/error-page";
import { OverviewTab } from "~/components/portal/overview-tab";
import { usePortalShell } from "~/components/portal/portal-shell";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { getPortalOverview } from "~/data/portal-view.server";
import { getProjectTimeline, getProjectValueSeries } from "~/data/timeline.server";
import { parseTimelineKind } from "~/domain/timeline";
import type { Route } from "./+types/overview";
import { portalAction } from "./portal-actions.server";
import { portalScreen } from "./portal-screen.server";

/** The Overview (/client-portal): progress, the first sprints, totals, the value chart and the timeline (?kind=; ?timelineBefore= / ?timelineAfter= an event's place turn its pages). */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, params, project } = await portalScreen(request);
  if (!project) return null;
  const now = new Date();
  // each read on its own: one that fails leaves the rest of the overview working
  const [overview, timeline, valueSeries] = await Promise.all([
    getPortalOverview({ project, now }),
    loadOrFail(
      "Failed to load the timeline",
      () =>
        getProjectTimeline({
          projectId: project.id,
          clientId: viewer.userId,
          kind: parseTimelineKind(params.get("kind")),
          before: params.get("timelineBefore"),
          after: params.get("timelineAfter"),
        }),
      null,
    ).then((r) => r.data),
    loadOrFail("Failed to load the value chart", () => getProjectValueSeries({ project, today: now }), null).then(
      (r) => r.data,
    ),
  ]);
  return { overview, timeline, valueSeries };
}

// the testimonial card posts here
export const action = portalAction;

export default function PortalOverview({ loaderData }: Route.ComponentProps) {
  const shell = usePortalShell();
  if (!loaderData) return null;
  return (
    <OverviewTab
      view={{ ...loaderData.overview, project: shell.project }}
      projectParam={shell.projectParam}
      testimonialRequests={shell.testimonialRequests}
      identity={shell.identity}
      timeline={loaderData.timeline}
      valueSeries={loaderData.valueSeries}
    />
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
