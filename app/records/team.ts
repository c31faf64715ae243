import { UsersRound } from "lucide-react";
import { TEAM_LIST } from "../domain/list-specs";
import { defineRecordType } from "./define";

/** The people on the public Team page, in display order. */
export const team = defineRecordType({
  path: "team",
  label: "Team",
  icon: UsersRound,
  countLabel: "Team Members",
  table: "team_members",
  entity: "team_member",
  isPublic: true,
  search: { kind: "team member", label: "Team", fields: ["name", "role", "bio"], title: ["name"], detail: ["role"] },
  access: { area: "dashboard", intents: ["reorder"] },
  list: TEAM_LIST,
  audit: {
    name: "name",
    created: (name) => `added ${name} to the team`,
    updated: (name) => `updated the team member ${name}`,
    deleted: (name) => `removed ${name} from the team`,
  },
});
