import { ArrowUpRight, ExternalLink, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { ProjectCard as ProjectCardData } from "~/data/public/portfolio.server";
import { CARD_TECHNOLOGIES } from "~/domain/technology-filter";
import { CardTitleLink, LinkCard } from "./link-card";

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
    <LinkCard
      kind="project"
      image={project.coverImage}
      sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 92vw"
      priority={priority}
      coverClassName="relative aspect-[16/10] overflow-hidden bg-brand-50"
      badges={
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
      }
    >
      <Heading className="text-h3 font-semibold">
        <CardTitleLink to={`/project/${project.id}`}>{project.title}</CardTitleLink>
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
    </LinkCard>
  );
}
