import { HelpCircle } from "lucide-react";
import type { FormKit } from "~/components/dashboard/entity-form";
import { recordFilters } from "~/components/dashboard/record-filters";
import { RecordScreen } from "~/components/dashboard/record-screen";
import { ScreenError } from "~/components/error-page";
import { ChoiceField, FieldRow, OrderField, TextAreaField, TextField } from "~/components/form/fields";
import { Badge } from "~/components/ui/badge";
import { faqRecords, listFaqsForDashboard } from "~/data/faqs.server";
import { reorderFaqs } from "~/data/reorder.server";
import { formatDate } from "~/domain/format";
import { EMPTY_FILTERS, isUsualView, parseListFilters } from "~/domain/list-filters";
import { FAQ_LIST } from "~/domain/list-specs";
import { FAQ_CATEGORIES, FaqFormSchema } from "~/domain/schemas/content";
import { handleRecordAction, loadRecordPage, reorderIntent } from "~/web/record-action.server";
import type { Route } from "./+types/faqs";

export const meta: Route.MetaFunction = () => [{ title: "FAQs | Admin Portal" }];

export const loader = ({ request }: Route.LoaderArgs) =>
  loadRecordPage(request, {
    failMessage: "Failed to fetch FAQs",
    empty: { all: 0, filters: EMPTY_FILTERS, category: "" },
    list: async ({ page, params }) => {
      const filters = parseListFilters(params, FAQ_LIST);
      // an unknown category reads as every category
      const category = FAQ_CATEGORIES.find((c) => c === params.get("category"));
      return { ...(await listFaqsForDashboard({ page, filters, category })), filters, category: category ?? "" };
    },
  });

// Names no FAQ delete message; this follows the others
export const action = ({ request }: Route.ActionArgs) =>
  handleRecordAction(
    request,
    {
      noun: "FAQ",
      schema: FaqFormSchema,
      ...faqRecords,
    },
    { reorder: reorderIntent(reorderFaqs, { done: "FAQs reordered", failMessage: "Failed to reorder FAQs" }) },
  );

type Faq = Route.ComponentProps["loaderData"]["rows"][number];

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
      page={loaderData}
      // the display order is dragged on the whole list only, not on a category, a search or another order
      isSortable={isUsualView(loaderData.filters, { category: loaderData.category })}
      filters={recordFilters({
        id: "faqs",
        things: ["FAQ", "FAQs"],
        spec: FAQ_LIST,
        filters: loaderData.filters,
        all: loaderData.all,
        total: loaderData.pageInfo.total,
        searchLabel: "Question or answer",
        scope: {
          name: "category",
          label: "Category",
          allLabel: "All Categories",
          value: loaderData.category,
          options: FAQ_CATEGORIES.map((c) => ({ value: c, label: capitalize(c) })),
        },
      })}
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
      <TextField form={kit} name="question" label="Question" defaultValue={faq?.question} required autoComplete="off" />
      <TextAreaField form={kit} name="answer" label="Answer" defaultValue={faq?.answer} required rows={5} />
      <FieldRow>
        <ChoiceField
          form={kit}
          name="category"
          label="Category"
          choices={FAQ_CATEGORIES}
          labelOf={capitalize}
          defaultValue={faq?.category ?? "general"}
        />
        <OrderField form={kit} defaultValue={faq?.orderPosition ?? 0} />
      </FieldRow>
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
