import { FolderKanban, FolderSearch } from "lucide-react";
import { useState } from "react";
import { data, Link } from "react-router";
import { ScreenError } from "~/components/error-page";
import { LoadError } from "~/components/load-error";
import { CtaBand } from "~/components/public/cta-band";
import { AppWindowsArt, ArtImage } from "~/components/public/hero-art";
import { type HeroText, heroImages, PageHero } from "~/components/public/page-hero";
import { ProjectCard } from "~/components/public/project-card";
import { seoMeta } from "~/components/public/seo";
import { EmptyState } from "~/components/ui/card";
import { listPortfolioProjects } from "~/data/public/portfolio.server";
import { tryLoad } from "~/data/public/site.server";
import { ALL_PROJECTS, filterByTechnology, technologyFilters } from "~/domain/technology-filter";
import { cn } from "~/lib/utils";
import { env } from "~/platform/foundation/env.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    path: "/projects",
    title: "Projects",
    description:
      "Case studies from our portfolio: dispatch platforms, clinic scheduling SaaS, field-sales CRMs, HR systems and MVPs.",
    image: "/images/portfolio/harbor-cover.webp",
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const result = await tryLoad("Failed to load projects", listPortfolioProjects);
  const projects = result.ok ? result.value : [];
  const technology = new URL(request.url).searchParams.get("tech")?.trim().slice(0, 60) || null;
  return data(
    {
      projects,
      filters: technologyFilters(projects),
      technology,
      loadError: result.ok ? null : result.error,
      bookingUrl: env.bookingUrl,
    },
    { status: result.ok ? 200 : 500 },
  );
}

const EMPTY_PROJECTS = "No projects found matching your criteria.";

/** The page's hero: its eyebrow, heading and lead. */
const HERO: HeroText = {
  eyebrow: "Our work",
  title: "Products we are proud to have built",
  lead: "Dispatch boards, booking platforms, CRMs and HR systems, used every day by the teams they were made for.",
};

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { projects, filters, loadError, bookingUrl } = loaderData;
  // the filter works as links without JavaScript (?tech=…) and instantly with it
  const [technology, setTechnology] = useState<string | null>(loaderData.technology);
  const shown = filterByTechnology(projects, technology);
  const covers = heroImages(projects.map((p) => p.coverImage));

  const choose = (tech: string | null) => {
    setTechnology(tech);
    const url = new URL(window.location.href);
    if (tech) url.searchParams.set("tech", tech);
    else url.searchParams.delete("tech");
    window.history.replaceState(window.history.state, "", url);
  };

  return (
    <>
      <PageHero
        kind="projects"
        icon={FolderKanban}
        picture={covers.length > 0 ? <CoverFanArt images={covers} /> : <AppWindowsArt />}
        {...HERO}
      />

      <section className="section pt-12" aria-labelledby="projects-title">
        <div className="container-page">
          <h2 id="projects-title" className="sr-only">
            Portfolio
          </h2>
          <nav aria-label="Filter projects by technology">
            <ul className="flex flex-wrap gap-2">
              {[null, ...filters].map((tech) => {
                const isActive = (technology ?? null)?.toLowerCase() === tech?.toLowerCase() || (!technology && !tech);
                return (
                  <li key={tech ?? "all"}>
                    <Link
                      to={tech ? `/projects?tech=${encodeURIComponent(tech)}` : "/projects"}
                      preventScrollReset
                      aria-current={isActive ? "true" : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        choose(tech);
                      }}
                      className={cn(
                        "inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold transition-colors",
                        isActive
                          ? "bg-brand-600 text-white shadow-sm"
                          : "bg-white text-ink-muted ring-1 ring-line-strong ring-inset hover:bg-brand-50 hover:text-brand-700",
                      )}
                    >
                      {tech ?? ALL_PROJECTS}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          <p className="sr-only" aria-live="polite">
            {shown.length === 1 ? "1 project" : `${shown.length} projects`}
          </p>

          {loadError ? (
            <div className="mt-10">
              <LoadError message={loadError} />
            </div>
          ) : shown.length > 0 ? (
            <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {shown.map((project, i) => (
                <li key={project.id}>
                  <ProjectCard project={project} priority={i < 3} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState icon={<FolderSearch />} title={EMPTY_PROJECTS} className="mt-10">
              <Link
                to="/projects"
                onClick={(event) => {
                  event.preventDefault();
                  choose(null);
                }}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Show all projects
              </Link>
            </EmptyState>
          )}
        </div>
      </section>

      <CtaBand bookingUrl={bookingUrl} title="Your project could be next" />
    </>
  );
}

/** Three project covers fanned like prints on a table. */
function CoverFanArt({ images }: { images: string[] }) {
  const placements = ["top-16 left-0 -rotate-8", "top-0 left-20 rotate-3 z-10", "top-32 left-28 -rotate-2 z-20"];
  return (
    <>
      {images.slice(0, 3).map((src, index) => (
        <ArtImage
          key={src}
          src={src}
          sizes="18rem"
          width={800}
          height={500}
          className={`absolute aspect-[8/5] w-72 rounded-xl object-cover shadow-2xl ring-1 ring-white/20 ${placements[index]}`}
        />
      ))}
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
