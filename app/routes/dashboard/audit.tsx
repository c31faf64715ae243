import { Download, ScrollText } from "lucide-react";
import { Form, Link } from "react-router";
import { PageHeader } from "~/components/dashboard/page-header";
import { ScreenError } from "~/components/error-page";
import { LoadError } from "~/components/load-error";
import { LocalTime } from "~/components/local-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, EmptyState } from "~/components/ui/card";
import { Field, Input, Select } from "~/components/ui/input";
import { KeysetPager } from "~/components/ui/pager";
import { AUDIT_COUNT_CAP, listAuditLog } from "~/data/audit.server";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { AUDIT_KINDS, auditQuery, describeDetails, parseAuditFilters } from "~/domain/audit";
import { cursorParam, parseKeysetRequest } from "~/domain/pagination";
import { requireAdmin } from "~/web/guards.server";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => [{ title: "Audit Log | Admin Portal" }];

/**
 * Admins only, like Users: who did what to which record, from which IP, when. Read-only. A page is read
 * by keyset (`?before=` / `?after=` a row's cursor; junk reads as the newest page) and the total is
 * counted up to 10,000, so no request reads the whole log; the Kind choices are the fixed set the app
 * writes, not read from the log.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filters = parseAuditFilters(params);
  const { data: list, loadError } = await loadOrFail(
    "Failed to fetch the audit log",
    () => listAuditLog(filters, parseKeysetRequest(params)),
    { rows: [], total: 0, newer: null, older: null },
  );
  const entries = list.rows.map(({ details, at: _at, ...row }) => ({ ...row, changes: describeDetails(details) }));
  return {
    entries,
    total: list.total > AUDIT_COUNT_CAP ? `${AUDIT_COUNT_CAP.toLocaleString("en")}+` : list.total,
    newer: list.newer && cursorParam(list.newer),
    older: list.older && cursorParam(list.older),
    kinds: AUDIT_KINDS,
    filters,
    query: auditQuery(filters),
    loadError,
  };
}

export default function AuditScreen({ loaderData }: Route.ComponentProps) {
  const { entries, filters, kinds, total, newer, older, query } = loaderData;
  const isFiltered = query !== "";
  return (
    <>
      <PageHeader
        title="Audit Log"
        count={total}
        description="Every write, sign-in and account change: who, what, which record, from which IP, when."
        actions={
          <Button asChild variant="secondary">
            <a href={`/dashboard/audit.csv${query ? `?${query}` : ""}`} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      <Card className="mb-6 p-4 md:p-5">
        <Form method="get" className="grid grid-cols-2 items-end gap-4 lg:grid-cols-[2fr_1.2fr_1fr_1fr_auto]">
          <Field id="audit-who" label="Person" className="col-span-2 sm:col-span-1 lg:col-span-1">
            <Input
              id="audit-who"
              name="who"
              type="search"
              defaultValue={filters.who}
              placeholder="Start of an e-mail"
            />
          </Field>
          <Field id="audit-kind" label="Kind" className="col-span-2 sm:col-span-1 lg:col-span-1">
            <Select id="audit-kind" name="kind" defaultValue={filters.kind}>
              <option value="">Every kind</option>
              {kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kind}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="audit-from" label="From">
            <Input id="audit-from" name="from" type="date" defaultValue={filters.from} />
          </Field>
          <Field id="audit-to" label="To">
            <Input id="audit-to" name="to" type="date" defaultValue={filters.to} />
          </Field>
          <div className="col-span-2 flex gap-2 lg:col-span-1">
            <Button type="submit">Filter</Button>
            {isFiltered ? (
              <Button asChild variant="ghost">
                <Link to="/dashboard/audit">Clear</Link>
              </Button>
            ) : null}
          </div>
        </Form>
      </Card>
      {loaderData.loadError ? (
        <LoadError message={loaderData.loadError} />
      ) : entries.length === 0 ? (
        <EmptyState icon={<ScrollText />} title={isFiltered ? "Nothing matches these filters" : "Nothing recorded yet"}>
          <p>
            {isFiltered ? "Widen the dates or clear the filters." : "Writes and sign-ins show here as they happen."}
          </p>
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <ol className="divide-y divide-line" aria-label="Audit entries">
            {entries.map((entry) => (
              <li key={entry.id} className="grid gap-1 px-5 py-4 md:grid-cols-[11rem_1fr] md:gap-6">
                <LocalTime value={entry.createdAt} className="text-sm text-ink-muted tabular-nums" />
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <Badge tone={entry.entity === "account" ? "info" : "neutral"}>{entry.entity}</Badge>
                    <Badge tone={entry.action.includes("failed") ? "danger" : "brand"}>{entry.action}</Badge>
                    <span className="font-medium [overflow-wrap:anywhere]">{entry.summary}</span>
                  </p>
                  <p className="mt-1 text-sm text-ink-muted [overflow-wrap:anywhere]">
                    {entry.actorEmail ?? "Someone not signed in"}
                    {entry.ipAddress ? ` · from ${entry.ipAddress}` : ""}
                    {entry.entityId ? ` · record ${entry.entityId}` : ""}
                  </p>
                  {entry.changes.length > 0 ? (
                    <ul className="mt-2 grid gap-0.5 text-xs text-ink-subtle [overflow-wrap:anywhere]">
                      {entry.changes.map((change) => (
                        <li key={change}>{change}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </Card>
      )}
      {loaderData.loadError ? null : (
        <KeysetPager
          label="Audit log pages"
          params={["before", "after", "page"]}
          previous={newer ? { after: newer } : null}
          next={older ? { before: older } : null}
          status="Newest first"
          previousText="Newer"
          nextText="Older"
          previousLabel="Newer entries"
          nextLabel="Older entries"
          className="mt-6"
        />
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
