import { HelpCircle } from "lucide-react";
import type { FormKit } from "~/components/dashboard/entity-form";
import { RecordScreen } from "~/components/dashboard/record-screen";
import { ScreenError } from "~/components/error-page";
import { Badge } from "~/components/ui/badge";
import { Field, Input, Select, Textarea } from "~/components/ui/input";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { createFaq, deleteFaq, listFaqsForDashboard, updateFaq } from "~/data/faqs.server";
import { formatDate } from "~/domain/format";
import { FAQ_CATEGORIES, FaqFormSchema } from "~/domain/schemas/content";
import { requireStaff } from "~/server/guards.server";
import { emptyRecordPage, handleRecordAction, requestedPage } from "~/server/record-action.server";
import type { Route } from "./+types/faqs";

export const meta: Route.MetaFunction = () => [{ title: "FAQs | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const page = requestedPage(request);
  const { data, loadError } = await loadOrFail(
    "Failed to fetch FAQs",
    () => listFaqsForDashboard({ page }),
    emptyRecordPage(),
  );
  return { faqs: data.rows, pageInfo: data.info, loadError };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireStaff(request);
  // Names no FAQ delete message; this follows the others
  return handleRecordAction(request, viewer, {
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
  return (
    <RecordScreen
      title="FAQs"
      description="Questions answered on the public site, in display order."
      addLabel="New FAQ"
      editTitle="Edit FAQ"
      listLabel="FAQs"
      rows={loaderData.faqs}
      pageInfo={loaderData.pageInfo}
      loadError={loaderData.loadError}
      empty={{
        icon: <HelpCircle />,
        title: "No FAQs yet",
        text: "Answer the questions clients ask before they call.",
      }}
      card={{
        label: (faq) => faq.question,
        noun: "FAQ",
        meta: (faq) => (
          <>
            <span className="block font-medium text-ink-muted">Order {faq.orderPosition}</span>
            <span className="block">Added {formatDate(faq.createdAt)}</span>
          </>
        ),
        body: (faq) => (
          <div className="flex flex-1 flex-col gap-3 p-5">
            <div>
              <Badge tone={CATEGORY_TONE[faq.category]}>{capitalize(faq.category)}</Badge>
            </div>
            <h2 className="font-display text-lg leading-snug font-semibold">{faq.question}</h2>
            <p className="line-clamp-4 text-sm text-ink-muted">{faq.answer}</p>
          </div>
        ),
      }}
      form={{
        schema: FaqFormSchema,
        description: "Shown on the public site, lowest order first.",
        createLabel: "Create FAQ",
        fields: (kit, faq) => <FaqFields kit={kit} faq={faq} />,
      }}
    />
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
