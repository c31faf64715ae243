import { ArrowLeft, Eye, History, Link2, RotateCcw, Trash2 } from "lucide-react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { PageHeader } from "~/components/dashboard/page-header";
import { ScreenError } from "~/components/error-page";
import { useActionToast } from "~/components/form/toast";
import { LoadError } from "~/components/load-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, EmptyState } from "~/components/ui/card";
import {
  createPreviewLink,
  getBlogForHistory,
  listBlogRevisions,
  restoreBlogRevision,
  revokePreviewLink,
} from "~/data/blogs.server";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { isUuid } from "~/data/public/site.server";
import { AppError } from "~/domain/app-error";
import { formatDateTime } from "~/domain/format";
import { IdSchema } from "~/domain/schemas/content";
import { env } from "~/platform/foundation/env.server";
import { ok } from "~/web/action-result.server";
import { requireStaff } from "~/web/guards.server";
import { dispatchIntent, intent } from "~/web/intents.server";
import type { Route } from "./+types/blog-history";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.post?.title ?? "Blog post"}: History | Admin Portal` },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  if (!isUuid(params.id)) throw data("Not found", { status: 404 });
  const post = await getBlogForHistory({ id: params.id });
  if (!post) throw data("Not found", { status: 404 });
  const { data: revisions, loadError } = await loadOrFail(
    "Failed to fetch the history",
    () => listBlogRevisions({ blogId: params.id }),
    [],
  );
  return { post, revisions, loadError };
}

/** The names people read for a revision's changed fields. */
const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  content: "Content",
  headerImageUrl: "Header image",
  categoryId: "Category",
  published: "Published",
  publishAt: "Schedule",
};

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  const blogId = params.id;
  const forPost = { schema: IdSchema, failMessage: "Failed to update the preview link" };
  return dispatchIntent(request, viewer, {
    restore: intent({ schema: IdSchema, failMessage: "Failed to restore the revision" }, async ({ id }, { viewer }) => {
      await restoreBlogRevision({ actor: viewer, blogId, revisionId: id });
      return ok("Revision restored");
    }),
    "preview.create": intent(forPost, async ({ id }, { viewer }) => {
      if (id !== blogId) throw new AppError("invalid", forPost.failMessage);
      const token = await createPreviewLink({ actor: viewer, blogId });
      const answer = ok("Copy the link now: it is shown only once.", "Preview link ready");
      answer.data = { ...answer.data, values: { previewUrl: `${env.baseUrl}/blog/preview/${token}` } };
      return answer;
    }),
    "preview.revoke": intent(forPost, async ({ id }, { viewer }) => {
      if (id !== blogId) throw new AppError("not_found", "This post has no preview link");
      await revokePreviewLink({ actor: viewer, blogId });
      return ok("Preview link revoked");
    }),
  });
}

export default function BlogHistoryScreen({ loaderData }: Route.ComponentProps) {
  const { post, revisions, loadError } = loaderData;
  const result = useActionData<typeof action>();
  useActionToast(result);
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle";
  const previewUrl = result?.ok ? result.values?.previewUrl : undefined;
  const state = post.published ? "Published" : post.publishAt ? "Scheduled" : "Draft";

  return (
    <>
      <Link
        to="/dashboard/blogs"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Blogs
      </Link>
      <PageHeader
        title={post.title}
        description={
          post.publishAt && !post.published
            ? `Scheduled: publishes ${formatDateTime(post.publishAt)}. Every save is kept below.`
            : "Every save of this post is kept below: who saved it, when, and which fields changed."
        }
        actions={
          <Badge tone={state === "Published" ? "success" : state === "Scheduled" ? "warning" : "neutral"}>
            {state}
          </Badge>
        }
      />

      <Card className="mb-6 p-5">
        <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
          <Eye className="size-4 text-ink-muted" aria-hidden="true" />
          Private Preview Link
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Anyone with the link can read the post as it will look on the blog, before it is published. Search engines are
          told not to index it. Making a new link stops the old one.
        </p>
        {previewUrl ? (
          <div className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-3">
            <label htmlFor="preview-url" className="text-xs font-semibold text-brand-800">
              New preview link (shown once)
            </label>
            <input
              id="preview-url"
              readOnly
              value={previewUrl}
              onFocus={(e) => e.currentTarget.select()}
              className="mt-1 w-full rounded-md border border-line-strong bg-white px-3 py-2 font-mono text-xs text-ink"
            />
          </div>
        ) : post.previewCreatedAt ? (
          <p className="mt-3 text-sm text-ink">
            A link made{" "}
            <time dateTime={new Date(post.previewCreatedAt).toISOString()}>
              {formatDateTime(post.previewCreatedAt)}
            </time>{" "}
            is active.
          </p>
        ) : (
          <p className="mt-3 text-sm text-ink">No preview link yet.</p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="preview.create" />
            <input type="hidden" name="id" value={post.id} />
            <Button type="submit" size="sm" disabled={isBusy}>
              <Link2 aria-hidden="true" />
              {post.previewCreatedAt ? "Replace Preview Link" : "Create Preview Link"}
            </Button>
          </Form>
          {post.previewCreatedAt ? (
            <Form method="post">
              <input type="hidden" name="intent" value="preview.revoke" />
              <input type="hidden" name="id" value={post.id} />
              <Button type="submit" size="sm" variant="secondary" disabled={isBusy}>
                <Trash2 aria-hidden="true" />
                Revoke Preview Link
              </Button>
            </Form>
          ) : null}
        </div>
      </Card>

      <section aria-labelledby="revisions-heading">
        <h2 id="revisions-heading" className="mb-3 flex items-center gap-2 text-base font-semibold text-ink">
          <History className="size-4 text-ink-muted" aria-hidden="true" />
          Revisions
        </h2>
        {loadError ? <LoadError message={loadError} /> : null}
        {!loadError && revisions.length === 0 ? (
          <EmptyState icon={<History />} title="No revisions yet">
            <p>Each save of the post from now on is kept here.</p>
          </EmptyState>
        ) : (
          <Card className="overflow-hidden">
            <ol className="divide-y divide-line" aria-label="Revisions, newest first">
              {revisions.map((revision, index) => (
                <li
                  key={revision.id}
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="text-sm text-ink">
                      <span className="font-semibold">{revision.actorName ?? revision.actorEmail ?? "Someone"}</span>{" "}
                      {revision.restoredFrom ? "restored an earlier version" : "saved"}
                      {index === 0 ? (
                        <Badge tone="brand" className="ml-2">
                          Current
                        </Badge>
                      ) : null}
                    </p>
                    <p className="mt-0.5 text-xs text-ink-muted">
                      <time dateTime={new Date(revision.createdAt).toISOString()}>
                        {formatDateTime(revision.createdAt)}
                      </time>
                      <span aria-hidden="true"> · </span>
                      {revision.changed.length > 0
                        ? `Changed: ${revision.changed.map((f) => FIELD_LABELS[f] ?? f).join(", ")}`
                        : "No fields changed"}
                    </p>
                    <p className="mt-1 truncate text-sm text-ink-muted">“{revision.title}”</p>
                  </div>
                  {index > 0 ? (
                    <Form method="post" className="shrink-0">
                      <input type="hidden" name="intent" value="restore" />
                      <input type="hidden" name="id" value={revision.id} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="secondary"
                        disabled={isBusy}
                        aria-label={`Restore the version of ${formatDateTime(revision.createdAt)}`}
                      >
                        <RotateCcw aria-hidden="true" />
                        Restore
                      </Button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ol>
          </Card>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
