import { FileSearch, Rss, Search, X } from "lucide-react";
import { useState } from "react";
import { data, Form } from "react-router";
import { ScreenError } from "~/components/error-page";
import { LoadError } from "~/components/public/load-error";
import { NewsletterForm } from "~/components/public/newsletter-form";
import { HeroBackdrop, PageHero } from "~/components/public/page-hero";
import { PostCard } from "~/components/public/post-card";
import { seoMeta } from "~/components/public/seo";
import { EmptyState } from "~/components/ui/card";
import { listPublishedPosts, tryLoad } from "~/data/public-content.server";
import { normalizeQuery, searchPosts, splitFeatured } from "~/domain/blog-list";
import { requireArea } from "~/server/guards.server";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    path: "/blog",
    title: "Blog",
    description:
      "Notes from the studio on scoping MVPs, building SaaS platforms, PostgreSQL, offline-first apps, accessibility and fixed-price projects.",
    image: "/images/blog/mvp-scope.webp",
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const result = await tryLoad("Failed to load blog posts", listPublishedPosts);
  return data(
    {
      posts: result.ok ? result.value : [],
      q: normalizeQuery(new URL(request.url).searchParams.get("q")),
      loadError: result.ok ? null : result.error,
    },
    { status: result.ok ? 200 : 500 },
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, loadError } = loaderData;
  // searches through ?q= without JavaScript, and instantly as you type with it
  const [query, setQuery] = useState(loaderData.q);
  const results = searchPosts(posts, query);
  const { featured, latest } = splitFeatured(results);

  const search = (value: string) => {
    setQuery(value);
    const url = new URL(window.location.href);
    const q = normalizeQuery(value);
    if (q) url.searchParams.set("q", q);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
  };

  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights from the studio"
        lead="What we learn building CRMs, SaaS platforms and MVPs: practical notes on product, engineering and the business of software."
      >
        <Form method="get" role="search" className="relative max-w-xl" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-ink-subtle"
          />
          <input
            id="blog-search"
            name="q"
            type="search"
            value={query}
            onChange={(event) => search(event.target.value)}
            placeholder="Search articles..."
            autoComplete="off"
            maxLength={100}
            className="h-14 w-full rounded-full border-0 bg-white pr-28 pl-13 text-base text-ink shadow-(--shadow-lift) placeholder:text-ink-subtle focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-300 [&::-webkit-search-cancel-button]:hidden"
          />
          <div className="absolute top-1/2 right-2 flex -translate-y-1/2 items-center gap-1">
            {query ? (
              <button
                type="button"
                onClick={() => search("")}
                className="flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">Clear search</span>
              </button>
            ) : null}
            <button
              type="submit"
              className="h-10 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Search
            </button>
          </div>
        </Form>
      </PageHero>

      <div className="section pt-14">
        <div className="container-page">
          <p className="sr-only" aria-live="polite" role="status">
            {query ? `${results.length} ${results.length === 1 ? "article" : "articles"} found` : ""}
          </p>
          {loadError ? (
            <LoadError message={loadError} />
          ) : results.length === 0 ? (
            <EmptyState icon={<FileSearch />} title="No articles found matching your criteria.">
              Try another word, or{" "}
              <button
                type="button"
                onClick={() => search("")}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                show all articles
              </button>
              .
            </EmptyState>
          ) : (
            <>
              <section aria-labelledby="featured-title">
                <h2 id="featured-title" className="text-h2 font-bold">
                  Featured Articles
                </h2>
                <ul className="mt-8 grid gap-6 md:grid-cols-2">
                  {featured.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} variant="featured" />
                    </li>
                  ))}
                </ul>
              </section>
              {latest.length > 0 ? (
                <section aria-labelledby="latest-title" className="mt-16">
                  <h2 id="latest-title" className="text-h2 font-bold">
                    Latest Articles
                  </h2>
                  <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                    {latest.map((post) => (
                      <li key={post.id}>
                        <PostCard post={post} />
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          )}
        </div>
      </div>

      <section className="pb-[var(--section-y)]" aria-labelledby="newsletter-title">
        <div className="container-page">
          <div className="relative isolate grid gap-8 overflow-hidden rounded-[2rem] bg-brand-950 px-6 py-12 text-white sm:px-12 lg:grid-cols-2 lg:items-center">
            <HeroBackdrop />
            <div>
              <h2 id="newsletter-title" className="text-h2 font-bold text-white">
                Get new articles in your inbox
              </h2>
              <p className="mt-3 leading-7 text-brand-100">
                One e-mail a month with our latest writing on product, engineering and running software projects. No
                spam; unsubscribe any time.
              </p>
              <a
                href="/blog/rss.xml"
                className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-accent-300 hover:text-accent-400"
              >
                <Rss aria-hidden="true" className="size-4" /> Prefer RSS? Subscribe to the feed
              </a>
            </div>
            <NewsletterForm />
          </div>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
