import { CalendarCheck, Mail, MailCheck, MessageSquareHeart, Send } from "lucide-react";
import { ListFilterBar } from "~/components/dashboard/list-filter-bar";
import { PageHeader } from "~/components/dashboard/page-header";
import { RecordList } from "~/components/dashboard/record-list";
import { ActionButton, ActionToastHost } from "~/components/dashboard/row-actions";
import { ScreenError } from "~/components/error-page";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { listTestimonialRequests } from "~/data/testimonial-requests.server";
import { formatDate, formatDateTime } from "~/domain/format";
import { isNarrowed, parseListFilters } from "~/domain/list-filters";
import { TESTIMONIAL_REQUEST_LIST } from "~/domain/list-specs";
import { parsePage } from "~/domain/pagination";
import { handleClientWorkAction } from "~/web/client-work-actions.server";
import { requireStaff } from "~/web/guards.server";
import type { Route } from "./+types/testimonial-requests";

export const meta: Route.MetaFunction = () => [{ title: "Testimonial Requests | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filters = parseListFilters(params, TESTIMONIAL_REQUEST_LIST);
  const page = await listTestimonialRequests({ page: parsePage(params.get("page")), filters });
  return { requests: page.rows, pageInfo: page.info, all: page.all, filters };
}

export const action = ({ request }: Route.ActionArgs) => handleClientWorkAction(request, ["testimonial.request"]);

export default function TestimonialRequestsScreen({ loaderData }: Route.ComponentProps) {
  const { requests, pageInfo, all, filters } = loaderData;
  const narrowed = isNarrowed(filters);
  return (
    <ActionToastHost>
      <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-8">
        <PageHeader
          eyebrow="Client work"
          title="Testimonial Requests"
          description="Completed client projects without a testimonial. A request appears in the client's portal and reaches them by e-mail; the project leaves this list once they have written one."
          badge={<Badge tone={all ? "solid" : "neutral"}>{all} pending</Badge>}
        />
        {all > 0 ? (
          <ListFilterBar
            id="testimonial-requests"
            label="Filter testimonial requests"
            spec={TESTIMONIAL_REQUEST_LIST}
            filters={filters}
            isNarrowed={narrowed}
            clearHref="/dashboard/testimonial-requests"
            searchLabel="Project or client"
            dateLabel={null}
            summary={
              <>
                {pageInfo.total.toLocaleString("en-US")} {pageInfo.total === 1 ? "project" : "projects"}
              </>
            }
          />
        ) : null}
        <RecordList
          rows={requests}
          layout="stack"
          className="gap-4"
          empty={
            narrowed
              ? {
                  icon: <MessageSquareHeart />,
                  title: "No requests match these filters",
                  level: 2,
                  children: "Change or clear the filters to see more.",
                }
              : {
                  icon: <MessageSquareHeart />,
                  title: "All caught up",
                  level: 2,
                  children:
                    "No completed projects are waiting for testimonials... When a client project is completed and has no testimonial yet, it appears here.",
                }
          }
          pager={{ info: pageInfo, label: "Testimonial request pages" }}
          itemProps={() => ({
            className:
              "flex flex-col gap-4 rounded-(--radius-card) border border-line bg-white p-5 shadow-(--shadow-card) transition-shadow hover:shadow-(--shadow-lift) sm:flex-row sm:items-center sm:gap-5 sm:p-6",
          })}
          item={(r) => (
            <>
              <Avatar name={r.clientName} email={r.clientEmail} tone="accent" className="hidden rounded-2xl sm:grid" />
              <div className="min-w-0 flex-1 wrap-anywhere">
                <h2 className="text-lg font-semibold">{r.title}</h2>
                <p className="mt-0.5 text-sm text-ink-muted">
                  <span className="font-medium text-ink">{r.clientName ?? r.clientEmail}</span>
                  {r.clientOrganization ? ` · ${r.clientOrganization}` : ""}
                </p>
                <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-muted">
                  <span className="inline-flex items-center gap-1">
                    <Mail aria-hidden="true" className="size-3.5" />
                    {r.clientEmail}
                  </span>
                  {r.estimatedDelivery ? (
                    <span className="inline-flex items-center gap-1">
                      <CalendarCheck aria-hidden="true" className="size-3.5" />
                      Delivered {formatDate(r.estimatedDelivery)}
                    </span>
                  ) : null}
                  {r.requestsSent > 0 && r.lastRequestedAt ? (
                    <span className="inline-flex items-center gap-1 font-medium text-success-700">
                      <MailCheck aria-hidden="true" className="size-3.5" />
                      {r.requestsSent === 1 ? "Requested" : `Requested ${r.requestsSent} times, last`}{" "}
                      {formatDateTime(r.lastRequestedAt)}
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1">Not requested yet</span>
                  )}
                </p>
              </div>
              <ActionButton
                intent="testimonial.request"
                fields={{ projectId: r.id }}
                variant="primary"
                size="md"
                label={`Send Request: ${r.title}`}
                className="self-start sm:self-center"
              >
                <Send aria-hidden="true" />
                Send Request
              </ActionButton>
            </>
          )}
        />
      </div>
    </ActionToastHost>
  );
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to fetch testimonial requests" />;
}
