import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { HeroBackdrop } from "./hero-backdrop";

/** Which page a hero belongs to: each has a light of its own behind the band. */
export type HeroKind = "about" | "mission" | "services" | "contact" | "projects" | "team" | "blog";

/** The words of a page hero: the eyebrow above the heading, the heading and the lead under it. */
export type HeroText = { eyebrow: string; title: string; lead: string };

/** The pictures a page hero may show: the site's own files, each once, at most six. */
export function heroImages(sources: (string | null | undefined)[]) {
  const own = sources.filter((src): src is string => typeof src === "string" && /^\/(?!\/)/.test(src));
  return [...new Set(own)].slice(0, 6);
}

/** The light behind each page's band, so the pages do not all look the same even where the picture is hidden. */
const TONES: Record<HeroKind, [string, string]> = {
  about: ["bg-brand-500/30", "bg-accent-400/10"],
  mission: ["bg-accent-500/20", "bg-brand-500/25"],
  services: ["bg-info-600/30", "bg-brand-400/15"],
  projects: ["bg-brand-400/25", "bg-info-600/20"],
  team: ["bg-success-600/25", "bg-accent-400/10"],
  blog: ["bg-brand-600/35", "bg-accent-400/15"],
  contact: ["bg-info-600/25", "bg-accent-400/15"],
};

/**
 * The dark header band of the interior public pages. Each page brings its eyebrow icon and its own
 * picture (see hero-art.tsx), so a page loads only the drawing it shows. The picture is decorative
 * (hidden from assistive technology) and hidden on phones.
 */
export function PageHero({
  kind,
  icon: EyebrowIcon,
  eyebrow,
  title,
  lead,
  picture,
  children,
  className,
}: {
  kind: HeroKind;
  icon: LucideIcon;
  picture: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
} & HeroText) {
  return (
    <section data-hero={kind} className={cn("relative isolate overflow-hidden bg-brand-950 text-white", className)}>
      <HeroBackdrop tone={TONES[kind]} rings={false} />
      <div className="container-page relative pt-14 pb-20 md:pt-20 md:pb-24 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-14 xl:grid-cols-[minmax(0,1fr)_27rem]">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold tracking-wide text-accent-300 uppercase">
            <EyebrowIcon aria-hidden="true" className="size-3.5" />
            {eyebrow}
          </p>
          <h1 className="mt-5 max-w-4xl text-display font-bold text-white">{title}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">{lead}</p>
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
        <div
          aria-hidden="true"
          data-hero-art={kind}
          className="pointer-events-none relative hidden h-80 select-none lg:block"
        >
          {picture}
        </div>
      </div>
    </section>
  );
}
