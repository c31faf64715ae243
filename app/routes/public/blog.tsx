import { BookOpen, FileSearch, Rss, Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigate } from "react-router";
import { ScreenError } from "~/components/error-page";
import { LoadError } from "~/components/load-error";
import { AppWindowsArt, ArtImage } from "~/components/public/hero-art";
import { HeroBackdrop } from "~/components/public/hero-backdrop";
import { NewsletterForm } from "~/components/public/newsletter-form";
import { type HeroText, heroImages, PageHero } from "~/components/public/page-hero";
import { PostCard } from "~/components/public/post-card";
import { seoMeta } from "~/components/public/seo";
import { EmptyState } from "~/components/ui/card";
import { Pager } from "~/components/ui/pager";
import { listPublicCategories, listPublishedPostsPage } from "~/data/public/blog.server";
import { isUuid, tryLoad } from "~/data/public/site.server";
import { normalizeQuery, splitFeatured } from "~/domain/blog-list";
import { clampPage, pageHref, parsePage } from "~/domain/pagination";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const info = loaderData?.info;
  const q = loaderData?.q ?? "";
  const at = (page: number) => `/blog${pageHref(q ? `?q=${encodeURIComponent(q)}` : "", page).replace(/^\?$/, "")}`;
  const page = info?.page ?? 1;
  return [
    ...seoMeta(matches, {
      // the canonical address drops the search; a later page is a page of its own
      path: page > 1 ? `/blog?page=${page}` : "/blog",
      title: page > 1 ? `Blog, page ${page}` : "Blog",
      description:
        "Notes from the studio on scoping MVPs, building SaaS platforms, PostgreSQL, offline-first apps, accessibility and fixed-price projects.",
      image: "/images/blog/mvp-scope.webp",
    }),
    ...(info && page > 1 ? [{ tagName: "link", rel: "prev", href: at(page - 1) }] : []),
    ...(info && page < info.pageCount ? [{ tagName: "link", rel: "next", href: at(page + 1) }] : []),
  ];
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const params = new URL(request.url).searchParams;
  const q = normalizeQuery(params.get("q"));
  const asked = params.get("category") ?? "";
  const categoryId = isUuid(asked) ? asked : null;
  const result = await tryLoad("Failed to load blog posts", () =>
    Promise.all([
      listPublishedPostsPage({ page: parsePage(params.get("page")), q, categoryId }),
      listPublicCategories(),
    ]),
  );
  return data(
    {
      posts: result.ok ? result.value[0].rows : [],
      info: result.ok ? result.value[0].info : clampPage(1, 0),
      categories: result.ok ? result.value[1] : [],
      categoryId,
      q,
      loadError: result.ok ? null : result.error,
    },
    { status: result.ok ? 200 : 500 },
  );
}

/** Waits this long after the last key before the search asks the server. */
const SEARCH_DELAY_MS = 150;

/** The page's hero: its eyebrow, heading and lead. */
const HERO: HeroText = {
  eyebrow: "Blog",
  title: "Insights from the studio",
  lead: "What we learn building CRMs, SaaS platforms and MVPs: practical notes on product, engineering and the business of software.",
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts: results, info, loadError } = loaderData;
  // searches through ?q= without JavaScript, and as you type with it (one page of results from the server)
  const [query, setQuery] = useState(loaderData.q);
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // the first page opens with the newest posts featured; later pages list the rest in the grid
  const covers = heroImages(results.map((p) => p.headerImageUrl));
  const { featured, latest } = info.page === 1 ? splitFeatured(results) : { featured: [], latest: results };

  const search = (value: string) => {
    setQuery(value);
    clearTimeout(timer.current);
    const q = normalizeQuery(value);
    const go = () => navigate(q ? `?q=${encodeURIComponent(q)}` : ".", { replace: true, preventScrollReset: true });
    if (q) timer.current = setTimeout(go, SEARCH_DELAY_MS);
    else go();
  };

  return (
    <>
      <PageHero
        kind="blog"
        icon={BookOpen}
        picture={covers.length > 0 ? <ArticleStackArt images={covers} /> : <AppWindowsArt />}
        {...HERO}
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
            {loaderData.q ? `${info.total} ${info.total === 1 ? "article" : "articles"} found` : ""}
          </p>
          {loaderData.categories.length > 0 ? (
            <CategoryFilter categories={loaderData.categories} current={loaderData.categoryId} />
          ) : null}
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
              {featured.length > 0 ? (
                <section aria-labelledby="featured-title" className="mb-16">
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
              ) : null}
              {latest.length > 0 ? (
                <section aria-labelledby="latest-title">
                  <h2 id="latest-title" className="text-h2 font-bold">
                    {info.page === 1 ? "Latest Articles" : "More Articles"}
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
              <Pager info={info} label="Blog pages" className="mt-12" />
            </>
          )}
        </div>
      </div>

      <section className="pb-[var(--section-y)]" aria-labelledby="newsletter-title">
        <div className="container-page">
          <div className="relative isolate grid gap-8 overflow-hidden rounded-[2rem] bg-brand-950 px-6 py-12 text-white sm:px-12 lg:grid-cols-2 lg:items-center">
            <HeroBackdrop rings={false} />
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

/** A short stack of articles, the newest on top. */
function ArticleStackArt({ images }: { images: string[] }) {
  const placements = ["top-0 right-0 rotate-3", "top-10 right-14 -rotate-2", "top-20 right-28 z-10"];
  return (
    <>
      {images
        .slice(0, 3)
        .reverse()
        .map((src, index) => (
          <div
            key={src}
            className={`absolute w-64 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-white/20 ${placements[index]}`}
          >
            <ArtImage src={src} sizes="16rem" width={800} height={450} className="aspect-[16/9] w-full object-cover" />
            <div className="space-y-2 p-4">
              <span className="block h-2.5 w-4/5 rounded-full bg-ink/70" />
              <span className="block h-2 w-full rounded-full bg-ink/15" />
              <span className="block h-2 w-2/3 rounded-full bg-ink/15" />
            </div>
          </div>
        ))}
    </>
  );
}

/** The managed categories as links: each shows only its posts (works without JavaScript). */
function CategoryFilter({
  categories,
  current,
}: {
  categories: { id: string; name: string; color: string }[];
  current: string | null;
}) {
  const pill = "inline-flex items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold";
  const idle = `${pill} border-line bg-white text-ink-muted hover:border-brand-300 hover:text-ink`;
  const active = `${pill} border-brand-600 bg-brand-600 text-white`;
  return (
    <nav aria-label="Filter by category" className="mb-10">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to="/blog" className={current ? idle : active} aria-current={current ? undefined : "page"}>
            All
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <Link
              to={`/blog?category=${c.id}`}
              className={current === c.id ? active : idle}
              aria-current={current === c.id ? "page" : undefined}
            >
              <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: c.color }} />
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
