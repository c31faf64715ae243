import { MessageSquareQuote } from "lucide-react";
import { TESTIMONIAL_LIST } from "../domain/list-specs";
import { defineRecordType } from "./define";

/** What clients say; an approved one may show on the home page. */
export const testimonial = defineRecordType({
  path: "testimonials",
  label: "Testimonials",
  icon: MessageSquareQuote,
  countLabel: "Testimonials",
  table: "testimonials",
  entity: "testimonial",
  isPublic: true,
  search: {
    kind: "testimonial",
    label: "Testimonials",
    fields: ["client_name", "client_company", "testimonial_text"],
    title: ["client_name", "client_company"],
    detail: ["testimonial_text"],
  },
  // approve one a client sent; turn one into a case study
  access: { area: "dashboard", intents: ["approve", "case-study"] },
  list: TESTIMONIAL_LIST,
  audit: {
    name: "clientName",
    created: (name) => `added a testimonial from ${name}`,
    updated: (name) => `updated the testimonial from ${name}`,
    deleted: (name) => `deleted the testimonial from ${name}`,
  },
});
