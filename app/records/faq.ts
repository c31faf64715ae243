import { HelpCircle } from "lucide-react";
import { FAQ_LIST } from "../domain/list-specs";
import { defineRecordType } from "./define";

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** The questions answered on the public site (About), in display order. */
export const faq = defineRecordType({
  path: "faqs",
  label: "FAQs",
  icon: HelpCircle,
  countLabel: "FAQs",
  table: "faqs",
  entity: "faq",
  isPublic: true,
  search: { kind: "faq", label: "FAQs", fields: ["question", "answer"], title: ["question"], detail: ["answer"] },
  access: { area: "dashboard", intents: ["reorder"] },
  list: FAQ_LIST,
  audit: {
    name: "question",
    created: (question) => `added the FAQ "${short(question)}"`,
    updated: (question) => `updated the FAQ "${short(question)}"`,
    deleted: (question) => `deleted the FAQ "${short(question)}"`,
  },
});
