import { ArrowUpRight, ExternalLink, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { ProjectCard as ProjectCardData } from "~/data/public/portfolio.server";
import { CARD_TECHNOLOGIES } from "~/domain/technology-filter";
import { Img, PROJECT_FALLBACK_IMAGE } from "./image";

/** A portfolio card: cover, Featured and client badges, technologies, Live Demo and Details. */
export function ProjectCard({
  project,
  technologyLimit = CARD_TECHNOLOGIES,
  headingLevel = "h3",
  showLinks = true,
  priority = false,
}: {
  project: ProjectCardData;
  technologyLimit?: number;
  headingLevel?: "h2" | "h3";
  showLinks?: boolean;
  priority?: boolean;
}) {
  const Heading = headingLevel;
  const liveUrl = project.projectUrls[0];
  const technologies = project.technologies.slice(0, technologyLimit);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-white shadow-(--shadow-card) transition duration-300 hover:-translate-y-1 hover:shadow-(--shadow-lift) motion-reduce:hover:translate-y-0">
      <div className="relative aspect-[16/10] overflow-hidden bg-brand-50">
        <Img
          src={project.coverImage || PROJECT_FALLBACK_IMAGE}
          fallback={PROJECT_FALLBACK_IMAGE}
          alt=""
          width={1600}
          height={1000}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 92vw"
          priority={priority}
          className="size-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-2">
          {project.featured ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-400 px-2.5 py-1 text-xs font-semibold text-ink shadow-sm">
              <Sparkles aria-hidden="true" className="size-3.5" /> Featured
            </span>
          ) : (
            <span />
          )}
          {project.clientName ? (
            <span className="max-w-[60%] truncate rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink shadow-sm backdrop-blur">
              {project.clientName}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-h3 font-semibold">
          <Link
            to={`/project/${project.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-(--radius-card) after:focus-visible:outline-3 after:focus-visible:outline-brand-500"
          >
            {project.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-ink-muted">{project.description}</p>
        {technologies.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Technologies">
            {technologies.map((tech) => (
              <li
                key={tech}
                className="rounded-md bg-surface-sunken px-2 py-1 text-xs font-medium text-ink-muted ring-1 ring-line ring-inset"
              >
                {tech}
              </li>
            ))}
          </ul>
        ) : null}
        {showLinks ? (
          <div className="relative z-10 mt-auto flex flex-wrap items-center gap-4 pt-6 text-sm font-semibold">
            {liveUrl ? (
              <a
                href={liveUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 text-brand-700 hover:text-brand-800 hover:underline"
              >
                <ExternalLink aria-hidden="true" className="size-4" /> Live Demo
                <span className="sr-only"> of {project.title} (opens in a new tab)</span>
              </a>
            ) : null}
            <Link
              to={`/project/${project.id}`}
              className="ml-auto inline-flex items-center gap-1 text-ink hover:text-brand-700"
              aria-label={`Details of ${project.title}`}
            >
              Details <ArrowUpRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        ) : (
          <span className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-semibold text-brand-700">
            View case study <ArrowUpRight aria-hidden="true" className="size-4" />
          </span>
        )}
      </div>
    </article>
  );
}
