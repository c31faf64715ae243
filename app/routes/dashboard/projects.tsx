import { Briefcase, ExternalLink, PenTool } from "lucide-react";
import { useState } from "react";
import { GithubIcon } from "~/components/dashboard/brand-icons";
import { CardImage, ChipList } from "~/components/dashboard/card-grid";
import type { FormKit } from "~/components/dashboard/entity-form";
import { ImageListUploadField, ImageUploadField } from "~/components/dashboard/image-upload";
import { ChipListInput, RowListInput } from "~/components/dashboard/list-inputs";
import { recordFilters } from "~/components/dashboard/record-filters";
import { RecordScreen } from "~/components/dashboard/record-screen";
import { RichTextEditor } from "~/components/dashboard/rich-text-editor";
import { ScreenError } from "~/components/error-page";
import { FieldRow, TextAreaField, TextField } from "~/components/form/fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { listPortfolioProjectsForDashboard, portfolioRecords } from "~/data/portfolio.server";
import { formatDate } from "~/domain/format";
import { EMPTY_FILTERS, parseListFilters } from "~/domain/list-filters";
import { PORTFOLIO_LIST } from "~/domain/list-specs";
import { linkLabel } from "~/domain/portfolio";
import { PROJECT_LISTS, ProjectFormSchema } from "~/domain/schemas/content";
import { slugify } from "~/domain/slug";
import { handleRecordAction, loadRecordPage } from "~/web/record-action.server";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = () => [{ title: "Projects | Admin Portal" }];

export const loader = ({ request }: Route.LoaderArgs) =>
  loadRecordPage(request, {
    failMessage: "Failed to fetch projects",
    empty: { all: 0, filters: EMPTY_FILTERS },
    list: async ({ page, params }) => {
      const filters = parseListFilters(params, PORTFOLIO_LIST);
      return { ...(await listPortfolioProjectsForDashboard({ page, filters })), filters };
    },
  });

export const action = ({ request }: Route.ActionArgs) =>
  handleRecordAction(request, {
    noun: "Project",
    schema: ProjectFormSchema,
    lists: PROJECT_LISTS,
    ...portfolioRecords,
  });

type Project = Route.ComponentProps["loaderData"]["rows"][number];

export default function ProjectsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <RecordScreen
      title="Projects"
      description="The portfolio on the public Projects page, newest first."
      addLabel="Add Project"
      editTitle="Edit Project"
      listLabel="Portfolio projects"
      page={loaderData}
      filters={recordFilters({
        id: "projects",
        things: ["project", "projects"],
        spec: PORTFOLIO_LIST,
        filters: loaderData.filters,
        all: loaderData.all,
        total: loaderData.pageInfo.total,
        searchLabel: "Title, client or summary",
      })}
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
        {project.published ? null : (
          <Badge tone="warning" className="shadow-sm">
            Draft
          </Badge>
        )}
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
        {...kit.fieldFor("title")}
        label="Title"
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
          {...kit.field("title")}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          maxLength={200}
          autoComplete="off"
        />
      </Field>
      <TextField
        form={kit}
        name="clientName"
        label="Client name"
        defaultValue={project?.clientName ?? ""}
        autoComplete="off"
      />
      <TextAreaField
        form={kit}
        name="description"
        label="Short description"
        defaultValue={project?.description}
        rows={2}
        className="min-h-20"
        required
      />
      <RichTextEditor
        name="longDescription"
        label="Long description"
        defaultValue={project?.longDescription}
        error={kit.fieldFor("longDescription").error}
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
        error={kit.fieldFor("projectUrls").error}
        hint="Links with 'figma' in them show as Figma, others as Live Demo. Empty rows are ignored."
      />
      <TextField
        form={kit}
        name="githubUrl"
        label="GitHub URL"
        type="url"
        defaultValue={project?.githubUrl ?? ""}
        placeholder="https://github.com/…"
      />
      <fieldset className="grid gap-3 rounded-xl bg-surface-sunken/70 p-4 ring-1 ring-line">
        <legend className="sr-only">Status</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          <Switch
            id={kit.fieldFor("featured").id}
            name="featured"
            label="Featured"
            defaultChecked={project?.featured ?? false}
          />
          <Switch
            id={kit.fieldFor("inOurCare").id}
            name="inOurCare"
            label="In our care"
            defaultChecked={project?.inOurCare ?? false}
          />
          <Switch
            id={kit.fieldFor("completed").id}
            name="completed"
            label="Completed"
            checked={isCompleted}
            onChange={(e) => setIsCompleted(e.target.checked)}
          />
          <Switch
            id={kit.fieldFor("draft").id}
            name="draft"
            label="Draft: only staff see it"
            defaultChecked={project ? !project.published : false}
          />
        </div>
      </fieldset>
      <FieldRow>
        <TextField form={kit} name="startDate" label="Start date" type="date" defaultValue={project?.startDate ?? ""} />
        <Field
          {...kit.fieldFor("completedAt")}
          label="Completion date"
          hint={isCompleted ? "Leave empty for today." : "Turn on Completed to set it."}
        >
          <Input
            {...kit.field("completedAt")}
            type="date"
            defaultValue={project?.completedAt ?? ""}
            disabled={!isCompleted}
          />
        </Field>
      </FieldRow>
      <ChipListInput
        name="technologies"
        label="Technologies"
        addLabel="Add technology"
        placeholder="e.g. React"
        defaultValue={project?.technologies}
        error={kit.fieldFor("technologies").error}
      />
      <ImageUploadField
        name="coverImage"
        label="Cover image"
        folder="project-covers"
        defaultValue={project?.coverImage}
        messages={{ success: "Cover image uploaded successfully", failure: "Failed to upload cover image" }}
        error={kit.fieldFor("coverImage").error}
      />
      <ImageListUploadField
        name="images"
        label="Project images"
        folder="project-images"
        defaultValue={project?.images}
        error={kit.fieldFor("images").error}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
