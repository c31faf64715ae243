import { Check, FolderKanban } from "lucide-react";
import { Link } from "react-router";
import type { PortalTab } from "~/domain/schemas/portal";
import { cn } from "~/lib/utils";
import { portalHref } from "./links";
import { ProjectStatusBadge } from "./status-badges";

type ProjectOption = { id: string; title: string; status: string };

/** Header: 'Welcome back', the e-mail and the project title; a switcher when there are several. */
export function PortalHero({
  email,
  project,
  projects,
  selectedId,
  defaultProjectId,
  tab,
}: {
  email: string;
  project: { title: string; status: string; description: string | null } | null;
  projects: ProjectOption[];
  selectedId: string | null;
  defaultProjectId: string | null;
  tab: PortalTab;
}) {
  const hasSwitcher = projects.length > 1;
  // the soft lights stay inside the banner, which is short on phones
  return (
    <header className="relative isolate overflow-hidden rounded-2xl bg-brand-950 px-4 py-3.5 text-white shadow-(--shadow-lift) sm:rounded-3xl sm:px-10 sm:py-10">
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-10 -z-10 size-36 rounded-full bg-brand-600/40 blur-3xl sm:-top-24 sm:-right-16 sm:size-80"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-28 left-1/3 -z-10 hidden size-72 rounded-full bg-accent-400/15 blur-3xl sm:block"
      />
      <p className="hidden text-sm font-semibold tracking-wide text-brand-200 uppercase sm:block">Client Portal</p>
      {/* on phones the address sits beside the greeting (and wraps under it when long) */}
      <div className="flex flex-wrap items-baseline gap-x-3 sm:block">
        <h1 className="text-2xl leading-7 font-bold text-white sm:mt-2 sm:text-h1 sm:leading-[1.1]">Welcome back</h1>
        <p className="min-w-0 text-xs break-all text-brand-200 sm:mt-1 sm:text-base">{email}</p>
      </div>
      {project ? (
        // on phones the project switcher below names the chosen project, so the title row is kept for wider screens
        <div className={cn("mt-3 items-start gap-3 sm:mt-6", hasSwitcher ? "hidden sm:flex" : "flex")}>
          <FolderKanban aria-hidden="true" className="mt-1 hidden size-5 shrink-0 text-accent-400 sm:block" />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <span
                className="font-display text-base leading-snug font-semibold text-white sm:text-2xl"
                data-testid="project-title"
              >
                {project.title}
              </span>
              <ProjectStatusBadge status={project.status} className="ring-white/20" />
            </p>
            {project.description ? (
              <p className="mt-1.5 hidden max-w-2xl text-sm text-brand-100/90 sm:block">{project.description}</p>
            ) : null}
          </div>
        </div>
      ) : null}

      {hasSwitcher ? (
        <nav aria-label="Your projects" className="mt-2.5 sm:mt-6">
          <p className="mb-2 hidden text-xs font-semibold tracking-wide text-brand-300 uppercase sm:block">
            Your projects
          </p>
          {/* one scrolling row on phones, wrapping rows on wider screens */}
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-0.5 [contain:inline-size] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0 sm:[contain:none]">
            {projects.map((p) => {
              const isSelected = p.id === selectedId;
              return (
                <li key={p.id} className="max-w-[85%] min-w-0 shrink-0 sm:max-w-full sm:shrink">
                  <Link
                    to={portalHref({ tab, project: p.id === defaultProjectId ? null : p.id })}
                    aria-current={isSelected ? "true" : undefined}
                    data-project-id={p.id}
                    className={cn(
                      "inline-flex max-w-full items-center gap-2 rounded-full px-3 py-1.5 text-xs font-semibold transition-colors sm:px-4 sm:py-2 sm:text-sm",
                      isSelected
                        ? "bg-white text-brand-900"
                        : "bg-white/10 text-white ring-1 ring-white/20 ring-inset hover:bg-white/20",
                    )}
                  >
                    {isSelected ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
                    <span className="truncate">{p.title}</span>
                    {p.status === "Completed" ? (
                      <span
                        className={cn(
                          "shrink-0 text-xs font-medium whitespace-nowrap",
                          isSelected ? "text-success-700" : "text-brand-200",
                        )}
                      >
                        Completed
                      </span>
                    ) : isSelected ? (
                      <span className="shrink-0 text-xs font-medium whitespace-nowrap text-brand-700 sm:hidden">
                        {p.status}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
