import { Briefcase, ExternalLink, PenTool } from "lucide-react";
import { useState } from "react";
import { GithubIcon } from "~/components/dashboard/brand-icons";
import { CardImage, ChipList } from "~/components/dashboard/card-grid";
import type { FormKit } from "~/components/dashboard/entity-form";
import { ImageListUploadField, ImageUploadField } from "~/components/dashboard/image-upload";
import { ChipListInput, RowListInput } from "~/components/dashboard/list-inputs";
import { RecordScreen } from "~/components/dashboard/record-screen";
import { RichTextEditor } from "~/components/dashboard/rich-text-editor";
import { ScreenError } from "~/components/error-page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { loadOrFail } from "~/data/dashboard-stats.server";
import {
  createPortfolioProject,
  deletePortfolioProject,
  listPortfolioProjectsForDashboard,
  updatePortfolioProject,
} from "~/data/portfolio.server";
import { formatDate } from "~/domain/format";
import { linkLabel } from "~/domain/portfolio";
import { PROJECT_LISTS, ProjectFormSchema } from "~/domain/schemas/content";
import { slugify } from "~/domain/slug";
import { requireStaff } from "~/server/guards.server";
import { emptyRecordPage, handleRecordAction, requestedPage } from "~/server/record-action.server";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = () => [{ title: "Projects | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const page = requestedPage(request);
  const { data, loadError } = await loadOrFail(
    "Failed to fetch projects",
    () => listPortfolioProjectsForDashboard({ page }),
    emptyRecordPage(),
  );
  return { projects: data.rows, pageInfo: data.info, loadError };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  return handleRecordAction(request, viewer, {
    noun: "Project",
    saveError: "Failed to save project",
    deleteError: "Failed to delete project",
    schema: ProjectFormSchema,
    lists: PROJECT_LISTS,
    create: createPortfolioProject,
    update: updatePortfolioProject,
    remove: deletePortfolioProject,
  });
}

type Project = Route.ComponentProps["loaderData"]["projects"][number];

export default function ProjectsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <RecordScreen
      title="Projects"
      description="The portfolio on the public Projects page, newest first."
      addLabel="Add Project"
      editTitle="Edit Project"
      listLabel="Portfolio projects"
      rows={loaderData.projects}
      pageInfo={loaderData.pageInfo}
      loadError={loaderData.loadError}
      empty={{
        icon: <Briefcase />,
        title: "No projects yet",
        text: "Show off the work: add a project with its cover, links and technologies.",
      }}
      card={{
        label: (project) => project.title,
        noun: "project",
        meta: (project) =>
          project.completedAt
            ? `Completed ${formatDate(project.completedAt)}`
            : project.startDate
              ? `Started ${formatDate(project.startDate)}`
              : `Added ${formatDate(project.createdAt)}`,
        body: (project) => <ProjectCard project={project} />,
      }}
      form={{
        schema: ProjectFormSchema,
        lists: PROJECT_LISTS,
        size: "xl",
        description: "Shown on the public Projects page and its own project page.",
        createLabel: "Create Project",
        fields: (kit, project) => <ProjectFields kit={kit} project={project} />,
      }}
    />
  );
}

function ProjectCard({ project }: { project: Project }) {
  return (
    <>
      <CardImage src={project.coverImage} fallback={<Briefcase />}>
        {project.featured ? (
          <Badge tone="solid" className="shadow-sm">
            Featured
          </Badge>
        ) : null}
        {project.inOurCare ? (
          <Badge tone="info" className="bg-white shadow-sm">
            In Our Care
          </Badge>
        ) : null}
        {project.completed ? (
          <Badge tone="success" className="bg-white shadow-sm">
            Completed
          </Badge>
        ) : null}
      </CardImage>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h2 className="font-display text-lg leading-snug font-semibold">{project.title}</h2>
          {project.clientName ? <p className="text-sm font-medium text-brand-700">{project.clientName}</p> : null}
        </div>
        <p className="line-clamp-3 text-sm text-ink-muted">{project.description}</p>
        <ChipList items={project.technologies} max={3} label={`${project.title} technologies`} />
        {project.projectUrls.length || project.githubUrl ? (
          <ul className="mt-auto flex flex-wrap gap-2 pt-1" aria-label={`${project.title} links`}>
            {project.projectUrls.map((url) => {
              const label = linkLabel(url);
              return (
                <li key={url}>
                  <Button asChild variant="secondary" size="sm">
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {label === "Figma" ? <PenTool aria-hidden="true" /> : <ExternalLink aria-hidden="true" />}
                      {label}
                    </a>
                  </Button>
                </li>
              );
            })}
            {project.githubUrl ? (
              <li>
                <Button asChild variant="ghost" size="sm">
                  <a href={project.githubUrl} target="_blank" rel="noopener noreferrer">
                    <GithubIcon />
                    GitHub
                  </a>
                </Button>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </>
  );
}

function ProjectFields({ kit, project }: { kit: FormKit; project?: Project }) {
  const [title, setTitle] = useState(project?.title ?? "");
  const [isCompleted, setIsCompleted] = useState(project?.completed ?? false);
  const slug = project ? project.slug : slugify(title);
  return (
    <>
      <Field
        id={kit.id("title")}
        label="Title"
        error={kit.error("title")}
        hint={
          slug ? (
            <>
              Slug: <span className="font-mono text-ink-muted">{slug}</span>
              {project ? null : " (a number is added if another project uses it)"}
            </>
          ) : (
            "The slug is made from the title."
          )
        }
      >
        <Input
          {...kit.input("title")}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          maxLength={200}
          autoComplete="off"
        />
      </Field>
      <Field id={kit.id("clientName")} label="Client name" error={kit.error("clientName")}>
        <Input {...kit.input("clientName")} defaultValue={project?.clientName ?? ""} autoComplete="off" />
      </Field>
      <Field id={kit.id("description")} label="Short description" error={kit.error("description")}>
        <Textarea
          {...kit.input("description")}
          defaultValue={project?.description}
          rows={2}
          className="min-h-20"
          required
        />
      </Field>
      <RichTextEditor
        name="longDescription"
        label="Long description"
        defaultValue={project?.longDescription}
        error={kit.error("longDescription")}
        placeholder="The challenge, what we built and the results…"
      />
      <RowListInput
        name="projectUrls"
        label="Project URLs"
        itemLabel="Project URL"
        addLabel="Add Another URL"
        type="url"
        placeholder="https://…"
        defaultValue={project?.projectUrls}
        error={kit.error("projectUrls")}
        hint="Links with 'figma' in them show as Figma, others as Live Demo. Empty rows are ignored."
      />
      <Field id={kit.id("githubUrl")} label="GitHub URL" error={kit.error("githubUrl")}>
        <Input
          {...kit.input("githubUrl")}
          type="url"
          defaultValue={project?.githubUrl ?? ""}
          placeholder="https://github.com/…"
        />
      </Field>
      <fieldset className="grid gap-3 rounded-xl bg-surface-sunken/70 p-4 ring-1 ring-line">
        <legend className="sr-only">Status</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <Switch
            id={kit.id("featured")}
            name="featured"
            label="Featured"
            defaultChecked={project?.featured ?? false}
          />
          <Switch
            id={kit.id("inOurCare")}
            name="inOurCare"
            label="In our care"
            defaultChecked={project?.inOurCare ?? false}
          />
          <Switch
            id={kit.id("completed")}
            name="completed"
            label="Completed"
            checked={isCompleted}
            onChange={(e) => setIsCompleted(e.target.checked)}
          />
        </div>
      </fieldset>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field id={kit.id("startDate")} label="Start date" error={kit.error("startDate")}>
          <Input {...kit.input("startDate")} type="date" defaultValue={project?.startDate ?? ""} />
        </Field>
        <Field
          id={kit.id("completedAt")}
          label="Completion date"
          error={kit.error("completedAt")}
          hint={isCompleted ? "Leave empty for today." : "Turn on Completed to set it."}
        >
          <Input
            {...kit.input("completedAt")}
            type="date"
            defaultValue={project?.completedAt ?? ""}
            disabled={!isCompleted}
          />
        </Field>
      </div>
      <ChipListInput
        name="technologies"
        label="Technologies"
        addLabel="Add technology"
        placeholder="e.g. React"
        defaultValue={project?.technologies}
        error={kit.error("technologies")}
      />
      <ImageUploadField
        name="coverImage"
        label="Cover image"
        folder="project-covers"
        defaultValue={project?.coverImage}
        messages={{ success: "Cover image uploaded successfully", failure: "Failed to upload cover image" }}
        error={kit.error("coverImage")}
      />
      <ImageListUploadField
        name="images"
        label="Project images"
        folder="project-images"
        defaultValue={project?.images}
        error={kit.error("images")}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
