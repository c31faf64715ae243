import { CalendarClock, Layers, Link2Off, Receipt, TrendingUp } from "lucide-react";
import { data } from "react-router";
import { Logo } from "~/components/brand";
import { ErrorPage } from "~/components/error-page";
import { InvoiceStatusBadge, ProjectStatusBadge, SprintStatusBadge } from "~/components/portal/status-badges";
import { Card, EmptyState } from "~/components/ui/card";
import { ProgressBar } from "~/components/ui/progress-bar";
import { openShareLink, type SharedView } from "~/data/share-links.server";
import { formatDate } from "~/domain/format";
import { SHARE_GONE_TITLE } from "~/domain/schemas/share-links";
import { CLIENT_IP_HEADER } from "~/platform/auth.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/share";

/** Never indexed, never stored, and the token in the address is never sent on in a Referer (server.ts sets the header). */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.view
      ? `${loaderData.view.project.title} | Shared Project | Lumen Studio`
      : "Link Unavailable | Lumen Studio",
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

/** Public: the token is the proof. Unknown, expired and revoked tokens get the same 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const view = await openShareLink({
    token: params.token,
    ip: request.headers.get(CLIENT_IP_HEADER),
    userAgent: request.headers.get("user-agent"),
  });
  if (!view) return data({ view: null }, { status: 404 });
  return { view };
}

export default function SharedProject({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <div className="flex min-h-dvh flex-col bg-surface-sunken">
      <header className="border-b border-line bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Logo />
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">
            Shared Project
          </span>
        </div>
      </header>
      <main id="main" className="container-page flex-1 py-6 md:py-10">
        {view ? (
          <SharedOverview view={view} />
        ) : (
          <EmptyState icon={<Link2Off />} title={SHARE_GONE_TITLE}>
            <p>Share links work for a limited time and can be revoked. Ask the person who sent it for a new link.</p>
          </EmptyState>
        )}
      </main>
      <footer className="border-t border-line bg-white">
        <div className="container-page py-5 text-xs text-ink-subtle">
          A read-only view shared by the client of Lumen Studio. It updates as the project moves on.
        </div>
      </footer>
    </div>
  );
}

function SharedOverview({ view }: { view: SharedView }) {
  return (
    <div className="grid gap-6 md:gap-8">
      <div>
        <p className="text-sm font-semibold text-brand-700">Project overview</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="text-h1 font-bold break-words">{view.project.title}</h1>
          <ProjectStatusBadge status={view.project.status} />
        </div>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-muted">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          This link works until {formatDate(view.expiresAt)}.
        </p>
      </div>
      {view.progress ? <ProgressSection progress={view.progress} /> : null}
      {view.sprints ? <SprintsSection sprints={view.sprints} /> : null}
      {view.invoices ? <InvoicesSection invoices={view.invoices} /> : null}
    </div>
  );
}

function SectionTitle({ id, icon, children }: { id: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-h3 font-bold [&_svg]:size-5 [&_svg]:text-brand-600">
      {icon}
      {children}
    </h2>
  );
}

function ProgressSection({ progress }: { progress: NonNullable<SharedView["progress"]> }) {
  const basis =
    progress.basis === "tickets"
      ? `${progress.done} of ${progress.total} tasks completed`
      : progress.basis === "sprints"
        ? `${progress.done} of ${progress.total} sprints completed`
        : "No work planned yet";
  return (
    <section aria-labelledby="share-progress" data-testid="share-progress">
      <SectionTitle id="share-progress" icon={<TrendingUp aria-hidden="true" />}>
        Progress
      </SectionTitle>
      <Card className="mt-3 grid gap-4 p-5 sm:p-6">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-4xl font-bold text-ink tabular-nums">{progress.percent}%</p>
          <p className="text-right text-sm text-ink-muted">{basis}</p>
        </div>
        <ProgressBar value={progress.percent} label="Project progress" size="lg" />
        {progress.estimatedDelivery ? (
          <p className="text-sm text-ink-muted">
            Estimated delivery: <span className="font-semibold text-ink">{formatDate(progress.estimatedDelivery)}</span>
          </p>
        ) : null}
      </Card>
    </section>
  );
}

function SprintsSection({ sprints }: { sprints: NonNullable<SharedView["sprints"]> }) {
  return (
    <section aria-labelledby="share-sprints" data-testid="share-sprints">
      <SectionTitle id="share-sprints" icon={<Layers aria-hidden="true" />}>
        Sprints
      </SectionTitle>
      <p className="mt-1 text-sm text-ink-muted">
        {sprints.completed} of {sprints.total} completed
      </p>
      {sprints.rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">No sprints planned yet.</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {sprints.rows.map((s) => (
            <li key={s.id}>
              <Card className="grid gap-3 p-4 sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 font-semibold break-words text-ink">{s.title}</h3>
                  <SprintStatusBadge status={s.status} />
                </div>
                <p className="text-sm text-ink-muted">
                  {s.startDate || s.endDate
                    ? `${formatDate(s.startDate, "Not scheduled")} – ${formatDate(s.endDate, "open")}`
                    : "Not scheduled yet"}
                </p>
                {s.progress.total > 0 ? (
                  <div className="grid gap-1.5">
                    <ProgressBar value={s.progress.percent} label={`${s.title} progress`} size="sm" />
                    <p className="text-xs text-ink-muted">
                      {s.progress.done} of {s.progress.total} tasks completed
                    </p>
                  </div>
                ) : null}
              </Card>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function InvoicesSection({ invoices }: { invoices: NonNullable<SharedView["invoices"]> }) {
  return (
    <section aria-labelledby="share-invoices" data-testid="share-invoices">
      <SectionTitle id="share-invoices" icon={<Receipt aria-hidden="true" />}>
        Invoices
      </SectionTitle>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <Card className="p-4">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Outstanding</dt>
          <dd className="mt-1 text-lg font-bold text-ink tabular-nums">{invoices.outstanding}</dd>
        </Card>
        <Card className="p-4">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Paid</dt>
          <dd className="mt-1 text-lg font-bold text-ink tabular-nums">{invoices.paid}</dd>
        </Card>
      </dl>
      {invoices.rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">No invoices yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {invoices.rows.map((i) => (
            <li key={i.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{i.invoiceNumber}</p>
                  <p className="text-sm break-words text-ink-muted">{i.invoiceName}</p>
                  <p className="mt-1 text-xs text-ink-muted">
                    Issued {formatDate(i.invoiceDate)}
                    {i.dueDate ? ` · Due ${formatDate(i.dueDate)}` : ""}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold text-ink tabular-nums">{i.amount}</span>
                  <InvoiceStatusBadge label={i.display.label} tone={i.display.tone} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
