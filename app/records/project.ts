import { Briefcase } from "lucide-react";
import { PORTFOLIO_LIST } from "../domain/list-specs";
import { defineRecordType } from "./define";

/** The portfolio: finished work on the public Projects pages. */
export const project = defineRecordType({
  path: "projects",
  label: "Projects",
  icon: Briefcase,
  countLabel: "Projects",
  table: "projects",
  entity: "project",
  isPublic: true,
  search: {
    kind: "project",
    label: "Portfolio projects",
    fields: ["title", "description", "client_name"],
    title: ["title"],
    detail: ["description"],
  },
  access: { area: "dashboard", intents: [] },
  list: PORTFOLIO_LIST,
  audit: {
    name: "title",
    created: (title) => `created the portfolio project "${title}"`,
    updated: (title) => `updated the portfolio project "${title}"`,
    deleted: (title) => `deleted the portfolio project "${title}"`,
  },
});
