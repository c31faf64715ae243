import { PORTAL_TABS, type PortalTab } from "~/domain/schemas/portal";

/**
 * /client-portal URLs: each tab is its own screen (`/client-portal/sprints`…, the Overview at
 * `/client-portal`); the default (first) project stays out of the address, another is `?project=<id>`.
 */
export function portalHref({
  tab,
  project,
  extra,
}: {
  tab?: PortalTab;
  project?: string | null;
  extra?: Record<string, string>;
}) {
  const params = new URLSearchParams();
  if (project) params.set("project", project);
  for (const [k, v] of Object.entries(extra ?? {})) params.set(k, v);
  const query = params.toString();
  const path = tab && tab !== "overview" ? `/client-portal/${tab}` : "/client-portal";
  return query ? `${path}?${query}` : path;
}

/** The tab a /client-portal path shows (the Overview for the portal's own address). */
export function portalTabOf(pathname: string): PortalTab {
  const segment = pathname.replace(/\/+$/, "").split("/")[2] ?? "";
  return (PORTAL_TABS as readonly string[]).includes(segment) ? (segment as PortalTab) : "overview";
}

/**
 * Where an old portal address (`/client-portal?tab=files&folder=…`, from a bookmark or an older mail)
 * now lives: the tab's own path with every other parameter kept. Null when the address is not one.
 * The request may be the page's `.data` twin: the address is the page's own.
 */
export function legacyPortalPath(requestUrl: string): string | null {
  const url = new URL(requestUrl);
  if (!/^\/client-portal(\.data)?\/?$/.test(url.pathname) || !url.searchParams.has("tab")) return null;
  const params = new URLSearchParams(url.search);
  const tab = params.get("tab");
  for (const name of ["tab", "_routes", "index"]) params.delete(name);
  const path =
    tab && tab !== "overview" && (PORTAL_TABS as readonly string[]).includes(tab)
      ? `/client-portal/${tab}`
      : "/client-portal";
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export const sprintHref = (sprintId: string, hash?: string) =>
  `/client-portal/sprint/${sprintId}${hash ? `#${hash}` : ""}`;
