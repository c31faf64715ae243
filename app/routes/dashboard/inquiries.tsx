import { Building2, CheckCircle2, Download, Inbox, Mail, Phone, RotateCcw, Users, Wallet } from "lucide-react";
import { useSearchParams } from "react-router";
import { ListFilterBar } from "~/components/dashboard/list-filter-bar";
import { PageHeader } from "~/components/dashboard/page-header";
import { useRecordAction } from "~/components/dashboard/row-actions";
import { ScreenError } from "~/components/error-page";
import { LoadError } from "~/components/load-error";
import { LocalTime } from "~/components/local-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, EmptyState } from "~/components/ui/card";
import { Pager } from "~/components/ui/pager";
import { TableHead } from "~/components/ui/table-head";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { listInquiries, listSubscribers, setInquiryHandled } from "~/data/inquiries.server";
import { budgetLabel, serviceLabel } from "~/domain/contact";
import { formatDate } from "~/domain/format";
import { isNarrowed, listQuery, parseListFilters } from "~/domain/list-filters";
import { INQUIRY_LIST } from "~/domain/list-specs";
import { clampPage, parsePage } from "~/domain/pagination";
import { IdSchema } from "~/domain/schemas/content";
import { checkbox } from "~/domain/schemas/form";
import { ok } from "~/web/action-result.server";
import { requireStaff } from "~/web/guards.server";
import { dispatchIntent, intent } from "~/web/intents.server";
import type { Route } from "./+types/inquiries";

export const meta: Route.MetaFunction = () => [{ title: "Inquiries | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  // ?page= turns the pages of the open tab's list; the other list shows its first page
  const page = parsePage(params.get("page"));
  const onSubscribers = params.get("tab") === "subscribers";
  const filters = parseListFilters(params, INQUIRY_LIST);
  const empty = { rows: [], info: clampPage(1, 0) };
  const { data, loadError } = await loadOrFail(
    "Failed to fetch inquiries",
    () =>
      Promise.all([
        listInquiries({ page: onSubscribers ? 1 : page, filters }),
        listSubscribers({ page: onSubscribers ? page : 1 }),
      ]),
    [
      { ...empty, newCount: 0, all: 0 },
      { ...empty, confirmedCount: 0 },
    ],
  );
  const [inquiries, subscribers] = data;
  return {
    inquiries: inquiries.rows,
    inquiryPage: inquiries.info,
    newCount: inquiries.newCount,
    allInquiries: inquiries.all,
    filters,
    query: listQuery(filters),
    subscribers: subscribers.rows,
    subscriberPage: subscribers.info,
    confirmed: subscribers.confirmedCount,
    loadError,
  };
}

const HandledSchema = IdSchema.extend({ handled: checkbox });

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  return dispatchIntent(request, viewer, {
    handled: intent(
      { schema: HandledSchema, failMessage: "Failed to update inquiry" },
      async (input, { viewer: actor }) => {
        await setInquiryHandled({ actor, ...input });
        return ok("Inquiry updated successfully");
      },
    ),
  });
}

export default function InquiriesScreen({ loaderData }: Route.ComponentProps) {
  const { inquiries, subscribers, newCount, confirmed, inquiryPage, subscriberPage, filters, query } = loaderData;
  const narrowed = isNarrowed(filters);
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "subscribers" ? "subscribers" : "inquiries";
  const { submit, pendingId } = useRecordAction();

  return (
    <>
      <PageHeader
        title="Inquiries"
        description="Messages from the contact form, newest first, and the newsletter's subscribers."
        actions={
          <Button asChild variant="secondary">
            <a href={`/dashboard/inquiries.csv${query ? `?${query}` : ""}`} download>
              <Download aria-hidden="true" />
              Export Inquiries
            </a>
          </Button>
        }
      />
      {loaderData.loadError ? <LoadError message={loaderData.loadError} /> : null}
      <Tabs
        hidden={Boolean(loaderData.loadError)}
        value={tab}
        onValueChange={(value) =>
          setParams(value === "subscribers" ? { tab: value } : {}, { replace: true, preventScrollReset: true })
        }
      >
        <TabsList aria-label="Inquiries and subscribers" className="flex w-full sm:inline-flex sm:w-auto">
          <TabsTrigger value="inquiries" className="flex-1 justify-center px-3 sm:flex-none sm:px-4">
            <Inbox className="size-4" aria-hidden="true" />
            Inquiries
            {newCount > 0 ? (
              <Badge tone="solid" className="px-2 py-0">
                {newCount} new
              </Badge>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="subscribers" className="flex-1 justify-center px-3 sm:flex-none sm:px-4">
            <Users className="size-4" aria-hidden="true" />
            Subscribers
            <Badge className="px-2 py-0">{subscriberPage.total}</Badge>
          </TabsTrigger>
        </TabsList>

        <TabsContent value="inquiries">
          {loaderData.allInquiries > 0 ? (
            <div className="mb-6">
              <ListFilterBar
                id="inquiries"
                label="Filter inquiries"
                spec={INQUIRY_LIST}
                filters={filters}
                isNarrowed={narrowed}
                clearHref="/dashboard/inquiries"
                dateLabel="Received"
                summary={
                  <>
                    {inquiryPage.total.toLocaleString("en-US")} {inquiryPage.total === 1 ? "inquiry" : "inquiries"}
                  </>
                }
              />
            </div>
          ) : null}
          {inquiries.length === 0 && narrowed ? (
            <EmptyState icon={<Inbox />} title="No inquiries match these filters" level={2}>
              <p>Change or clear the filters to see more.</p>
            </EmptyState>
          ) : inquiries.length === 0 ? (
            <EmptyState icon={<Inbox />} title="No inquiries yet" level={2}>
              <p>Messages sent through the contact form land here.</p>
            </EmptyState>
          ) : (
            <ul className="grid gap-4" aria-label="Contact inquiries">
              {inquiries.map((inquiry) => (
                <li key={inquiry.id} aria-label={`Inquiry from ${inquiry.name}`}>
                  <Card
                    className={inquiry.handled ? "bg-surface p-5" : "border-l-4 border-l-brand-600 p-5"}
                    aria-busy={pendingId === inquiry.id || undefined}
                  >
                    <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
                      <div className="min-w-0">
                        <div className="flex flex-wrap items-center gap-2">
                          <h2 className="font-display text-lg font-semibold">{inquiry.name}</h2>
                          {inquiry.handled ? <Badge tone="success">Handled</Badge> : <Badge tone="brand">New</Badge>}
                        </div>
                        <p className="mt-0.5 text-xs text-ink-subtle">
                          <LocalTime value={inquiry.createdAt} />
                        </p>
                        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-ink-muted">
                          <div className="flex items-center gap-1.5">
                            <dt className="shrink-0">
                              <Mail className="size-3.5" aria-hidden="true" />
                              <span className="sr-only">Email</span>
                            </dt>
                            <dd>
                              <a className="text-brand-700 hover:underline" href={`mailto:${inquiry.email}`}>
                                {inquiry.email}
                              </a>
                            </dd>
                          </div>
                          {inquiry.phone ? (
                            <div className="flex items-center gap-1.5">
                              <dt className="shrink-0">
                                <Phone className="size-3.5" aria-hidden="true" />
                                <span className="sr-only">Phone</span>
                              </dt>
                              <dd>{inquiry.phone}</dd>
                            </div>
                          ) : null}
                          {inquiry.company ? (
                            <div className="flex items-center gap-1.5">
                              <dt className="shrink-0">
                                <Building2 className="size-3.5" aria-hidden="true" />
                                <span className="sr-only">Company</span>
                              </dt>
                              <dd>{inquiry.company}</dd>
                            </div>
                          ) : null}
                          {inquiry.budget ? (
                            <div className="flex items-center gap-1.5">
                              <dt className="shrink-0">
                                <Wallet className="size-3.5" aria-hidden="true" />
                                <span className="sr-only">Budget</span>
                              </dt>
                              <dd>{budgetLabel(inquiry.budget)}</dd>
                            </div>
                          ) : null}
                        </dl>
                      </div>
                      <Button
                        type="button"
                        size="sm"
                        variant={inquiry.handled ? "ghost" : "secondary"}
                        disabled={pendingId === inquiry.id}
                        onClick={() =>
                          submit({ intent: "handled", id: inquiry.id, handled: inquiry.handled ? "false" : "true" })
                        }
                      >
                        {inquiry.handled ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
                        {inquiry.handled ? "Mark as new" : "Mark as handled"}
                        <span className="sr-only"> for the inquiry from {inquiry.name}</span>
                      </Button>
                    </div>
                    <div className="mt-4 rounded-xl bg-surface-sunken p-4">
                      <p className="text-xs font-semibold text-ink-muted">
                        <span className="sr-only">Service: </span>
                        {serviceLabel(inquiry.service)}
                      </p>
                      <p className="mt-1.5 text-sm leading-6 whitespace-pre-line text-ink">{inquiry.message}</p>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          <Pager info={inquiryPage} label="Inquiry pages" className="mt-6" />
        </TabsContent>

        <TabsContent value="subscribers">
          <Card className="overflow-hidden">
            <div className="flex flex-col gap-3 border-b border-line p-5 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h2 className="font-display text-lg font-semibold">Newsletter subscribers</h2>
                <p className="text-sm text-ink-muted">
                  {confirmed} confirmed, {subscriberPage.total - confirmed} waiting for confirmation.
                </p>
              </div>
              <Button asChild variant="secondary" size="sm">
                <a href="/dashboard/subscribers.csv" download>
                  <Download aria-hidden="true" />
                  Export CSV
                </a>
              </Button>
            </div>
            {subscribers.length === 0 ? (
              <p className="px-5 py-12 text-center text-sm text-ink-muted">No one has subscribed yet.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <TableHead
                    columns={[
                      { label: "Email" },
                      { label: "Status" },
                      { label: "Subscribed", className: "hidden whitespace-nowrap sm:table-cell" },
                    ]}
                  />
                  <tbody className="divide-y divide-line">
                    {subscribers.map((s) => (
                      <tr key={s.id} className="hover:bg-surface-sunken/60">
                        <td className="px-5 py-3 font-medium [overflow-wrap:anywhere] text-ink">
                          {s.email}
                          <span className="mt-0.5 block text-xs font-normal text-ink-subtle sm:hidden">
                            Subscribed {formatDate(s.createdAt)}
                          </span>
                        </td>
                        <td className="px-5 py-3">
                          {s.confirmedAt ? (
                            <Badge tone="success">Confirmed</Badge>
                          ) : (
                            <Badge tone="warning">Pending</Badge>
                          )}
                        </td>
                        <td className="hidden px-5 py-3 whitespace-nowrap text-ink-muted sm:table-cell">
                          {formatDate(s.createdAt)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
          <Pager info={subscriberPage} label="Subscriber pages" className="mt-6" />
        </TabsContent>
      </Tabs>
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
