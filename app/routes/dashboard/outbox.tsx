import { MailCheck, RotateCw } from "lucide-react";
import { PageHeader } from "~/components/dashboard/page-header";
import { useRecordAction } from "~/components/dashboard/row-actions";
import { ScreenError } from "~/components/error-page";
import { LoadError } from "~/components/load-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, EmptyState } from "~/components/ui/card";
import { Pager } from "~/components/ui/pager";
import { TableHead } from "~/components/ui/table-head";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { countMailByStatus, listUndeliveredMail, retryFailedMail } from "~/data/outbox.server";
import { formatDateTime } from "~/domain/format";
import { clampPage, parsePage } from "~/domain/pagination";
import { IdSchema } from "~/domain/schemas/content";
import { ok } from "~/web/action-result.server";
import { requireStaff } from "~/web/guards.server";
import { dispatchIntent, intent } from "~/web/intents.server";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => [{ title: "Outbox | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const { data, loadError } = await loadOrFail(
    "Failed to fetch outbox",
    () => Promise.all([listUndeliveredMail({ page }), countMailByStatus()]),
    [
      { rows: [], info: clampPage(1, 0) },
      { pending: 0, failed: 0, sent: 0 },
    ],
  );
  const [mails, counts] = data;
  return { mails: mails.rows, pageInfo: mails.info, counts, loadError };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  return dispatchIntent(request, viewer, {
    retry: intent({ schema: IdSchema, failMessage: "Failed to retry mail" }, async ({ id }, { viewer: actor }) => {
      await retryFailedMail({ actor, id });
      return ok("Mail queued again");
    }),
  });
}

export default function OutboxScreen({ loaderData }: Route.ComponentProps) {
  const { mails, counts } = loaderData;
  const { submit, pendingId } = useRecordAction();

  return (
    <>
      <PageHeader
        title="Outbox"
        description={`E-mails not delivered yet: ${counts.pending} waiting, ${counts.failed} failed (${counts.sent} sent in total). A mail that keeps failing stops at 'Failed' until it is retried here.`}
      />
      {loaderData.loadError ? <LoadError message={loaderData.loadError} /> : null}
      {loaderData.loadError ? null : mails.length === 0 ? (
        <EmptyState icon={<MailCheck />} title="Every e-mail went out" level={2}>
          <p>Mail waiting for delivery or given up on shows here.</p>
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label="Undelivered e-mails">
              <TableHead
                columns={[
                  { label: "Recipient" },
                  { label: "Subject" },
                  { label: "Status" },
                  { label: "Attempts" },
                  { label: "Last error" },
                  { label: "Next attempt", className: "whitespace-nowrap" },
                  { label: <span className="sr-only">Actions</span> },
                ]}
              />
              <tbody className="divide-y divide-line">
                {mails.map((mail) => (
                  <tr key={mail.id} className="align-top hover:bg-surface-sunken/60" aria-busy={pendingId === mail.id}>
                    <td className="px-5 py-3 font-medium [overflow-wrap:anywhere] text-ink">{mail.to}</td>
                    <td className="px-5 py-3 [overflow-wrap:anywhere]">{mail.subject}</td>
                    <td className="px-5 py-3">
                      {mail.status === "failed" ? (
                        <Badge tone="danger">Failed</Badge>
                      ) : (
                        <Badge tone="warning">Pending</Badge>
                      )}
                    </td>
                    <td className="px-5 py-3 tabular-nums">{mail.attempts}</td>
                    <td className="max-w-xs px-5 py-3 text-xs [overflow-wrap:anywhere] text-ink-muted">
                      {mail.lastError ?? "—"}
                    </td>
                    <td className="px-5 py-3 whitespace-nowrap text-ink-muted">
                      {mail.status === "failed" ? (
                        "None"
                      ) : (
                        <time dateTime={new Date(mail.nextAttemptAt).toISOString()}>
                          {formatDateTime(mail.nextAttemptAt)}
                        </time>
                      )}
                    </td>
                    <td className="px-5 py-3 text-right">
                      {mail.status === "failed" ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="secondary"
                          disabled={pendingId === mail.id}
                          onClick={() => submit({ intent: "retry", id: mail.id })}
                          aria-label={`Retry the mail "${mail.subject}" to ${mail.to}`}
                        >
                          <RotateCw aria-hidden="true" />
                          Retry
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
      {loaderData.loadError ? null : <Pager info={loaderData.pageInfo} label="Outbox pages" className="mt-6" />}
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
