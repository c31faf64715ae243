import {
  CalendarCheck2,
  CalendarDays,
  CheckCircle2,
  Code2,
  ExternalLink,
  Hourglass,
  Layers,
  Sparkles,
  Trophy,
  UserRound,
} from "lucide-react";
import type * as React from "react";
import { data } from "react-router";
import { ScreenError } from "~/components/error-page";
import { CtaBand } from "~/components/public/cta-band";
import { BackLink, DetailNotFound } from "~/components/public/detail-page";
import { GalleryLightbox } from "~/components/public/gallery-lightbox";
import { HeroBackdrop } from "~/components/public/hero-backdrop";
import { JsonLd } from "~/components/public/json-ld";
import { baseUrlOf, seoMeta } from "~/components/public/seo";
import { Button } from "~/components/ui/button";
import { getPortfolioProject, type PortfolioProject } from "~/data/public/portfolio.server";
import { tryLoad } from "~/data/public/site.server";
import { formatLongDate, formatMonthYear, monthsBetween } from "~/domain/public-format";
import { breadcrumbJsonLd, caseStudyJsonLd } from "~/domain/structured-data/detail-pages";
import { env } from "~/platform/foundation/env.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/project";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const result = await tryLoad("Failed to load project details", () => getPortfolioProject(params.id));
  const project = result.ok ? result.value : null;
  return data(
    { project, loadError: result.ok ? null : result.error, bookingUrl: env.bookingUrl },
    { status: project ? 200 : result.ok ? 404 : 500 },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const project = loaderData?.project;
  if (!project) {
    return seoMeta(matches, {
      path: `/project/${params.id}`,
      title: "Project Not Found",
      description: "The project you're looking for doesn't exist.",
      noindex: true,
    });
  }
  return seoMeta(matches, {
    path: `/project/${project.id}`,
    title: `${project.title}${project.clientName ? ` for ${project.clientName}` : ""}`,
    description: project.description,
    image: project.coverImage,
    imageAlt: `${project.title} cover`,
    type: "article",
  });
};

export default function ProjectPage({ loaderData, matches }: Route.ComponentProps) {
  const { project, loadError, bookingUrl } = loaderData;
  if (!project) {
    return (
      <DetailNotFound
        loadError={loadError}
        title="Project Not Found"
        description="The project you're looking for doesn't exist or has been removed."
        backTo="/projects"
        backLabel="Back to Projects"
      />
    );
  }
  const liveUrl = project.projectUrls[0];
  const baseUrl = baseUrlOf(matches);

  return (
    <>
      <JsonLd data={caseStudyJsonLd(baseUrl, project)} />
      <JsonLd
        data={breadcrumbJsonLd(baseUrl, [
          { name: "Home", path: "/" },
          { name: "Projects", path: "/projects" },
          { name: project.title, path: `/project/${project.id}` },
        ])}
      />
      <section className="relative isolate overflow-hidden bg-brand-950 text-white">
        <HeroBackdrop />
        <div className="container-page relative pt-10 pb-40 md:pb-48">
          <BackLink to="/projects" label="Back to Projects" className="text-brand-100 hover:text-white" />
          <div className="mt-8 flex flex-wrap items-center gap-2">
            {project.featured ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold text-ink">
                <Sparkles aria-hidden="true" className="size-3.5" /> Featured
              </span>
            ) : null}
            <span className="rounded-full border border-white/20 px-3 py-1 text-xs font-semibold text-brand-100">
              {project.completed ? "Completed" : "In Progress"}
            </span>
          </div>
          <h1 className="mt-5 max-w-4xl text-display font-bold text-white">{project.title}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">{project.description}</p>
          <dl className="mt-8 flex flex-wrap gap-x-8 gap-y-3 text-sm">
            {project.clientName ? (
              <div className="flex items-center gap-2">
                <dt className="inline-flex items-center gap-2 text-brand-200">
                  <UserRound aria-hidden="true" className="size-4" /> Client
                </dt>
                <dd className="font-semibold text-white">{project.clientName}</dd>
              </div>
            ) : null}
            {project.completedAt ? (
              <div className="flex items-center gap-2">
                <dt className="inline-flex items-center gap-2 text-brand-200">
                  <CalendarCheck2 aria-hidden="true" className="size-4" /> Completed
                </dt>
                <dd className="font-semibold text-white">
                  <time dateTime={project.completedAt}>{formatLongDate(project.completedAt)}</time>
                </dd>
              </div>
            ) : null}
          </dl>
          {liveUrl || project.githubUrl ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {liveUrl ? (
                <Button asChild size="lg" variant="accent">
                  <a href={liveUrl} target="_blank" rel="noopener noreferrer">
                    <ExternalLink /> Live Demo<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Button>
              ) : null}
              {project.githubUrl ? (
                <Button
                  asChild
                  size="lg"
                  variant="ghost"
                  className="text-white ring-1 ring-white/30 ring-inset hover:bg-white/10 hover:text-white"
                >
                  <a href={project.githubUrl} target="_blank" rel="noopener noreferrer">
                    <Code2 /> View Code<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </section>

      {project.gallery.length > 0 ? (
        <section aria-label="Gallery" className="relative z-10 -mt-28 md:-mt-36">
          <div className="container-page">
            <GalleryLightbox images={project.gallery} title={project.title} />
          </div>
        </section>
      ) : null}

      <section className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0">
            {project.technologies.length > 0 ? (
              <section aria-labelledby="tech-title">
                <h2 id="tech-title" className="text-h3 font-semibold">
                  Technologies Used
                </h2>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {project.technologies.map((tech) => (
                    <li
                      key={tech}
                      className="rounded-full bg-brand-50 px-3.5 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 ring-inset"
                    >
                      {tech}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section aria-labelledby="overview-title" className="mt-12">
              <h2 id="overview-title" className="text-h2 font-bold">
                Project Overview
              </h2>
              {project.overviewHtml ? (
                <div
                  className="prose-rich mt-4 max-w-3xl text-lg"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (sanitizeRichText)
                  dangerouslySetInnerHTML={{ __html: project.overviewHtml }}
                />
              ) : (
                <p className="prose-rich mt-4 max-w-3xl text-lg">{project.description}</p>
              )}
            </section>

            {project.keyAchievements.length > 0 ? (
              <section aria-labelledby="achievements-title" className="mt-12">
                <h2 id="achievements-title" className="flex items-center gap-3 text-h2 font-bold">
                  <Trophy aria-hidden="true" className="size-7 text-accent-500" /> Key Achievements
                </h2>
                <ul className="mt-6 grid gap-3">
                  {project.keyAchievements.map((item) => (
                    <li
                      key={item}
                      className="flex gap-3 rounded-xl border border-line bg-white px-5 py-4 shadow-(--shadow-card)"
                    >
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
                      <span className="leading-7">{item}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>

          <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start" aria-label="Project facts">
            {project.startDate ? <Timeline project={project} /> : null}
            <FactsCard titleId="stats-title" title="Project Stats">
              <dl className="mt-5 divide-y divide-line text-sm">
                <div className="flex items-center justify-between gap-4 py-3">
                  <dt className="inline-flex items-center gap-2 text-ink-muted">
                    <Hourglass aria-hidden="true" className="size-4" /> Status
                  </dt>
                  <dd
                    className={
                      project.completed
                        ? "rounded-full bg-success-50 px-2.5 py-0.5 font-semibold text-success-700"
                        : "rounded-full bg-info-50 px-2.5 py-0.5 font-semibold text-info-700"
                    }
                  >
                    {project.completed ? "Completed" : "In Progress"}
                  </dd>
                </div>
                <div className="flex items-center justify-between gap-4 py-3">
                  <dt className="inline-flex items-center gap-2 text-ink-muted">
                    <Layers aria-hidden="true" className="size-4" /> Technologies
                  </dt>
                  <dd className="font-semibold">{project.technologies.length}</dd>
                </div>
                <div className="flex items-center justify-between gap-4 py-3">
                  <dt className="inline-flex items-center gap-2 text-ink-muted">
                    <UserRound aria-hidden="true" className="size-4" /> Client
                  </dt>
                  <dd className="text-right font-semibold">{project.clientName ?? "Confidential"}</dd>
                </div>
              </dl>
            </FactsCard>
          </aside>
        </div>
      </section>

      <CtaBand
        bookingUrl={bookingUrl}
        title="Want results like these?"
        text="Tell us about your project. We'll reply within 24 hours with how we would approach it."
      />
    </>
  );
}

function Timeline({ project }: { project: PortfolioProject }) {
  const start = project.startDate!;
  return (
    <FactsCard titleId="timeline-title" title="Project Timeline">
      <ol className="relative mt-5 space-y-6 pl-6 before:absolute before:top-3 before:bottom-8 before:left-[7px] before:w-0.5 before:bg-brand-100">
        <li className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-6 size-4 rounded-full bg-brand-600 ring-4 ring-brand-100"
          />
          <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <CalendarDays aria-hidden="true" className="size-3.5" /> Start
          </p>
          <p className="font-semibold">
            <time dateTime={start}>{formatMonthYear(start)}</time>
          </p>
        </li>
        <li className="relative">
          <span
            aria-hidden="true"
            className={
              project.completedAt
                ? "absolute top-1 -left-6 size-4 rounded-full bg-success-600 ring-4 ring-success-50"
                : "absolute top-1 -left-6 size-4 rounded-full border-2 border-brand-400 bg-white ring-4 ring-brand-50"
            }
          />
          <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <CalendarCheck2 aria-hidden="true" className="size-3.5" /> Completion
          </p>
          <p className="font-semibold">
            {project.completedAt ? (
              <time dateTime={project.completedAt}>{formatMonthYear(project.completedAt)}</time>
            ) : (
              "In progress"
            )}
          </p>
        </li>
      </ol>
      {project.completedAt ? (
        <p className="mt-5 rounded-lg bg-surface-sunken px-3 py-2 text-sm text-ink-muted">
          Delivered in{" "}
          <strong className="text-ink">
            {monthsBetween(start, project.completedAt)} month
            {monthsBetween(start, project.completedAt) === 1 ? "" : "s"}
          </strong>
        </p>
      ) : null}
    </FactsCard>
  );
}

/** A card of the facts column, named by its heading. */
function FactsCard({ titleId, title, children }: { titleId: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card)"
    >
      <h2 id={titleId} className="text-h3 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
