import {
  BookOpen,
  Clock,
  Code2,
  Database,
  FolderKanban,
  Layers,
  LineChart,
  Mail,
  MessageCircle,
  Rocket,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Target,
  UsersRound,
} from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { srcSetFor } from "./image";

/** Which page a hero belongs to: each draws its own picture beside the heading. */
export type HeroArt =
  | { kind: "about" | "mission" | "services" | "contact" }
  | { kind: "projects" | "team" | "blog"; images: string[] };

type HeroKind = HeroArt["kind"];

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

const EYEBROW_ICONS: Record<HeroKind, React.ComponentType<{ className?: string }>> = {
  about: Sparkles,
  mission: Target,
  services: Layers,
  projects: FolderKanban,
  team: UsersRound,
  blog: BookOpen,
  contact: MessageCircle,
};

/** The dark header band of the interior public pages, with a picture of its own per page. */
export function PageHero({
  eyebrow,
  title,
  lead,
  art,
  children,
  className,
}: {
  eyebrow: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  art: HeroArt;
  children?: React.ReactNode;
  className?: string;
}) {
  const EyebrowIcon = EYEBROW_ICONS[art.kind];
  return (
    <section data-hero={art.kind} className={cn("relative isolate overflow-hidden bg-brand-950 text-white", className)}>
      <HeroBackdrop tone={TONES[art.kind]} rings={false} />
      <div className="container-page relative pt-14 pb-20 md:pt-20 md:pb-24 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-14 xl:grid-cols-[minmax(0,1fr)_27rem]">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold tracking-wide text-accent-300 uppercase">
            <EyebrowIcon aria-hidden="true" className="size-3.5" />
            {eyebrow}
          </p>
          <h1 className="mt-5 max-w-4xl text-display font-bold text-white">{title}</h1>
          {lead ? <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-100">{lead}</p> : null}
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
        <div
          aria-hidden="true"
          data-hero-art={art.kind}
          className="pointer-events-none relative hidden h-80 select-none lg:block"
        >
          <HeroPicture art={art} />
        </div>
      </div>
    </section>
  );
}

/** Decorative only (hidden from assistive technology); images load lazily so phones, which hide it, never fetch them. */
function HeroPicture({ art }: { art: HeroArt }) {
  switch (art.kind) {
    case "about":
      return <AppWindowsArt />;
    case "mission":
      return <TargetArt />;
    case "services":
      return <ServiceTilesArt />;
    case "contact":
      return <ConversationArt />;
    case "projects":
      return art.images.length > 0 ? <CoverFanArt images={art.images} /> : <AppWindowsArt />;
    case "team":
      return art.images.length > 0 ? <PortraitMosaicArt images={art.images} /> : <ConversationArt />;
    case "blog":
      return art.images.length > 0 ? <ArticleStackArt images={art.images} /> : <AppWindowsArt />;
  }
}

function WindowChrome() {
  return (
    <div className="flex items-center gap-1.5 border-b border-white/10 px-4 py-3">
      <span className="size-2.5 rounded-full bg-danger-600/80" />
      <span className="size-2.5 rounded-full bg-accent-400/80" />
      <span className="size-2.5 rounded-full bg-success-600/80" />
      <span className="ml-3 h-2 w-28 rounded-full bg-white/15" />
    </div>
  );
}

/** Three stacked application windows, the front one with a rising chart: the software the studio builds. */
function AppWindowsArt() {
  return (
    <>
      <div className="absolute top-2 right-0 h-56 w-72 rotate-6 rounded-2xl bg-white/5 ring-1 ring-white/10" />
      <div className="absolute top-8 right-8 h-56 w-80 rotate-2 rounded-2xl bg-brand-800/60 ring-1 ring-white/10" />
      <div className="absolute top-16 right-16 w-80 -rotate-2 overflow-hidden rounded-2xl bg-brand-900 shadow-2xl ring-1 ring-white/15">
        <WindowChrome />
        <div className="grid grid-cols-[4.5rem_1fr] gap-4 p-4">
          <div className="space-y-2">
            <span className="block h-2 rounded-full bg-brand-400/60" />
            <span className="block h-2 w-4/5 rounded-full bg-white/15" />
            <span className="block h-2 w-3/5 rounded-full bg-white/15" />
            <span className="block h-2 w-4/5 rounded-full bg-white/15" />
          </div>
          <div>
            <div className="grid grid-cols-3 gap-2">
              <span className="h-10 rounded-lg bg-white/10" />
              <span className="h-10 rounded-lg bg-white/10" />
              <span className="h-10 rounded-lg bg-accent-400/80" />
            </div>
            <svg className="mt-3 h-20 w-full" viewBox="0 0 200 80" fill="none" preserveAspectRatio="none">
              <path
                d="M0 70 L30 58 L60 62 L95 40 L125 46 L160 20 L200 12"
                stroke="currentColor"
                strokeOpacity=".8"
                strokeWidth="3"
                className="text-accent-300"
              />
              <path d="M0 70 L30 58 L60 62 L95 40 L125 46 L160 20 L200 12 V80 H0 Z" className="fill-accent-400/15" />
            </svg>
          </div>
        </div>
      </div>
    </>
  );
}

/** A target hit dead centre, reached by a rising path of three steps: the mission and how we get there. */
function TargetArt() {
  return (
    <svg className="absolute inset-0 size-full" viewBox="0 0 420 320" fill="none">
      <g className="text-white">
        <circle cx="270" cy="150" r="130" stroke="currentColor" strokeOpacity=".12" strokeWidth="2" />
        <circle
          cx="270"
          cy="150"
          r="96"
          stroke="currentColor"
          strokeOpacity=".18"
          strokeWidth="2"
          strokeDasharray="4 8"
        />
        <circle
          cx="270"
          cy="150"
          r="62"
          className="fill-brand-500/25"
          stroke="currentColor"
          strokeOpacity=".25"
          strokeWidth="2"
        />
        <circle cx="270" cy="150" r="28" className="fill-accent-400" />
        <circle cx="270" cy="150" r="10" className="fill-brand-950" />
      </g>
      <path
        d="M20 300 C 90 290, 110 230, 160 220 S 230 190, 262 158"
        stroke="currentColor"
        strokeWidth="3"
        strokeDasharray="2 10"
        strokeLinecap="round"
        className="text-accent-300"
      />
      <circle cx="40" cy="297" r="9" className="fill-white" fillOpacity=".9" />
      <circle cx="160" cy="220" r="9" className="fill-white" fillOpacity=".9" />
      <path d="M330 40 L276 144" stroke="currentColor" strokeWidth="4" strokeLinecap="round" className="text-white" />
      <path d="M318 30 L346 24 L340 52 Z" className="fill-accent-300" />
    </svg>
  );
}

const SERVICE_TILE_ICONS = [Code2, Smartphone, Rocket, Database, LineChart, ShieldCheck];

/** A bento of six tiles, one per kind of work we offer, one of them lit. */
function ServiceTilesArt() {
  return (
    <div className="absolute inset-0 grid grid-cols-3 grid-rows-2 gap-4 p-2">
      {SERVICE_TILE_ICONS.map((Icon, index) => (
        <div
          key={Icon.displayName ?? index}
          className={cn(
            "flex items-center justify-center rounded-3xl ring-1 ring-inset",
            index === 2
              ? "bg-accent-400 text-brand-950 ring-accent-300 shadow-2xl"
              : index % 2 === 0
                ? "bg-white/10 text-accent-300 ring-white/15"
                : "bg-brand-700/60 text-white ring-white/10",
            index === 1 && "translate-y-6",
            index === 4 && "translate-y-6",
          )}
        >
          <Icon className="size-10" />
        </div>
      ))}
    </div>
  );
}

/** A conversation: a visitor's message, our reply, and the post on its way. */
function ConversationArt() {
  return (
    <>
      <div className="absolute top-6 left-2 w-64 rounded-3xl rounded-bl-md bg-white/10 p-5 ring-1 ring-white/15">
        <span className="block h-2.5 w-5/6 rounded-full bg-white/40" />
        <span className="mt-3 block h-2.5 w-full rounded-full bg-white/25" />
        <span className="mt-3 block h-2.5 w-2/3 rounded-full bg-white/25" />
      </div>
      <div className="absolute top-36 right-2 w-64 rounded-3xl rounded-br-md bg-brand-600 p-5 shadow-2xl ring-1 ring-brand-400/50">
        <span className="block h-2.5 w-3/4 rounded-full bg-white/70" />
        <span className="mt-3 block h-2.5 w-full rounded-full bg-white/45" />
        <span className="mt-3 flex items-center gap-1.5">
          <span className="size-2 rounded-full bg-white/80" />
          <span className="size-2 rounded-full bg-white/60" />
          <span className="size-2 rounded-full bg-white/40" />
        </span>
      </div>
      <span className="absolute right-12 -top-1 flex size-16 rotate-12 items-center justify-center rounded-2xl bg-accent-400 text-brand-950 shadow-xl">
        <Mail className="size-8" />
      </span>
      <span className="absolute bottom-2 left-10 flex size-14 items-center justify-center rounded-full bg-white/10 text-accent-300 ring-1 ring-white/20">
        <Clock className="size-7" />
      </span>
    </>
  );
}

function artImage(src: string) {
  return { src, srcSet: srcSetFor(src) };
}

/** Three project covers fanned like prints on a table. */
function CoverFanArt({ images }: { images: string[] }) {
  const placements = ["top-16 left-0 -rotate-8", "top-0 left-20 rotate-3 z-10", "top-32 left-28 -rotate-2 z-20"];
  return (
    <>
      {images.slice(0, 3).map((src, index) => (
        <img
          key={src}
          {...artImage(src)}
          sizes="18rem"
          alt=""
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
          className={cn(
            "absolute aspect-[8/5] w-72 rounded-xl object-cover shadow-2xl ring-1 ring-white/20",
            placements[index],
          )}
        />
      ))}
    </>
  );
}

/** The team's portraits in a staggered mosaic. */
function PortraitMosaicArt({ images }: { images: string[] }) {
  return (
    <div className="absolute inset-x-0 -top-6 grid grid-cols-3 gap-3">
      {images.slice(0, 6).map((src, index) => (
        <img
          key={src}
          src={src}
          alt=""
          width={600}
          height={750}
          loading="lazy"
          decoding="async"
          className={cn(
            "aspect-[4/5] w-full rounded-2xl object-cover ring-1 ring-white/20",
            index % 3 === 1 && "translate-y-8",
          )}
        />
      ))}
    </div>
  );
}

/** A short stack of articles, the newest on top. */
function ArticleStackArt({ images }: { images: string[] }) {
  const placements = ["top-0 right-0 rotate-3", "top-10 right-14 -rotate-2", "top-20 right-28 z-10"];
  return (
    <>
      {images
        .slice(0, 3)
        .reverse()
        .map((src, index) => (
          <div
            key={src}
            className={cn(
              "absolute w-64 overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-white/20",
              placements[index],
            )}
          >
            <img
              {...artImage(src)}
              sizes="16rem"
              alt=""
              width={800}
              height={450}
              loading="lazy"
              decoding="async"
              className="aspect-[16/9] w-full object-cover"
            />
            <div className="space-y-2 p-4">
              <span className="block h-2.5 w-4/5 rounded-full bg-ink/70" />
              <span className="block h-2 w-full rounded-full bg-ink/15" />
              <span className="block h-2 w-2/3 rounded-full bg-ink/15" />
            </div>
          </div>
        ))}
    </>
  );
}

/**
 * Soft light and a faint grid behind dark bands. Pure CSS: nothing to download. `rings` adds large faint
 * orbits on wide screens; leave them out where controls sit on the right of the band.
 */
export function HeroBackdrop({
  tone = ["bg-brand-500/30", "bg-accent-400/10"],
  rings = true,
}: {
  tone?: [string, string];
  rings?: boolean;
} = {}) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className={cn("absolute -top-40 -right-32 size-[36rem] rounded-full blur-3xl", tone[0])} />
      <div className={cn("absolute -bottom-48 -left-24 size-[30rem] rounded-full blur-3xl", tone[1])} />
      {rings ? (
        <svg
          className="absolute top-1/2 right-[-8rem] hidden size-[44rem] -translate-y-1/2 text-white lg:block"
          viewBox="0 0 400 400"
          fill="none"
        >
          <circle cx="200" cy="200" r="90" stroke="currentColor" strokeOpacity=".10" />
          <circle cx="200" cy="200" r="140" stroke="currentColor" strokeOpacity=".08" strokeDasharray="2 6" />
          <circle cx="200" cy="200" r="190" stroke="currentColor" strokeOpacity=".06" />
          <circle cx="290" cy="200" r="5" className="fill-accent-400" />
          <circle cx="101" cy="101" r="3.5" fill="currentColor" fillOpacity=".5" />
          <circle cx="200" cy="10" r="3" fill="currentColor" fillOpacity=".35" />
          <circle cx="200" cy="200" r="36" className="fill-brand-500" fillOpacity=".25" />
        </svg>
      ) : null}
      <div
        className="absolute inset-0 opacity-[0.07]"
        style={{
          backgroundImage:
            "linear-gradient(to right, white 1px, transparent 1px), linear-gradient(to bottom, white 1px, transparent 1px)",
          backgroundSize: "56px 56px",
          maskImage: "radial-gradient(ellipse at 70% 20%, black 20%, transparent 70%)",
        }}
      />
    </div>
  );
}

/** Eyebrow, heading and lead of a page section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = "left",
  id,
  className,
  children,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  align?: "left" | "center";
  id?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        "flex flex-col gap-6 md:flex-row md:items-end md:justify-between",
        align === "center" && "items-center text-center md:flex-col md:items-center",
        className,
      )}
    >
      <div className={cn("max-w-2xl", align === "center" && "mx-auto")}>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className="mt-3 text-h1 font-bold">
          {title}
        </h2>
        {lead ? <p className="mt-4 text-lg leading-8 text-ink-muted">{lead}</p> : null}
      </div>
      {children ? <div className="shrink-0">{children}</div> : null}
    </div>
  );
}
