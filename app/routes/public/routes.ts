import { index, layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Public marketing pages, plus the newsletter's subscribe, confirm and unsubscribe pages and the weekly summary's stop link. */
export const publicRoutes: RouteConfigEntry[] = [
  layout("routes/public/_layout.tsx", [
    index("routes/public/home.tsx"),
    route("about", "routes/public/about.tsx"),
    route("mission", "routes/public/mission.tsx"),
    route("services", "routes/public/services.tsx"),
    route("projects", "routes/public/projects.tsx"),
    route("project/:id", "routes/public/project.tsx"),
    route("team", "routes/public/team.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/post.tsx"),
    route("blog/preview/:token", "routes/public/post-preview.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("newsletter", "routes/public/newsletter.tsx"),
    route("newsletter/confirm", "routes/public/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"),
    route("digest/stop", "routes/public/digest-stop.tsx"),
  ]),
];
