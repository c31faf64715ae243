import type { PortalTab } from "~/domain/schemas/portal";

/** /client-portal URLs: the default tab and the default (first) project stay out of the address. */
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
  if (tab && tab !== "overview") params.set("tab", tab);
  if (project) params.set("project", project);
  for (const [k, v] of Object.entries(extra ?? {})) params.set(k, v);
  const query = params.toString();
  return query ? `/client-portal?${query}` : "/client-portal";
}

export const sprintHref = (sprintId: string, hash?: string) =>
  `/client-portal/sprint/${sprintId}${hash ? `#${hash}` : ""}`;
