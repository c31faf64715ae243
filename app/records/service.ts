import { Wrench } from "lucide-react";
import { SERVICE_LIST } from "../domain/list-specs";
import { defineRecordType } from "./define";

/** What the agency offers, on the public Services page. */
export const service = defineRecordType({
  path: "services",
  label: "Services",
  icon: Wrench,
  countLabel: "Services",
  table: "services",
  entity: "service",
  isPublic: true,
  search: {
    kind: "service",
    label: "Services",
    fields: ["title", "description"],
    title: ["title"],
    detail: ["description"],
  },
  // seed: the four default services, on an empty list
  access: { area: "dashboard", intents: ["seed"] },
  list: SERVICE_LIST,
  audit: {
    name: "title",
    created: (title) => `created the service "${title}"`,
    updated: (title) => `updated the service "${title}"`,
    deleted: (title) => `deleted the service "${title}"`,
  },
});
