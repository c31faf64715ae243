import { Mail } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "~/components/public/detail-page";
import { BLOG_FALLBACK_IMAGE, Img } from "~/components/public/image";
import { CategoryBadge, PostDateAndTime } from "~/components/public/post-meta";
import { SocialLinkList, socialLinks } from "~/components/public/social-icons";
import { Avatar } from "~/components/ui/avatar";
import type { PublishedPost } from "~/data/public/blog.server";
import { SITE } from "~/domain/seo";

/** A post as the blog shows it: header, image, body and author card (the post page and its private preview). */
export function PostArticle({ post }: { post: PublishedPost }) {
  return (
    <article>
      <header className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 to-surface">
        <div className="container-page max-w-4xl pt-10 pb-10 md:pt-14">
          <BackLink to="/blog" label="Back to Blog" className="text-brand-700 hover:text-brand-800" />
          <div className="mt-8">{post.category ? <CategoryBadge category={post.category} /> : null}</div>
          <h1 className="mt-5 text-h1 font-bold md:text-5xl md:leading-[1.08]">{post.title}</h1>
          {post.excerpt ? <p className="mt-5 text-xl leading-8 text-ink-muted">{post.excerpt}</p> : null}
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-3">
              <AuthorAvatar name={post.author.name} src={post.author.avatarUrl} size="sm" />
              <span className="font-semibold text-ink">{post.author.name}</span>
            </span>
            <PostDateAndTime post={post} iconClassName="size-4" />
          </div>
        </div>
      </header>

      <div className="container-page max-w-5xl">
        <Img
          src={post.headerImageUrl || BLOG_FALLBACK_IMAGE}
          fallback={BLOG_FALLBACK_IMAGE}
          alt=""
          width={1600}
          height={900}
          sizes="(min-width: 1100px) 1024px, 94vw"
          priority
          className="aspect-[16/9] h-auto w-full rounded-3xl object-cover shadow-(--shadow-lift)"
        />
      </div>

      <div className="container-page max-w-3xl py-14">
        <div
          className="prose-rich text-lg leading-8 [&_p:first-child]:mt-0"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (sanitizeRichText)
          dangerouslySetInnerHTML={{ __html: post.contentHtml }}
        />
        <AuthorCard author={post.author} />
      </div>
    </article>
  );
}

/** The studio's own posts carry its monogram. */
function AuthorAvatar({ name, ...props }: { name: string; src: string | null; size: "sm" | "xl" }) {
  return (
    <Avatar name={name} {...props}>
      {name === SITE.teamName ? "LS" : undefined}
    </Avatar>
  );
}

function AuthorCard({ author }: { author: PublishedPost["author"] }) {
  const links = socialLinks(author);
  return (
    <aside
      aria-label="About the author"
      className="mt-14 flex flex-col gap-5 rounded-(--radius-card) border border-line bg-white p-7 shadow-(--shadow-card) sm:flex-row"
    >
      <AuthorAvatar name={author.name} src={author.avatarUrl} size="xl" />
      <div>
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Written by</p>
        <p className="mt-1 font-display text-xl font-bold">{author.name}</p>
        {author.jobTitle ? <p className="text-sm text-brand-700">{author.jobTitle}</p> : null}
        <p className="mt-3 leading-7 text-ink-muted">
          {author.bio ||
            "Part of the Lumen Studio team of designers and engineers building custom software for growing companies."}
        </p>
        {links.length > 0 ? (
          <SocialLinkList
            links={links}
            className="mt-4 flex gap-2"
            linkClassName="flex size-9 items-center justify-center rounded-full bg-surface-sunken text-ink-muted hover:bg-brand-600 hover:text-white"
          />
        ) : (
          <Link
            to="/contact"
            className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" /> Get in touch with the team
          </Link>
        )}
      </div>
    </aside>
  );
}
