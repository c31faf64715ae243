/** The app's scheduled jobs, registered once at startup (one `registerJob` call each). */
import { publishDueScheduledPosts } from "~/data/blogs.server";
import { registerJob } from "./jobs.server";
import { log } from "./log.server";

let registered = false;

export function registerAppJobs() {
  if (registered) return;
  registered = true;
  // scheduled blog posts go public within a minute (and one poll) of their time
  registerJob({
    name: "publish-scheduled-posts",
    schedule: { everySeconds: 60 },
    run: async ({ now }) => {
      const published = await publishDueScheduledPosts({ now });
      if (published.length > 0) log.info("scheduled posts published", { ids: published.map((p) => p.id) });
    },
  });
}
