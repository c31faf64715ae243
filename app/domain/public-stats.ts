/** Years Experience is fixed at 4; the count-up lasts 2000 ms. */
export const YEARS_EXPERIENCE = 4;
export const COUNT_UP_MS = 2000;

export type PublicStats = { happyClients: number; yearsExperience: number; projectsInOurCare: number };

/**
 * Happy Clients is the number of distinct client names of the portfolio projects,
 * Projects Under Our Care the number of projects with in_our_care.
 */
export function computePublicStats(projects: { clientName: string | null; inOurCare: boolean }[]): PublicStats {
  const clients = new Set(projects.map((p) => (p.clientName ?? "").trim().toLowerCase()).filter((name) => name !== ""));
  return {
    happyClients: clients.size,
    yearsExperience: YEARS_EXPERIENCE,
    projectsInOurCare: projects.filter((p) => p.inOurCare).length,
  };
}

/** The value shown `elapsedMs` into the count-up: eases out, reaches exactly `target` at `durationMs`. */
export function countUpValue(target: number, elapsedMs: number, durationMs = COUNT_UP_MS) {
  if (elapsedMs <= 0) return 0;
  if (elapsedMs >= durationMs) return target;
  const t = elapsedMs / durationMs;
  const eased = 1 - (1 - t) ** 3;
  return Math.min(target, Math.round(target * eased));
}
