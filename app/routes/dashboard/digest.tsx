import { CalendarClock, MailX } from "lucide-react";
import { Form } from "react-router";
import { PageHeader } from "~/components/dashboard/page-header";
import { ScreenError } from "~/components/error-page";
import { LocalTime } from "~/components/local-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, EmptyState } from "~/components/ui/card";
import { Field, Select } from "~/components/ui/input";
import { listClientOptions } from "~/data/client-projects.server";
import { previewDigest } from "~/data/digest.server";
import { requireStaff } from "~/web/guards.server";
import type { Route } from "./+types/digest";

export const meta: Route.MetaFunction = () => [{ title: "Weekly Summary | Admin Portal" }];

/** Staff preview the summary a client receives next Monday 09:00 in their time zone (`?client=`). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const clients = await listClientOptions();
  const asked = new URL(request.url).searchParams.get("client");
  // an unknown client reads as the first one, rather than being trusted
  const client = clients.find((c) => c.id === asked) ?? clients[0] ?? null;
  const preview = client ? await previewDigest(client.id) : null;
  return { clients, clientId: client?.id ?? "", preview };
}

export default function DigestPreviewScreen({ loaderData }: Route.ComponentProps) {
  const { clients, clientId, preview } = loaderData;
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-8">
      <PageHeader
        eyebrow="Client work"
        title="Weekly Summary"
        description="Each client with a project in progress receives one e-mail every Monday at 09:00 in their time zone. This is next Monday's."
      />
      <Card className="p-4 sm:p-5">
        <Form method="get" role="search" aria-label="Choose a client" className="flex flex-wrap items-end gap-3">
          <Field id="digest-client" label="Client" className="min-w-0 flex-1">
            <Select id="digest-client" name="client" defaultValue={clientId} key={clientId}>
              {clients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.fullName ?? c.email}
                  {c.organizationName ? ` · ${c.organizationName}` : ""}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" variant="secondary">
            Preview
          </Button>
        </Form>
      </Card>
      {!preview ? (
        <EmptyState icon={<CalendarClock />} title="No client yet">
          A client's summary shows here once they have an account.
        </EmptyState>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            <div className="rounded-xl border border-line bg-white px-4 py-3 shadow-(--shadow-card)">
              <dt className="text-xs font-medium text-ink-muted">Next summary</dt>
              <dd className="mt-1 font-semibold">
                <LocalTime value={preview.at} />
              </dd>
            </div>
            <div className="rounded-xl border border-line bg-white px-4 py-3 shadow-(--shadow-card)">
              <dt className="text-xs font-medium text-ink-muted">Their time zone</dt>
              <dd className="mt-1 font-semibold wrap-anywhere">{preview.timeZone}</dd>
            </div>
            <div className="rounded-xl border border-line bg-white px-4 py-3 shadow-(--shadow-card)">
              <dt className="text-xs font-medium text-ink-muted">Will it be sent?</dt>
              <dd className="mt-1">
                {!preview.weeklyDigest ? (
                  <Badge tone="neutral">
                    <MailX aria-hidden="true" className="size-3.5" />
                    Turned off by the client
                  </Badge>
                ) : !preview.hasActiveProject ? (
                  <Badge tone="neutral">No project in progress</Badge>
                ) : (
                  <Badge tone="success">Yes</Badge>
                )}
              </dd>
            </div>
          </dl>
          <Card className="overflow-hidden">
            <p className="border-b border-line px-5 py-3 text-sm">
              <span className="text-ink-muted">Subject: </span>
              <strong className="wrap-anywhere">{preview.mail.subject}</strong>
            </p>
            {/* the mail exactly as sent, isolated from the page: no script, no styles leaking either way */}
            <iframe
              title="Summary preview"
              sandbox=""
              srcDoc={preview.mail.html}
              className="h-[28rem] w-full bg-white"
            />
          </Card>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to preview the weekly summary" />;
}
