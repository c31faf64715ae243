import { HelpCircle, Plus } from "lucide-react";
import { CardFooter, CardGrid, RecordCard } from "~/components/dashboard/card-grid";
import { EntityFormDialog, type FormKit, useEditing, useRecordAction } from "~/components/dashboard/entity-form";
import { formatDate } from "~/components/dashboard/format";
import { LoadError } from "~/components/dashboard/load-error";
import { PageHeader } from "~/components/dashboard/page-header";
import { ScreenError } from "~/components/error-page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/card";
import { Field, Input, Select, Textarea } from "~/components/ui/input";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { createFaq, deleteFaq, listFaqsForDashboard, updateFaq } from "~/data/faqs.server";
import { FAQ_CATEGORIES, FaqFormSchema } from "~/domain/schemas/content";
import { readForm } from "~/server/action-result.server";
import { requireStaff } from "~/server/guards.server";
import { handleRecordAction } from "~/server/record-action.server";
import type { Route } from "./+types/faqs";

export const meta: Route.MetaFunction = () => [{ title: "FAQs | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { data: faqs, loadError } = await loadOrFail("Failed to fetch FAQs", listFaqsForDashboard, []);
  return { faqs, loadError };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  const form = await readForm(request);
  // Names no FAQ delete message; this follows the others
  return handleRecordAction(viewer, form, {
    noun: "FAQ",
    saveError: "Failed to save FAQ",
    deleteError: "Failed to delete FAQ",
    schema: FaqFormSchema,
    create: createFaq,
    update: updateFaq,
    remove: deleteFaq,
  });
}

type Faq = Route.ComponentProps["loaderData"]["faqs"][number];

const CATEGORY_TONE = {
  general: "neutral",
  pricing: "success",
  technical: "info",
  timeline: "warning",
  process: "brand",
  support: "orange",
  collaboration: "yellow",
} as const satisfies Record<(typeof FAQ_CATEGORIES)[number], string>;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export default function FaqsScreen({ loaderData }: Route.ComponentProps) {
  const { faqs } = loaderData;
  const { editing, openNew, openEdit, onOpenChange } = useEditing<Faq>();
  const { submit, pendingId } = useRecordAction();

  return (
    <>
      <PageHeader
        title="FAQs"
        count={faqs.length}
        description="Questions answered on the public site, in display order."
        actions={
          <Button onClick={openNew}>
            <Plus aria-hidden="true" />
            New FAQ
          </Button>
        }
      />

      {loaderData.loadError ? (
        <LoadError message={loaderData.loadError} />
      ) : faqs.length === 0 ? (
        <EmptyState icon={<HelpCircle />} title="No FAQs yet">
          <p>Answer the questions clients ask before they call.</p>
          <Button className="mt-5" onClick={openNew}>
            <Plus aria-hidden="true" />
            New FAQ
          </Button>
        </EmptyState>
      ) : (
        <CardGrid aria-label="FAQs">
          {faqs.map((faq) => (
            <RecordCard key={faq.id} label={faq.question} isPending={pendingId === faq.id}>
              <div className="flex flex-1 flex-col gap-3 p-5">
                <div>
                  <Badge tone={CATEGORY_TONE[faq.category]}>{capitalize(faq.category)}</Badge>
                </div>
                <h2 className="font-display text-lg leading-snug font-semibold">{faq.question}</h2>
                <p className="line-clamp-4 text-sm text-ink-muted">{faq.answer}</p>
              </div>
              <CardFooter
                name={faq.question}
                noun="FAQ"
                meta={
                  <>
                    <span className="block font-medium text-ink-muted">Order {faq.orderPosition}</span>
                    <span className="block">Added {formatDate(faq.createdAt)}</span>
                  </>
                }
                onEdit={() => openEdit(faq)}
                onDelete={() => submit({ intent: "delete", id: faq.id })}
              />
            </RecordCard>
          ))}
        </CardGrid>
      )}

      {editing ? (
        <EntityFormDialog
          open
          onOpenChange={onOpenChange}
          title={editing.mode === "new" ? "New FAQ" : "Edit FAQ"}
          description="Shown on the public site, lowest order first."
          schema={FaqFormSchema}
          intent={editing.mode === "new" ? "create" : "update"}
          recordId={editing.mode === "edit" ? editing.row.id : undefined}
          submitLabel={editing.mode === "new" ? "Create FAQ" : "Save Changes"}
        >
          {(kit) => <FaqFields kit={kit} faq={editing.mode === "edit" ? editing.row : undefined} />}
        </EntityFormDialog>
      ) : null}
    </>
  );
}

function FaqFields({ kit, faq }: { kit: FormKit; faq?: Faq }) {
  return (
    <>
      <Field id={kit.id("question")} label="Question" error={kit.error("question")}>
        <Input {...kit.input("question")} defaultValue={faq?.question} required autoComplete="off" />
      </Field>
      <Field id={kit.id("answer")} label="Answer" error={kit.error("answer")}>
        <Textarea {...kit.input("answer")} defaultValue={faq?.answer} required rows={5} />
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field id={kit.id("category")} label="Category" error={kit.error("category")}>
          <Select {...kit.input("category")} defaultValue={faq?.category ?? "general"}>
            {FAQ_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {capitalize(c)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id={kit.id("orderPosition")}
          label="Order"
          error={kit.error("orderPosition")}
          hint="Lower numbers come first."
        >
          <Input
            {...kit.input("orderPosition")}
            type="number"
            inputMode="numeric"
            step={1}
            defaultValue={faq?.orderPosition ?? 0}
          />
        </Field>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
