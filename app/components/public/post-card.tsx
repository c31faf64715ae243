import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { PostCard as PostCardData } from "~/data/public/blog.server";
import { cn } from "~/lib/utils";
import { CardTitleLink, LinkCard } from "./link-card";
import { CategoryBadge, PostDateAndTime } from "./post-meta";

/** A blog card: header image with fallback, date, author, excerpt, reading time, Read More. */
export function PostCard({ post, variant = "default" }: { post: PostCardData; variant?: "default" | "featured" }) {
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  const isFeatured = variant === "featured";
  return (
    <LinkCard
      kind="blog"
      image={post.headerImageUrl}
      sizes={
        isFeatured ? "(min-width: 1024px) 600px, 92vw" : "(min-width: 1024px) 400px, (min-width: 768px) 45vw, 92vw"
      }
      coverClassName={isFeatured ? "relative overflow-hidden aspect-[16/8]" : "relative overflow-hidden aspect-[16/9]"}
      badges={post.category ? <CategoryBadge category={post.category} className="absolute top-3 left-3" /> : null}
    >
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs font-medium text-ink-muted">
        <PostDateAndTime post={post} iconClassName="size-3.5" />
      </p>
      <h3 className={cn("mt-3 font-semibold", isFeatured ? "text-2xl leading-tight" : "text-h3")}>
        <CardTitleLink to={href}>{post.title}</CardTitleLink>
      </h3>
      {post.excerpt ? <p className="mt-2 line-clamp-3 text-sm leading-6 text-ink-muted">{post.excerpt}</p> : null}
      <div className="mt-auto flex items-center justify-between gap-3 pt-6">
        <p className="text-sm font-medium text-ink">
          <span className="sr-only">By </span>
          {post.authorName}
        </p>
        <Link
          to={href}
          className="relative z-10 inline-flex items-center gap-1 rounded-full text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </LinkCard>
  );
}
