import { isUuid } from "./schemas/portal";

/**
 * The dashboard's manage view of a client project, inside the client projects list: each tab its own
 * route (`/dashboard/client-projects/<id>` for Sprints, `/…/<id>/tickets`, `/invoices`, `/files`,
 * `/messages`), the list's own parameters (page, filters) kept in the address so the list stays as it was.
 */
export const MANAGE_TABS = ["sprints", "tickets", "invoices", "files", "messages"] as const;
export type ManageTab = (typeof MANAGE_TABS)[number];

export const CLIENT_PROJECTS_PATH = "/dashboard/client-projects";

/** The parameters that belong to a tab (its page, its folder, its open conversation), not to the list. */
export const MANAGE_TAB_PARAMS = [
  "sprintsPage",
  "ticketsPage",
  "invoicesPage",
  "filesFolder",
  "filesAfter",
  "filesBefore",
  "thread",
  "message",
];

/** The list's own parameters of an address (its page and filters), without the tabs' or the old `manage`. */
export function listParamsOf(search: URLSearchParams | string) {
  const params = new URLSearchParams(search);
  for (const name of [...MANAGE_TAB_PARAMS, "manage", "_routes", "index"]) params.delete(name);
  return params;
}

/** The path of a project's manage tab (Sprints is the project's own address). */
const managePath = (projectId: string, tab: ManageTab) =>
  tab === "sprints" ? `${CLIENT_PROJECTS_PATH}/${projectId}` : `${CLIENT_PROJECTS_PATH}/${projectId}/${tab}`;

/**
 * The address of a project's manage tab (or, without a project, of the list), keeping `list`'s own
 * parameters and adding `extra`.
 */
export function manageHref({
  projectId,
  tab = "sprints",
  list,
  extra,
}: {
  projectId?: string | null;
  tab?: ManageTab;
  list?: URLSearchParams | string;
  extra?: Record<string, string>;
}) {
  const params = listParamsOf(list ?? "");
  for (const [name, value] of Object.entries(extra ?? {})) params.set(name, value);
  const path = projectId ? managePath(projectId, tab) : CLIENT_PROJECTS_PATH;
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The tab a manage address shows (Sprints for the project's own address). */
export function manageTabOf(pathname: string): ManageTab {
  const segment = pathname.replace(/\/+$/, "").split("/")[4] ?? "";
  return (MANAGE_TABS as readonly string[]).includes(segment) ? (segment as ManageTab) : "sprints";
}

/**
 * Where an old address of the manage view (`/dashboard/client-projects?manage=<id>&ticketsPage=2…`, from
 * a bookmark or an older mail) now lives: the tab it opened on (a conversation on Messages, a folder on
 * Files, a tickets or invoices page on theirs, else Sprints) with every other parameter kept. Null when
 * the address is not one (a `manage` that is no project id opened nothing, and still does not). The
 * request may be the page's `.data` twin: the address is the page's own.
 */
export function legacyManagePath(requestUrl: string): string | null {
  const url = new URL(requestUrl);
  if (!/^\/dashboard\/client-projects(\.data)?\/?$/.test(url.pathname)) return null;
  const projectId = url.searchParams.get("manage");
  if (!projectId || !isUuid(projectId)) return null;
  const params = new URLSearchParams(url.search);
  const tab: ManageTab = params.has("thread")
    ? "messages"
    : params.has("filesFolder")
      ? "files"
      : params.has("ticketsPage")
        ? "tickets"
        : params.has("invoicesPage")
          ? "invoices"
          : "sprints";
  for (const name of ["manage", "_routes", "index"]) params.delete(name);
  const path = managePath(projectId, tab);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
