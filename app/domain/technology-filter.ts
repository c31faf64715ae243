/** Projects: 'All Projects' plus up to 8 distinct technologies; cards show 4 (3 on home). */
export const MAX_TECHNOLOGY_FILTERS = 8;
export const CARD_TECHNOLOGIES = 4;
export const HOME_CARD_TECHNOLOGIES = 3;
export const ALL_PROJECTS = "All Projects";

/** Distinct technologies in order of first appearance (projects come newest first), at most `max`. */
export function technologyFilters(
  projects: readonly { technologies: readonly string[] }[],
  max = MAX_TECHNOLOGY_FILTERS,
) {
  const seen = new Map<string, string>();
  for (const p of projects) {
    for (const raw of p.technologies) {
      const tech = raw.trim();
      if (tech !== "" && !seen.has(tech.toLowerCase())) seen.set(tech.toLowerCase(), tech);
    }
  }
  return [...seen.values()].slice(0, max);
}

/** Projects using `technology` (case-insensitive); everything for none or 'All Projects'. */
export function filterByTechnology<T extends { technologies: readonly string[] }>(
  projects: readonly T[],
  technology: string | null | undefined,
) {
  const wanted = (technology ?? "").trim().toLowerCase();
  if (wanted === "" || wanted === ALL_PROJECTS.toLowerCase()) return [...projects];
  return projects.filter((p) => p.technologies.some((t) => t.trim().toLowerCase() === wanted));
}
