import { count } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  blogs,
  clientProjects,
  faqs,
  projectSprints,
  projects,
  services,
  teamMembers,
  testimonials,
} from "~/db/schema";
import { errorFields, log } from "~/server/log.server";

/**
 * the overview's count tiles. Team counts the team members the Team screen manages
 * (the tile links there), not profiles.
 */
export async function getDashboardCounts() {
  const n = async (table: Parameters<ReturnType<typeof db.select>["from"]>[0]) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  const [
    blogCount,
    projectCount,
    clientProjectCount,
    sprintCount,
    serviceCount,
    teamCount,
    testimonialCount,
    faqCount,
  ] = await Promise.all([
    n(blogs),
    n(projects),
    n(clientProjects),
    n(projectSprints),
    n(services),
    n(teamMembers),
    n(testimonials),
    n(faqs),
  ]);
  return {
    blogs: blogCount,
    projects: projectCount,
    clientProjects: clientProjectCount,
    sprints: sprintCount,
    services: serviceCount,
    team: teamCount,
    testimonials: testimonialCount,
    faqs: faqCount,
  };
}

/**
 * a screen whose list cannot be read shows the destructive 'Error' toast with its
 * message ('Failed to fetch services'…) and logs the cause; the page itself still renders.
 */
export async function loadOrFail<T>(failMessage: string, load: () => PromiseLike<T>, fallback: T) {
  try {
    return { data: await load(), loadError: null };
  } catch (error) {
    log.error(failMessage, errorFields(error));
    return { data: fallback, loadError: failMessage };
  }
}
