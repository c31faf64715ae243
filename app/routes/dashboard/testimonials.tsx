import { Check, FolderKanban, MessageSquareQuote, Quote, Sparkles } from "lucide-react";
import type { FormKit } from "~/components/dashboard/entity-form";
import { ListFilterBar } from "~/components/dashboard/list-filter-bar";
import { RecordScreen } from "~/components/dashboard/record-screen";
import { ScreenError } from "~/components/error-page";
import { FieldRow, TextAreaField, TextField } from "~/components/form/fields";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, Select } from "~/components/ui/input";
import { StarRatingInput } from "~/components/ui/star-rating-input";
import { Stars } from "~/components/ui/stars";
import { Switch } from "~/components/ui/switch";
import { draftCaseStudy } from "~/data/case-study.server";
import {
  approveTestimonial,
  listRelatedProjectOptions,
  listTestimonialsForDashboard,
  testimonialRecords,
} from "~/data/testimonials.server";
import { formatDate } from "~/domain/format";
import { EMPTY_FILTERS, isNarrowed, parseListFilters } from "~/domain/list-filters";
import { RATING_CHOICES, TESTIMONIAL_LIST } from "~/domain/list-specs";
import { IdSchema, TestimonialFormSchema } from "~/domain/schemas/content";
import { ok } from "~/web/action-result.server";
import { intent } from "~/web/intents.server";
import { handleRecordAction, loadRecordPage } from "~/web/record-action.server";
import type { Route } from "./+types/testimonials";

export const meta: Route.MetaFunction = () => [{ title: "Testimonials | Admin Portal" }];

export const loader = ({ request }: Route.LoaderArgs) =>
  loadRecordPage(request, {
    failMessage: "Failed to fetch testimonials",
    empty: {
      all: 0,
      featured: 0,
      waiting: 0,
      projects: { portfolio: [], client: [] },
      filters: EMPTY_FILTERS,
      rating: "",
    },
    list: async ({ page, params }) => {
      const filters = parseListFilters(params, TESTIMONIAL_LIST);
      // an unknown rating reads as every rating
      const rating = RATING_CHOICES.find((r) => r.value === params.get("rating"))?.value ?? "";
      const [list, projects] = await Promise.all([
        listTestimonialsForDashboard({ page, filters, rating: Number(rating) || undefined }),
        listRelatedProjectOptions(),
      ]);
      return { ...list, projects, filters, rating };
    },
  });

export async function action({ request }: Route.ActionArgs) {
  const spec = {
    noun: "Testimonial",
    saveError: "Failed to save testimonial",
    schema: TestimonialFormSchema,
    ...testimonialRecords,
  };
  return handleRecordAction(request, spec, {
    approve: intent({ schema: IdSchema, failMessage: spec.saveError }, async ({ id }, { viewer: actor }) => {
      await approveTestimonial({ actor, id });
      return ok("Testimonial approved: it can now appear on the home page");
    }),
    "case-study": intent(
      { schema: IdSchema, failMessage: "Failed to draft the case study" },
      async ({ id }, { viewer: actor }) => {
        const project = await draftCaseStudy({ actor, testimonialId: id });
        return ok(
          `“${project.title}” is a draft in Projects: edit it, then turn off Draft to publish it.`,
          "Case study drafted",
        );
      },
    ),
  });
}

type Testimonial = Route.ComponentProps["loaderData"]["rows"][number];
type ProjectOptions = Route.ComponentProps["loaderData"]["projects"];

export default function TestimonialsScreen({ loaderData }: Route.ComponentProps) {
  const { all, featured, waiting, projects, filters, rating, pageInfo } = loaderData;
  const narrowed = isNarrowed(filters, { rating });
  return (
    <RecordScreen
      title="Testimonials"
      description={`What clients say, newest first. The home page shows up to 6 approved testimonials, featured first. ${featured} featured${waiting ? `, ${waiting} awaiting approval` : ""}.`}
      addLabel="New Testimonial"
      editTitle="Edit Testimonial"
      listLabel="Testimonials"
      page={loaderData}
      filters={{
        isNarrowed: narrowed,
        total: all,
        emptyTitle: "No testimonials match these filters",
        bar:
          all > 0 ? (
            <ListFilterBar
              id="testimonials"
              label="Filter testimonials"
              spec={TESTIMONIAL_LIST}
              filters={filters}
              isNarrowed={narrowed}
              clearHref="/dashboard/testimonials"
              scope={{
                name: "rating",
                label: "Rating",
                allLabel: "Any Rating",
                value: rating,
                options: RATING_CHOICES,
              }}
              dateLabel="Added"
              summary={
                <>
                  {pageInfo.total.toLocaleString("en-US")} {pageInfo.total === 1 ? "testimonial" : "testimonials"}
                </>
              }
            />
          ) : null,
      }}
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
        body: (t, { submit }) => (
          <TestimonialCard
            t={t}
            onApprove={() => submit({ intent: "approve", id: t.id })}
            onCaseStudy={() => submit({ intent: "case-study", id: t.id })}
          />
        ),
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

function TestimonialCard({
  t,
  onApprove,
  onCaseStudy,
}: {
  t: Testimonial;
  onApprove: () => void;
  onCaseStudy: () => void;
}) {
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
        <Avatar src={t.clientImageUrl} name={t.clientName} tone="soft" className="ring-2 ring-white" />
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
      {t.approved && t.clientProjectStatus === "Completed" && !t.portfolioProjectId ? (
        <Button variant="secondary" size="sm" className="self-start" onClick={onCaseStudy}>
          <Sparkles aria-hidden="true" />
          Make Case Study<span className="sr-only"> from the testimonial of {t.clientName}</span>
        </Button>
      ) : null}
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
      <TextField
        form={kit}
        name="clientName"
        label="Client name"
        defaultValue={testimonial?.clientName}
        required
        autoComplete="off"
      />
      <FieldRow>
        <TextField
          form={kit}
          name="clientTitle"
          label="Title"
          defaultValue={testimonial?.clientTitle ?? ""}
          placeholder="e.g. COO"
        />
        <TextField form={kit} name="clientCompany" label="Company" defaultValue={testimonial?.clientCompany ?? ""} />
      </FieldRow>
      <TextAreaField
        form={kit}
        name="testimonialText"
        label="Testimonial"
        defaultValue={testimonial?.testimonialText}
        required
        rows={4}
      />
      <StarRatingInput name="rating" defaultValue={testimonial?.rating} error={kit.fieldFor("rating").error} />
      <TextField
        form={kit}
        name="clientImageUrl"
        label="Client image URL"
        type="url"
        defaultValue={testimonial?.clientImageUrl ?? ""}
        placeholder="https://…"
      />
      <Field {...kit.fieldFor("relatedProject")} label="Related project">
        <Select {...kit.field("relatedProject")} defaultValue={related}>
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
        id={kit.fieldFor("approved").id}
        name="approved"
        label="Approved: may appear on the home page"
        defaultChecked={testimonial?.approved ?? true}
      />
      <Switch
        id={kit.fieldFor("featured").id}
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
