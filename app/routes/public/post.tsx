import { data, redirect } from "react-router";
import { ScreenError } from "~/components/error-page";
import { CtaBand } from "~/components/public/cta-band";
import { DetailNotFound } from "~/components/public/detail-page";
import { BLOG_FALLBACK_IMAGE } from "~/components/public/image";
import { JsonLd } from "~/components/public/json-ld";
import { PostArticle } from "~/components/public/post-article";
import { baseUrlOf, seoMeta } from "~/components/public/seo";
import { findPublishedSlugById, getPublishedPostBySlug } from "~/data/public/blog.server";
import { tryLoad } from "~/data/public/site.server";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/domain/structured-data/detail-pages";
import { env } from "~/platform/foundation/env.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/post";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const slug = params.slug;
  // no stored slug holds a NUL byte or runs past 200 characters: such a path is simply not found
  if (slug.includes("\u0000") || slug.length > 200) {
    return data({ post: null, loadError: null, bookingUrl: env.bookingUrl }, { status: 404 });
  }
  const result = await tryLoad("Failed to load blog post", async () => {
    const post = await getPublishedPostBySlug(slug);
    // Fixed: a link built from the id answers a permanent redirect to the slug URL
    const slugForId = post ? null : await findPublishedSlugById(slug);
    return { post, slugForId };
  });
  if (result.ok && result.value.slugForId) {
    throw redirect(`/blog/${encodeURIComponent(result.value.slugForId)}`, 301);
  }
  const post = result.ok ? result.value.post : null;
  // A failed fetch shows the not-found view
  return data(
    { post, loadError: result.ok ? null : result.error, bookingUrl: env.bookingUrl },
    { status: post ? 200 : result.ok ? 404 : 500 },
  );
}

/** The title and text of a missing post's page and of its meta tags. */
const NOT_FOUND = {
  title: "Blog Post Not Found",
  description: "The blog post you're looking for doesn't exist or isn't published yet.",
};

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const post = loaderData?.post;
  if (!post) {
    return seoMeta(matches, { path: `/blog/${params.slug}`, ...NOT_FOUND, noindex: true });
  }
  return seoMeta(matches, {
    path: `/blog/${encodeURIComponent(post.slug)}`,
    title: post.title,
    description: post.excerpt || post.title,
    image: post.headerImageUrl || BLOG_FALLBACK_IMAGE,
    imageAlt: post.title,
    type: "article",
    publishedTime: post.createdAt,
    modifiedTime: post.updatedAt,
  });
};

export default function PostPage({ loaderData, matches }: Route.ComponentProps) {
  const { post, loadError, bookingUrl } = loaderData;
  if (!post) {
    return <DetailNotFound loadError={loadError} {...NOT_FOUND} backTo="/blog" backLabel="Back to Blog" />;
  }
  const baseUrl = baseUrlOf(matches);

  return (
    <>
      <JsonLd
        data={blogPostingJsonLd(baseUrl, {
          slug: post.slug,
          title: post.title,
          description: post.excerpt || post.title,
          image: post.headerImageUrl || BLOG_FALLBACK_IMAGE,
          publishedAt: post.createdAt,
          modifiedAt: post.updatedAt,
          authorName: post.author.name,
          category: post.category?.name,
          wordCount: post.wordCount,
        })}
      />
      <JsonLd
        data={breadcrumbJsonLd(baseUrl, [
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
          { name: post.title, path: `/blog/${encodeURIComponent(post.slug)}` },
        ])}
      />
      <PostArticle post={post} />

      <CtaBand
        bookingUrl={bookingUrl}
        title="Have a project like this in mind?"
        text="We'd love to hear about it. Tell us what you are building and we'll reply within 24 hours."
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
