/**
 * Reads for the public marketing site, one module per subject under `data/public/`. Each function
 * selects only what its page shows; drafts are never returned and rich text leaves sanitized.
 */
export * from "./public/blog.server";
export * from "./public/portfolio.server";
export * from "./public/services.server";
export * from "./public/site.server";
export * from "./public/team.server";
export * from "./public/testimonials.server";
