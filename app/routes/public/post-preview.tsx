import { EyeOff } from "lucide-react";
import { data } from "react-router";
import { ScreenError } from "~/components/error-page";
import { DetailNotFound } from "~/components/public/detail-page";
import { PostArticle } from "~/components/public/post-article";
import { findPreviewPostId } from "~/data/blogs.server";
import { getPostForPreview } from "~/data/public/blog.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/post-preview";

/**
 * A post's private preview: whoever holds the link's token reads the post (a draft or scheduled one too)
 * as the blog will show it. Never indexed, never cached, never named in a Referer; an unknown, replaced
 * or revoked token is a plain 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const id = await findPreviewPostId(params.token);
  const post = id ? await getPostForPreview(id) : null;
  if (!post) return data({ post: null }, { status: 404, headers: PRIVATE });
  return data({ post }, { headers: PRIVATE });
}

const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" };

export const headers: Route.HeadersFunction = () => PRIVATE;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.post ? `Preview: ${loaderData.post.title}` : "Preview Not Found"} | Lumen Studio` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export default function PostPreviewPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <DetailNotFound
        loadError={null}
        title="Preview Not Found"
        description="This preview link does not work: it may have been replaced or revoked."
        backTo="/blog"
        backLabel="Back to Blog"
      />
    );
  }
  return (
    <>
      <p
        role="note"
        className="flex items-center justify-center gap-2 bg-warning-50 px-4 py-2 text-center text-sm font-medium text-warning-700"
      >
        <EyeOff className="size-4 shrink-0" aria-hidden="true" />
        Private preview: this post is not on the blog yet. Please do not share the link.
      </p>
      <PostArticle post={post} />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
