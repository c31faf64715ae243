import { Check, FolderKanban, MessageSquareQuote, Quote } from "lucide-react";
import { useBrokenImage } from "~/components/dashboard/card-grid";
import type { FormKit } from "~/components/dashboard/entity-form";
import { RecordScreen } from "~/components/dashboard/record-screen";
import { StarRatingInput, Stars } from "~/components/dashboard/star-rating";
import { ScreenError } from "~/components/error-page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { loadOrFail } from "~/data/dashboard-stats.server";
import {
  approveTestimonial,
  createTestimonial,
  deleteTestimonial,
  listRelatedProjectOptions,
  listTestimonialsForDashboard,
  updateTestimonial,
} from "~/data/testimonials.server";
import { formatDate } from "~/domain/format";
import { IdSchema, TestimonialFormSchema } from "~/domain/schemas/content";
import { fail, ok } from "~/server/action-result.server";
import { requireStaff } from "~/server/guards.server";
import { intent } from "~/server/intents.server";
import { emptyRecordPage, handleRecordAction, requestedPage } from "~/server/record-action.server";
import type { Route } from "./+types/testimonials";

export const meta: Route.MetaFunction = () => [{ title: "Testimonials | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const page = requestedPage(request);
  const { data, loadError } = await loadOrFail(
    "Failed to fetch testimonials",
    () => Promise.all([listTestimonialsForDashboard({ page }), listRelatedProjectOptions()]),
    [
      { ...emptyRecordPage(), featured: 0, waiting: 0 },
      { portfolio: [], client: [] },
    ],
  );
  const [{ rows: testimonials, info: pageInfo, featured, waiting }, projects] = data;
  return { testimonials, pageInfo, featured, waiting, projects, loadError };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  const spec = {
    noun: "Testimonial",
    saveError: "Failed to save testimonial",
    deleteError: "Failed to delete testimonial",
    schema: TestimonialFormSchema,
    create: createTestimonial,
    update: updateTestimonial,
    remove: deleteTestimonial,
  };
  return handleRecordAction(request, viewer, spec, {
    approve: intent({ schema: IdSchema, failMessage: spec.saveError }, async ({ id }, { viewer: actor }) =>
      (await approveTestimonial({ actor, id }))
        ? ok("Testimonial approved: it can now appear on the home page")
        : fail(spec.saveError, 404),
    ),
  });
}

type Testimonial = Route.ComponentProps["loaderData"]["testimonials"][number];
type ProjectOptions = Route.ComponentProps["loaderData"]["projects"];

function Portrait({ src, name }: { src: string | null; name: string }) {
  const { ref, isBroken, onError } = useBrokenImage();
  const initials = name
    .replace(/^(dr|mr|mrs|ms)\.?\s+/i, "")
    .split(/\s+/)
    .map((p) => p[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
  return (
    <span className="grid size-11 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 font-display text-sm font-bold text-brand-800 ring-2 ring-white">
      {src && !isBroken ? (
        <img
          ref={ref}
          src={src}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          onError={onError}
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden="true">{initials}</span>
      )}
    </span>
  );
}

export default function TestimonialsScreen({ loaderData }: Route.ComponentProps) {
  const { testimonials, pageInfo, featured, waiting, projects } = loaderData;
  return (
    <RecordScreen
      title="Testimonials"
      description={`What clients say, newest first. The home page shows up to 6 approved testimonials, featured first. ${featured} featured${waiting ? `, ${waiting} awaiting approval` : ""}.`}
      addLabel="New Testimonial"
      editTitle="Edit Testimonial"
      listLabel="Testimonials"
      rows={testimonials}
      pageInfo={pageInfo}
      loadError={loaderData.loadError}
      empty={{
        icon: <MessageSquareQuote />,
        title: "No testimonials yet",
        text: "Add a client's words, or send a request from Testimonial Requests when a project completes.",
      }}
      card={{
        label: (t) => `Testimonial from ${t.clientName}`,
        name: (t) => `testimonial from ${t.clientName}`,
        noun: "testimonial",
        meta: (t) => `Added ${formatDate(t.createdAt)}`,
        body: (t, { submit }) => <TestimonialCard t={t} onApprove={() => submit({ intent: "approve", id: t.id })} />,
      }}
      form={{
        schema: TestimonialFormSchema,
        description: "The home page shows up to 6 approved testimonials: featured ones first, then the newest.",
        createLabel: "Create Testimonial",
        fields: (kit, testimonial) => <TestimonialFields kit={kit} testimonial={testimonial} projects={projects} />,
      }}
    />
  );
}

function TestimonialCard({ t, onApprove }: { t: Testimonial; onApprove: () => void }) {
  const role = [t.clientTitle, t.clientCompany].filter(Boolean).join(" at ");
  const project = t.portfolioProjectTitle ?? t.clientProjectTitle;
  return (
    <div className="flex flex-1 flex-col gap-4 p-5">
      <div className="flex items-center justify-between gap-3">
        <Stars rating={t.rating} />
        <div className="flex flex-wrap justify-end gap-1.5">
          {t.approved ? null : <Badge tone="warning">Awaiting approval</Badge>}
          {t.featured ? <Badge tone="brand">Featured</Badge> : null}
        </div>
      </div>
      <blockquote className="relative flex-1 text-sm leading-6 text-ink">
        <Quote className="absolute -top-1 -left-1 size-6 text-brand-100" aria-hidden="true" />
        <p className="relative line-clamp-5 pl-5">“{t.testimonialText}”</p>
      </blockquote>
      <div className="flex items-center gap-3">
        <Portrait src={t.clientImageUrl} name={t.clientName} />
        <div className="min-w-0">
          <h2 className="truncate text-sm font-semibold text-ink">{t.clientName}</h2>
          {role ? <p className="truncate text-xs text-ink-muted">{role}</p> : null}
        </div>
      </div>
      {project ? (
        <p className="flex items-center gap-1.5 text-xs text-ink-muted">
          <FolderKanban className="size-3.5 shrink-0 text-brand-500" aria-hidden="true" />
          <span className="sr-only">Related project:</span>
          <span className="truncate">{project}</span>
        </p>
      ) : null}
      {t.approved ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          aria-label={`Approve testimonial from ${t.clientName}`}
          onClick={onApprove}
        >
          <Check aria-hidden="true" />
          Approve
        </Button>
      )}
    </div>
  );
}

function TestimonialFields({
  kit,
  testimonial,
  projects,
}: {
  kit: FormKit;
  testimonial?: Testimonial;
  projects: ProjectOptions;
}) {
  const related = testimonial?.portfolioProjectId
    ? `portfolio:${testimonial.portfolioProjectId}`
    : testimonial?.projectId
      ? `client:${testimonial.projectId}`
      : "";
  return (
    <>
      <Field id={kit.id("clientName")} label="Client name" error={kit.error("clientName")}>
        <Input {...kit.input("clientName")} defaultValue={testimonial?.clientName} required autoComplete="off" />
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field id={kit.id("clientTitle")} label="Title" error={kit.error("clientTitle")}>
          <Input {...kit.input("clientTitle")} defaultValue={testimonial?.clientTitle ?? ""} placeholder="e.g. COO" />
        </Field>
        <Field id={kit.id("clientCompany")} label="Company" error={kit.error("clientCompany")}>
          <Input {...kit.input("clientCompany")} defaultValue={testimonial?.clientCompany ?? ""} />
        </Field>
      </div>
      <Field id={kit.id("testimonialText")} label="Testimonial" error={kit.error("testimonialText")}>
        <Textarea {...kit.input("testimonialText")} defaultValue={testimonial?.testimonialText} required rows={4} />
      </Field>
      <StarRatingInput
        name="rating"
        label="Rating"
        defaultValue={testimonial?.rating ?? 5}
        error={kit.error("rating")}
      />
      <Field id={kit.id("clientImageUrl")} label="Client image URL" error={kit.error("clientImageUrl")}>
        <Input
          {...kit.input("clientImageUrl")}
          type="url"
          defaultValue={testimonial?.clientImageUrl ?? ""}
          placeholder="https://…"
        />
      </Field>
      <Field id={kit.id("relatedProject")} label="Related project" error={kit.error("relatedProject")}>
        <Select {...kit.input("relatedProject")} defaultValue={related}>
          <option value="">None</option>
          {projects.portfolio.length ? (
            <optgroup label="Portfolio projects">
              {projects.portfolio.map((p) => (
                <option key={p.id} value={`portfolio:${p.id}`}>
                  {p.title}
                </option>
              ))}
            </optgroup>
          ) : null}
          {projects.client.length ? (
            <optgroup label="Client projects">
              {projects.client.map((p) => (
                <option key={p.id} value={`client:${p.id}`}>
                  {p.title}
                </option>
              ))}
            </optgroup>
          ) : null}
        </Select>
      </Field>
      <Switch
        id={kit.id("approved")}
        name="approved"
        label="Approved: may appear on the home page"
        defaultChecked={testimonial?.approved ?? true}
      />
      <Switch
        id={kit.id("featured")}
        name="featured"
        label="Featured: shown before the others on the home page"
        defaultChecked={testimonial?.featured ?? false}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
