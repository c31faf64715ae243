import { Copy, Link2, Share2 } from "lucide-react";
import { useState } from "react";
import { TextField } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { Button } from "~/components/ui/button";
import { Card, EmptyState } from "~/components/ui/card";
import { Switch } from "~/components/ui/switch";
import type { ShareLinkRow } from "~/data/share-links.server";
import { formatDate, formatDateTime } from "~/domain/format";
import {
  CreateShareLinkSchema,
  RevokeShareLinkSchema,
  SHARE_DAYS_DEFAULT,
  SHARE_DAYS_MAX,
  SHARE_DAYS_MIN,
  SHARE_LINK_LIMIT,
  shareScopeLabel,
} from "~/domain/schemas/share-links";
import { portalHref } from "./links";

/**
 * Share tab: a read-only link to this project for someone without an account. The new link is shown
 * once (only its hash is kept); the working links are listed with their views and can be revoked.
 */
export function ShareTab({
  projectId,
  projectParam,
  links,
}: {
  projectId: string;
  projectParam: string | null;
  links: ShareLinkRow[];
}) {
  const action = portalHref({ tab: "share", project: projectParam });
  const form = useForm({ schema: CreateShareLinkSchema, via: "page" });
  const { Form, formProps, result, isBusy } = form;
  const created = result?.ok ? result.values?.shareUrl : undefined;
  const scopeError = form.errors.showsProgress;
  // a refused form drawn again without JavaScript keeps what was sent
  const sent = result && !result.ok ? result.values : undefined;
  const isOn = (name: string, initial: boolean) => (sent ? sent[name] === "on" : initial);

  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-h2 font-bold">Share This Project</h2>
        <p className="mt-1 max-w-prose text-sm text-ink-muted">
          Create a read-only link for a stakeholder without an account. You choose what it shows and how long it works;
          you can revoke it at any time.
        </p>
      </div>

      {created ? <CreatedLink url={created} /> : null}

      <Card className="p-5 sm:p-6">
        <Form {...formProps} action={action} className="grid gap-5" aria-label="Create a share link">
          <input type="hidden" name="intent" value="create-share-link" />
          <input type="hidden" name="projectId" value={projectId} />
          <fieldset className="grid gap-3" aria-describedby={scopeError ? "share-scope-error" : undefined}>
            <legend className="mb-1 text-sm font-semibold text-ink">What the link shows</legend>
            <Switch
              id="share-progress"
              name="showsProgress"
              label="Progress"
              defaultChecked={isOn("showsProgress", true)}
            />
            <Switch
              id="share-sprints"
              name="showsSprints"
              label="Sprints (status and dates)"
              defaultChecked={isOn("showsSprints", true)}
            />
            <Switch
              id="share-invoices"
              name="showsInvoices"
              label="Invoices (number, amount and status)"
              defaultChecked={isOn("showsInvoices", false)}
            />
            {scopeError ? (
              <p id="share-scope-error" role="alert" className="text-sm text-danger-700">
                {scopeError}
              </p>
            ) : null}
          </fieldset>
          <TextField
            form={form}
            name="days"
            label="Expires after (days)"
            hint={`From ${SHARE_DAYS_MIN} to ${SHARE_DAYS_MAX} days.`}
            type="number"
            inputMode="numeric"
            min={SHARE_DAYS_MIN}
            max={SHARE_DAYS_MAX}
            step={1}
            defaultValue={sent?.days || SHARE_DAYS_DEFAULT}
            className="max-w-48"
          />
          <div>
            <Button type="submit" disabled={isBusy}>
              <Link2 aria-hidden="true" />
              Create Link
            </Button>
          </div>
        </Form>
      </Card>

      <section aria-labelledby="share-active" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="share-active" className="text-h3 font-bold">
            Active Links
          </h3>
          <p className="text-sm text-ink-muted">
            {links.length} of {SHARE_LINK_LIMIT}
          </p>
        </div>
        {links.length === 0 ? (
          <EmptyState icon={<Share2 />} title="No Active Links">
            Links you create appear here until they expire or you revoke them.
          </EmptyState>
        ) : (
          <ul className="grid gap-3">
            {links.map((link) => (
              <ShareLinkItem key={link.id} link={link} projectId={projectId} action={action} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CreatedLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Card className="grid gap-3 border-brand-200 bg-brand-50 p-5" data-testid="share-created">
      <p className="text-sm font-semibold text-brand-900">Your new link (shown only once: copy it now)</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          value={url}
          aria-label="New share link"
          onFocus={(e) => e.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-lg border border-line-strong bg-white px-3 font-mono text-sm text-ink"
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Copy aria-hidden="true" />
          {copied ? "Copied" : "Copy Link"}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? "Link copied" : ""}
      </p>
    </Card>
  );
}

function ShareLinkItem({ link, projectId, action }: { link: ShareLinkRow; projectId: string; action: string }) {
  const form = useForm({ schema: RevokeShareLinkSchema });
  const { Form, formProps, isBusy } = form;
  return (
    <li data-share-link={link.id}>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="min-w-0">
          <p className="font-semibold text-ink">Shows: {shareScopeLabel(link)}</p>
          <p className="mt-1 text-sm text-ink-muted">
            Created {formatDate(link.createdAt)} · Expires {formatDate(link.expiresAt)}
          </p>
          <p className="mt-1 text-sm text-ink-muted" data-testid="share-views">
            {link.views === 1 ? "1 view" : `${link.views} views`}
            {link.lastViewedAt ? ` · Last viewed ${formatDateTime(link.lastViewedAt)}` : " · Not viewed yet"}
          </p>
        </div>
        <Form {...formProps} action={action}>
          <input type="hidden" name="intent" value="revoke-share-link" />
          <input type="hidden" name="projectId" value={projectId} />
          <input type="hidden" name="linkId" value={link.id} />
          <Button type="submit" variant="secondary" size="sm" disabled={isBusy}>
            Revoke
          </Button>
        </Form>
      </Card>
    </li>
  );
}
