/** The app's scheduled jobs, registered once at startup (one `registerJob` call each). */
import { publishDueScheduledPosts } from "~/data/blogs.server";
import { sendDueDigests } from "~/data/digest.server";
import { sendDueReviewReminders } from "~/data/review-reminders.server";
import { env } from "~/platform/foundation/env.server";
import { log } from "~/platform/foundation/log.server";
import { registerJob } from "./jobs.server";

let registered = false;

export function registerAppJobs() {
  if (registered) return;
  registered = true;
  // scheduled blog posts go public within a minute (and one poll) of their time; the journeys look every
  // 2 s (SCHEDULED_POSTS_EVERY_SECONDS) so as not to wait for the minute
  registerJob({
    name: "publish-scheduled-posts",
    schedule: { everySeconds: Number(process.env.SCHEDULED_POSTS_EVERY_SECONDS || 60) },
    run: async ({ now }) => {
      const published = await publishDueScheduledPosts({ now });
      if (published.length > 0) log.info("scheduled posts published", { ids: published.map((p) => p.id) });
    },
  });
  // each client's weekly summary, Monday 09:00 in their time zone: looked for every quarter of an hour,
  // sent once per client and week (client_digests)
  registerJob({
    name: "client-digest",
    schedule: { everySeconds: 900 },
    run: async ({ now }) => {
      const sent = await sendDueDigests({ now });
      if (sent.length > 0) log.info("weekly summaries queued", { clients: sent.length });
    },
  });
  // a sprint waiting for its client's sign-off: reminded after 3 and 7 working days in the studio's time
  // zone, each reminder once (a conditional update takes it)
  registerJob({
    name: "sprint-review-reminders",
    schedule: { everySeconds: 900 },
    run: async ({ now }) => {
      const sent = await sendDueReviewReminders({ now, timeZone: env.studioTimeZone });
      if (sent.length > 0) log.info("sprint review reminders queued", { sprints: sent.length });
    },
  });
}
